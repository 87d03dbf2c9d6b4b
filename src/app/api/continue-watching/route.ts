import { NextResponse, type NextRequest } from 'next/server';
import { identityFromCookies } from '@/domains/identity/identity';
import { continueWatching } from '@/domains/playback/progress';

export const dynamic = 'force-dynamic';

// The asking identity's Continue watching row, for the home page's client island (the page itself is cached).
export async function GET(request: NextRequest) {
  const identity = await identityFromCookies((name) => request.cookies.get(name)?.value);
  const items = identity ? await continueWatching(identity.id) : [];
  return NextResponse.json({ items }, { headers: { 'cache-control': 'private, no-store' } });
}
