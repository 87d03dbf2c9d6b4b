import { publicOrigin } from './provider';

// Cookie attributes: httpOnly, SameSite=Lax, Secure whenever the site is served over HTTPS (not on localhost).
export const cookieBase = () => ({ httpOnly: true, sameSite: 'lax' as const, secure: publicOrigin().startsWith('https:'), path: '/' });
