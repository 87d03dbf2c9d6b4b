import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { identityFromCookies } from '@/domains/identity/identity';
import { saveWatchProgress } from '@/domains/playback/actions';
import { titleProgress, type TitleProgress } from '@/domains/playback/progress';
import { actionRoute } from '@/server/action';
import { BODY_LIMITS } from '@/server/guard';

export const dynamic = 'force-dynamic';

// The player's saved place: fetch with keepalive, or sendBeacon (text/plain JSON) when the page goes away.
export const POST = actionRoute(saveWatchProgress, { maxBytes: BODY_LIMITS.progress });

const NOTHING: TitleProgress = { resume: null, episodes: {} };
const query = z.object({ title: z.coerce.number().int().positive().max(2_147_483_647) });

// A title page's personal part (the page itself is cached): where the viewer is in it, for its Play button and
// its season list. A visitor with no identity has nothing there.
export async function GET(request: NextRequest) {
  const parsed = query.safeParse({ title: request.nextUrl.searchParams.get('title') });
  if (!parsed.success) return NextResponse.json({ error: 'Give ?title=<id>.' }, { status: 400 });
  const identity = await identityFromCookies((name) => request.cookies.get(name)?.value);
  const body = identity ? await titleProgress(identity.id, parsed.data.title) : NOTHING;
  return NextResponse.json(body, { headers: { 'cache-control': 'private, no-store' } });
}
