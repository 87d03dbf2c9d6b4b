import { NextResponse, type NextRequest } from 'next/server';
import { config } from '@/config';
import { cookieBase } from '@/domains/identity/cookies';
import { guestFromCookies, sessionFromCookies } from '@/domains/identity/identity';
import { signOut } from '@/domains/identity/relying-party';
import { SESSION_COOKIE, SESSION_DAYS } from '@/domains/identity/sessions';
import { setWhoHint } from '@/domains/identity/who-hint';
import { WHO_COOKIE } from '@/lib/identity-cookies';
import { freshTokens } from '@/domains/identity/tokens';
import { watchlistTitleIds } from '@/domains/library/watchlist';
import { hasActiveSubscription } from '@/domains/pages/subscriptions';
import { sessionViewerSchema } from '@/lib/viewer';
import { initialsOf } from '@/lib/text';

export const dynamic = 'force-dynamic';

/** The signed-in person, their tokens refreshed when due; a refused or failed refresh runs the sign-out routine. */
async function checkedSession(read: (name: string) => string | undefined) {
  const signedIn = await sessionFromCookies(read);
  if (!signedIn) return undefined;
  try {
    return (await freshTokens(signedIn.session)) ? signedIn : undefined;
  } catch (error) {
    console.warn(`session check failed, signing out: ${(error as Error).message}`); // SPEC.md sections 6 and 8
    await signOut(read(SESSION_COOKIE)).catch(() => undefined);
    return undefined;
  }
}

// Who is asking, whether they subscribe, and what is on their watchlist, for the client islands of cached pages (header menu, card buttons).
export async function GET(request: NextRequest) {
  const read = (name: string) => request.cookies.get(name)?.value;
  const signedIn = await checkedSession(read);
  const identity = signedIn?.identity ?? (await guestFromCookies(read));
  const body = sessionViewerSchema.parse({
    signedIn: !!signedIn,
    name: signedIn?.identity.name ?? '',
    email: signedIn?.identity.email ?? '',
    guestAllowed: config.ALLOW_GUEST,
    subscribed: await hasActiveSubscription(signedIn?.identity),
    watchlist: identity ? await watchlistTitleIds(identity.id) : [],
  });
  const res = NextResponse.json(body, { headers: { 'cache-control': 'private, no-store' } });
  // A cookie whose session is gone (signed out elsewhere, expired, refused by the issuer): the sign-out routine clears it.
  if (read(SESSION_COOKIE) && !signedIn) res.cookies.set(SESSION_COOKIE, '', { ...cookieBase(), maxAge: 0 });
  // The header's first-paint hint follows what is true now (a new name, a sign-out elsewhere), while it lasts.
  const hint = read(WHO_COOKIE);
  const initial = signedIn ? encodeURIComponent(initialsOf(signedIn.identity.name, signedIn.identity.email)) : '';
  if ((hint ?? '') !== initial && (hint || initial))
    setWhoHint(res.cookies, signedIn ? signedIn.identity : null, signedIn ? SESSION_DAYS * 86_400 : undefined);
  return res;
}
