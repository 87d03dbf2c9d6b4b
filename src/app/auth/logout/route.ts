import { NextResponse, type NextRequest } from 'next/server';
import { cookieBase } from '@/domains/identity/cookies';
import { publicOrigin } from '@/server/site-url';
import { signOut } from '@/domains/identity/relying-party';
import { SESSION_COOKIE } from '@/domains/identity/sessions';
import { setWhoHint } from '@/domains/identity/who-hint';
import { isSameOriginRequest } from '@/server/same-origin';
import { escapeHtml, plainPage } from '@/server/plain-page';

export const dynamic = 'force-dynamic';

// Sign out (a form post from this site): end the session, revoke its tokens, then the issuer's logout, then /.
export async function POST(request: NextRequest) {
  if (!isSameOriginRequest((name) => request.headers.get(name))) {
    return NextResponse.json({ error: 'Sign out from a page of this site.' }, { status: 403 });
  }
  // "Sign out everywhere" (from the account page) ends every session of the person, not only this browser's.
  const form = await request.formData().catch(() => undefined);
  const next = await signOut(request.cookies.get(SESSION_COOKIE)?.value, { everywhere: form?.get('everywhere') === 'yes' });
  const target = new URL(next, publicOrigin());
  // A form's redirect to another origin is blocked by the site's CSP (form-action 'self'): an external issuer's
  // logout is reached by a page that moves on by itself instead.
  const res =
    target.origin === publicOrigin()
      ? NextResponse.redirect(target, 303)
      : new NextResponse(leavingPage(target.href), { headers: { 'content-type': 'text/html; charset=utf-8' } });
  res.headers.set('cache-control', 'no-store');
  res.cookies.set(SESSION_COOKIE, '', { ...cookieBase(), maxAge: 0 });
  setWhoHint(res.cookies, null);
  return res;
}

function leavingPage(href: string) {
  const url = escapeHtml(href);
  return plainPage({
    title: 'Signing out',
    head: `<meta http-equiv="refresh" content="0;url=${url}">`,
    body: `<p>Signing you out… <a href="${url}">Continue</a></p>`,
  });
}
