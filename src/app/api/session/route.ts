import { NextResponse, type NextRequest } from 'next/server';
import { config } from '@/config';
import { cookieBase } from '@/domains/identity/cookies';
import { identityFromCookies } from '@/domains/identity/identity';
import { SESSION_COOKIE } from '@/domains/identity/sessions';
import { watchlistTitleIds } from '@/domains/identity/watchlist';

export const dynamic = 'force-dynamic';

// Who is asking and what is on their watchlist, for the client islands of cached pages (header menu, card buttons).
export async function GET(request: NextRequest) {
  const read = (name: string) => request.cookies.get(name)?.value;
  const identity = await identityFromCookies(read);
  const signedIn = identity?.kind === 'user';
  const body = {
    signedIn,
    name: signedIn ? identity.name : '',
    email: signedIn ? identity.email : '',
    guestAllowed: config.ALLOW_GUEST,
    watchlist: identity ? await watchlistTitleIds(identity.id) : [],
  };
  const res = NextResponse.json(body, { headers: { 'cache-control': 'private, no-store' } });
  // A cookie whose session is gone (signed out elsewhere, expired, deleted): the sign-out routine clears it.
  if (read(SESSION_COOKIE) && !signedIn) res.cookies.set(SESSION_COOKIE, '', { ...cookieBase(), maxAge: 0 });
  return res;
}
