import { secureCookies } from '@/server/site-url';

// Cookie attributes: httpOnly, SameSite=Lax, Secure by default (on HTTPS and on localhost: site-url.ts).
export const cookieBase = () => ({ httpOnly: true, sameSite: 'lax' as const, secure: secureCookies(), path: '/' });
