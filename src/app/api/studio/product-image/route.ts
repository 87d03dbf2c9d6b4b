import { addProductImage } from '@/domains/shop/studio-actions';
import { actionRoute } from '@/server/action';
import { BODY_LIMITS } from '@/server/guard';

export const dynamic = 'force-dynamic';

// The studio's product photo upload (too large for a server action's body).
export const POST = actionRoute(addProductImage, { maxBytes: BODY_LIMITS.artwork });
