import { setPersonPortrait } from '@/domains/catalogue/studio-cast-actions';
import { actionRoute } from '@/server/action';
import { BODY_LIMITS } from '@/server/guard';

export const dynamic = 'force-dynamic';

// The studio's portrait upload for a person of the cast and crew (too large for a server action's body).
export const POST = actionRoute(setPersonPortrait, { maxBytes: BODY_LIMITS.artwork });
