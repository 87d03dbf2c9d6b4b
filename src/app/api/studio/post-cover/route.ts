import { setPostCover } from '@/domains/blog/studio-actions';
import { actionRoute } from '@/server/action';
import { BODY_LIMITS } from '@/server/guard';

export const dynamic = 'force-dynamic';

// The studio's post cover upload (too large for a server action's body).
export const POST = actionRoute(setPostCover, { maxBytes: BODY_LIMITS.artwork });
