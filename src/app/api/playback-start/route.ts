import { NextResponse, type NextRequest } from 'next/server';
import { parseWatchPath } from '@/domains/catalogue/paths';
import { getWatchTarget } from '@/domains/catalogue/targets';
import { hlsScript } from '@/domains/playback/hls-script';
import { wantDemoPreview } from '@/domains/playback/demo-wants';
import { firstRequests, getPlaybackAsset } from '@/domains/playback/queries';
import { CLIENT_IP_HEADER } from '@/server/client-ip';
import { createRateLimiter } from '@/server/rate-limit';

export const dynamic = 'force-dynamic';

// What a watch page will fetch first, for a title page to warm while its Play button waits (as the big services
// pre-buffer on hover): the player's hls.js, then the stream's first files, only for open titles (an 18+ title's
// files need a token made at play).
// One call per title page viewed: a person browsing fast stays far below this, a script hammering the database not.
const limiter = createRateLimiter({ name: 'playback-start', limit: 120, windowMs: 60_000 });

export async function GET(request: NextRequest) {
  const verdict = await limiter(request.headers.get(CLIENT_IP_HEADER) ?? 'unknown');
  if (!verdict.ok)
    return NextResponse.json(
      { error: 'Too many requests. Wait a moment and try again.' },
      { status: 429, headers: { 'retry-after': String(verdict.retryAfterSeconds) } },
    );
  const place = parseWatchPath(request.nextUrl.searchParams.get('href') ?? '');
  if (!place) return NextResponse.json({ error: 'Give ?href=/watch/<slug>[/s1e2].' }, { status: 400 });
  const target = await getWatchTarget(place.slug, place.season, place.episode);
  const asset = target && !target.restricted && !target.comingOn ? await getPlaybackAsset(target.target) : null;
  // A title page whose title still plays a shared reel: its preview is made next, likely before Play is pressed.
  if (asset?.sharedReel) void wantDemoPreview(target!.target);
  const urls = [hlsScript().path, ...(asset && !asset.restricted ? [...firstRequests(asset), asset.poster] : [])];
  return NextResponse.json({ urls }, { headers: { 'cache-control': 'public, max-age=60' } });
}
