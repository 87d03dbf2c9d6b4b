import { addGalleryImage } from '@/domains/blog/studio-actions';
import { actionRoute } from '@/server/action';
import { BODY_LIMITS } from '@/server/guard';

export const dynamic = 'force-dynamic';

// The studio's upload of a gallery post's photograph (too large for a server action's body).
export const POST = actionRoute(addGalleryImage, { maxBytes: BODY_LIMITS.artwork });
