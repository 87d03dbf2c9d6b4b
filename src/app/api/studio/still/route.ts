import { setEpisodeStill } from '@/domains/catalogue/studio-episode-actions';
import { actionRoute } from '@/server/action';
import { BODY_LIMITS } from '@/server/guard';

export const dynamic = 'force-dynamic';

// The studio's still upload for an episode (too large for a server action's body).
export const POST = actionRoute(setEpisodeStill, { maxBytes: BODY_LIMITS.artwork });
