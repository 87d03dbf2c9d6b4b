import { NextResponse, type NextRequest } from 'next/server';
import { cookieBase } from '@/domains/identity/cookies';
import { GUEST_COOKIE } from '@/domains/identity/identity';
import { WELCOME_COOKIE } from '@/lib/welcome';
import { publicOrigin } from '@/server/site-url';
import { finishSignIn, REMEMBER_COOKIE, SIGN_IN_COOKIE, SignInFailed } from '@/domains/identity/relying-party';
import { SESSION_COOKIE, SESSION_DAYS } from '@/domains/identity/sessions';
import { setWhoHint } from '@/domains/identity/who-hint';
import { registerDomains } from '@/register';

export const dynamic = 'force-dynamic';

// The sign-in merges what the guest owned through the domains' registrations: made in this bundle's own modules.
registerDomains();

// The issuer sends the browser back here with a code: exchange it, start a session, go back where sign-in began.
export async function GET(request: NextRequest) {
  const to = (path: string) => {
    const res = NextResponse.redirect(new URL(path, publicOrigin()), 303);
    res.headers.set('cache-control', 'no-store');
    res.cookies.set(SIGN_IN_COOKIE, '', { ...cookieBase(), path: '/auth', maxAge: 0 });
    return res;
  };
  try {
    const { token, returnTo, remember, welcome, person } = await finishSignIn(request.nextUrl, request.cookies.get(SIGN_IN_COOKIE)?.value, {
      guestCookie: request.cookies.get(GUEST_COOKIE)?.value,
      // Set by the embedded provider's sign-in step; an external issuer keeps its own "remember me".
      remember: request.cookies.get(REMEMBER_COOKIE)?.value !== '0',
      userAgent: request.headers.get('user-agent') ?? '',
    });
    const res = to(returnTo);
    // Kept: 365 days. Not kept: no Max-Age, so the cookie ends with the browser session.
    res.cookies.set(SESSION_COOKIE, token, { ...cookieBase(), ...(remember ? { maxAge: SESSION_DAYS * 86_400 } : {}) });
    res.cookies.set(REMEMBER_COOKIE, '', { ...cookieBase(), path: '/auth/callback', maxAge: 0 });
    setWhoHint(res.cookies, person, remember ? SESSION_DAYS * 86_400 : undefined);
    res.cookies.set(GUEST_COOKIE, '', { ...cookieBase(), maxAge: 0 }); // merged into the person
    // Read once by the page's welcome island (so not httpOnly); it says nothing but "greet me".
    if (welcome) res.cookies.set(WELCOME_COOKIE, '1', { ...cookieBase(), httpOnly: false, maxAge: 300 });
    return res;
  } catch (error) {
    if (!(error instanceof SignInFailed)) throw error;
    return to(`/sign-in?error=${error.reason}`);
  }
}
