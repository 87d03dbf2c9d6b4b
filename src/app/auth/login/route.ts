import { NextResponse, type NextRequest } from 'next/server';
import { cookieBase } from '@/domains/identity/cookies';
import { SIGN_IN_COOKIE, startSignIn } from '@/domains/identity/relying-party';

export const dynamic = 'force-dynamic';

// Sign in: to the issuer's authorization endpoint with a fresh PKCE verifier, state and nonce.
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const { url, cookie } = await startSignIn(params.get('returnTo'), params.get('screen') === 'sign-up' ? 'sign-up' : undefined);
  const res = NextResponse.redirect(url, 303);
  res.headers.set('cache-control', 'no-store');
  res.cookies.set(SIGN_IN_COOKIE, cookie, { ...cookieBase(), path: '/auth', maxAge: 600 });
  return res;
}
