import { NextResponse, type NextRequest } from 'next/server';
import { cookieBase } from '@/domains/identity/cookies';
import { publicOrigin } from '@/domains/identity/provider';
import { signOut } from '@/domains/identity/relying-party';
import { SESSION_COOKIE } from '@/domains/identity/sessions';
import { isSameOriginRequest } from '@/server/same-origin';

export const dynamic = 'force-dynamic';

// Sign out (a form post from this site): end the session, revoke its tokens, then the issuer's logout, then /.
export async function POST(request: NextRequest) {
  if (!isSameOriginRequest((name) => request.headers.get(name))) {
    return NextResponse.json({ error: 'Sign out from a page of this site.' }, { status: 403 });
  }
  // "Sign out everywhere" (from the account page) ends every session of the person, not only this browser's.
  const form = await request.formData().catch(() => undefined);
  const next = await signOut(request.cookies.get(SESSION_COOKIE)?.value, { everywhere: form?.get('everywhere') === 'yes' });
  const res = NextResponse.redirect(new URL(next, publicOrigin()), 303);
  res.headers.set('cache-control', 'no-store');
  res.cookies.set(SESSION_COOKIE, '', { ...cookieBase(), maxAge: 0 });
  return res;
}
