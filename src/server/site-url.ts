import { config } from '@/config';

// The site's public origin, in one place. Configured pages, cookies, the identity provider and mail links use
// `publicOrigin()` (SITE_URL, else localhost on PORT); answers that may name the host a request came in on
// (sitemap, robots) use `siteUrl(headers)`.

/** The origin the site is reached at: SITE_URL without a trailing slash, else http://localhost:<PORT>. */
export function publicOrigin(): string {
  return (config.SITE_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}

/** Whether the site is served over HTTPS (cookies are then Secure). */
export const servedOverHttps = () => publicOrigin().startsWith('https:');

// Without SITE_URL, the request's Host header is used only when it is a plain host name, so a forged Host cannot
// inject markup or another site's address.
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** Absolute URLs for the request's own host (sitemap, robots, feeds): SITE_URL when set. */
export function siteUrl(headers: Headers): string {
  if (config.SITE_URL) return publicOrigin();
  const host = headers.get('host') ?? '';
  const proto = config.TRUST_PROXY && headers.get('x-forwarded-proto') === 'https' ? 'https' : 'http';
  return `${proto}://${HOST.test(host) ? host.toLowerCase() : 'localhost'}`;
}
