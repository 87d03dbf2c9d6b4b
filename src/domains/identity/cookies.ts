import { servedOverHttps } from '@/server/site-url';

// Cookie attributes: httpOnly, SameSite=Lax, Secure whenever the site is served over HTTPS (not on localhost).
export const cookieBase = () => ({ httpOnly: true, sameSite: 'lax' as const, secure: servedOverHttps(), path: '/' });
