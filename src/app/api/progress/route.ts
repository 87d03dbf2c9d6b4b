import { saveWatchProgress } from '@/domains/playback/actions';
import { actionRoute } from '@/server/action';
import { BODY_LIMITS } from '@/server/guard';

export const dynamic = 'force-dynamic';

// The player's saved place: fetch with keepalive, or sendBeacon (text/plain JSON) when the page goes away.
export const POST = actionRoute(saveWatchProgress, { maxBytes: BODY_LIMITS.progress });
