import { setPostAudio } from '@/domains/blog/studio-actions';
import { actionRoute } from '@/server/action';
import { BODY_LIMITS } from '@/server/guard';

export const dynamic = 'force-dynamic';

// The studio's upload of an audio post's sound (too large for a server action's body).
export const POST = actionRoute(setPostAudio, { maxBytes: BODY_LIMITS.audio });
