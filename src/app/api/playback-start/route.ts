import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { getWatchTarget } from '@/domains/catalogue/targets';
import { parseEpisodeParam } from '@/domains/playback/components/WatchView';
import { firstRequests, getPlaybackAsset } from '@/domains/playback/queries';

export const dynamic = 'force-dynamic';

// What a watch page will fetch first, for a title page to warm while its Play button waits (as the big services
// pre-buffer on hover): the URLs only, and only for open titles (an 18+ title's files need a token made at play).
const watchPath = z.string().regex(/^\/watch\/([a-z0-9-]{1,200})(?:\/(s\d{1,3}e\d{1,4}))?$/, 'Give ?href=/watch/<slug>[/s1e2].');

export async function GET(request: NextRequest) {
  const parsed = watchPath.safeParse(request.nextUrl.searchParams.get('href'));
  if (!parsed.success) return NextResponse.json({ error: parsed.error.issues[0]!.message }, { status: 400 });
  const [, slug, episode] = /^\/watch\/([^/]+)(?:\/(.+))?$/.exec(parsed.data)!;
  const place = episode ? parseEpisodeParam(episode) : null;
  const target = await getWatchTarget(slug!, place?.season, place?.episode);
  const asset = target && !target.restricted ? await getPlaybackAsset(target.target) : null;
  const urls = asset && !asset.restricted ? firstRequests(asset) : [];
  return NextResponse.json({ urls }, { headers: { 'cache-control': 'public, max-age=60' } });
}
