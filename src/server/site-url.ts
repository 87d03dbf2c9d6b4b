import { config } from '@/config';

// Absolute URLs (sitemap, robots, canonical links, feeds) come from SITE_URL; without it, from the request's Host
// header only when it is a plain host name, so a forged Host cannot inject markup or another site's address.
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function siteUrl(headers: Headers): string {
  if (config.SITE_URL) return config.SITE_URL.replace(/\/$/, '');
  const host = headers.get('host') ?? '';
  const proto = config.TRUST_PROXY && headers.get('x-forwarded-proto') === 'https' ? 'https' : 'http';
  return `${proto}://${HOST.test(host) ? host.toLowerCase() : 'localhost'}`;
}
