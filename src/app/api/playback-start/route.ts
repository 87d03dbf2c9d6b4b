import { NextResponse, type NextRequest } from 'next/server';
import { parseWatchPath } from '@/domains/catalogue/paths';
import { getWatchTarget } from '@/domains/catalogue/targets';
import { hlsScript } from '@/domains/playback/hls-script';
import { firstRequests, getPlaybackAsset } from '@/domains/playback/queries';

export const dynamic = 'force-dynamic';

// What a watch page will fetch first, for a title page to warm while its Play button waits (as the big services
// pre-buffer on hover): the player's hls.js, then the stream's first files, only for open titles (an 18+ title's
// files need a token made at play).
export async function GET(request: NextRequest) {
  const place = parseWatchPath(request.nextUrl.searchParams.get('href') ?? '');
  if (!place) return NextResponse.json({ error: 'Give ?href=/watch/<slug>[/s1e2].' }, { status: 400 });
  const target = await getWatchTarget(place.slug, place.season, place.episode);
  const asset = target && !target.restricted ? await getPlaybackAsset(target.target) : null;
  const urls = [hlsScript().path, ...(asset && !asset.restricted ? [...firstRequests(asset), asset.poster] : [])];
  return NextResponse.json({ urls }, { headers: { 'cache-control': 'public, max-age=60' } });
}
