import { NextResponse, type NextRequest } from 'next/server';
import { cookieBase } from '@/domains/identity/cookies';
import { findSession, SESSION_COOKIE } from '@/domains/identity/sessions';

export const dynamic = 'force-dynamic';

// Who is signed in, for the header's user menu (a client island, so public pages stay cached).
export async function GET(request: NextRequest) {
  const token = request.cookies.get(SESSION_COOKIE)?.value;
  const session = await findSession(token);
  const body = session ? { signedIn: true, name: session.name, email: session.email } : { signedIn: false };
  const res = NextResponse.json(body, { headers: { 'cache-control': 'private, no-store' } });
  // A cookie whose session is gone (signed out elsewhere, expired, deleted): the sign-out routine clears it.
  if (token && !session) res.cookies.set(SESSION_COOKIE, '', { ...cookieBase(), maxAge: 0 });
  return res;
}
