import { setTitleArtwork } from '@/domains/catalogue/studio-actions';
import { actionRoute } from '@/server/action';
import { BODY_LIMITS } from '@/server/guard';

export const dynamic = 'force-dynamic';

// The studio's artwork upload: a form with the image (too large for a server action's body).
export const POST = actionRoute(setTitleArtwork, { maxBytes: BODY_LIMITS.artwork });
