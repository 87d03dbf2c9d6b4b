import { addPostImage } from '@/domains/blog/studio-actions';
import { actionRoute } from '@/server/action';
import { BODY_LIMITS } from '@/server/guard';

export const dynamic = 'force-dynamic';

// A picture for a post's text (too large for a server action's body).
export const POST = actionRoute(addPostImage, { maxBytes: BODY_LIMITS.artwork });
