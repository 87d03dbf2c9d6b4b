import { NextResponse, type NextRequest } from 'next/server';
import { personalRail } from '@/domains/catalogue/personal';
import { identityFromCookies } from '@/domains/identity/identity';
import { continueWatching } from '@/domains/playback/progress';

export const dynamic = 'force-dynamic';

// The home page's personal rows in one answer (the page itself is cached): Continue watching, and Suggested and
// Recommended scored from the viewer's history (empty without one: the curated rows stay).
export async function GET(request: NextRequest) {
  const identity = await identityFromCookies((name) => request.cookies.get(name)?.value);
  const [continuing, suggested, recommended] = identity
    ? await Promise.all([continueWatching(identity.id), personalRail(identity.id, 'suggested'), personalRail(identity.id, 'recommended')])
    : [[], [], []];
  return NextResponse.json({ continueWatching: continuing, suggested, recommended }, { headers: { 'cache-control': 'private, no-store' } });
}
