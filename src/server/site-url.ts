import { config } from '@/config';

// The site's public origin, in one place. Pages, cookies, the identity provider, mail links, the sitemap and
// robots.txt all use `publicOrigin()` (SITE_URL, else localhost on PORT): no absolute URL is built from the
// request's Host header, which the client writes.

/** The origin the site is reached at: SITE_URL without a trailing slash, else http://localhost:<PORT>. */
export function publicOrigin(): string {
  return (config.SITE_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}

/** Whether the site is served over HTTPS. */
export const servedOverHttps = () => publicOrigin().startsWith('https:');

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether a host name is this machine (browsers treat http://localhost as a secure context). */
export const isLoopbackName = (hostname: string) => LOOPBACK_NAMES.has(hostname.toLowerCase());

/**
 * Cookies are Secure by default (SPEC.md section 9): on HTTPS and on localhost, where browsers accept Secure
 * cookies over plain http. Only a plain-http SITE_URL on another host goes without (the server warns at start).
 */
export const secureCookies = () => servedOverHttps() || isLoopbackName(new URL(publicOrigin()).hostname);

/** A warning for the start-up log when cookies cannot be Secure, else undefined. */
export function insecureSiteWarning(): string | undefined {
  if (secureCookies()) return undefined;
  return `SITE_URL ${publicOrigin()} is plain http on another host: cookies go without Secure. Serve the site over https.`;
}

/** Whether the site has an address others reach (a SITE_URL off this machine): then no demo operator is made. */
export const hasPublicAddress = () => !!config.SITE_URL && !isLoopbackName(new URL(publicOrigin()).hostname);

/**
 * Where this process reaches itself: Next forwards a server action posted to another page to that page, and fetches
 * the page an action redirects to, at this origin (`next start` sets it; a custom server must, or Next guesses
 * localhost:3000, whatever listens there). Loopback on PORT, unless HOST names one address.
 */
export function selfOrigin(host = config.HOST, port = config.PORT): string {
  const anyAddress = ['', '0.0.0.0', '::', '[::]'].includes(host);
  const hostname = anyAddress ? '127.0.0.1' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${hostname}:${port}`;
}

/** Whether a Host header names the configured address itself. */
export const isConfiguredHost = (host: string | undefined) => !!host && host.toLowerCase() === new URL(publicOrigin()).host;

/** The Host header values the site answers as itself: its configured address, and this machine on its port. */
export function isSiteHost(host: string | undefined): boolean {
  if (!host) return false;
  if (isConfiguredHost(host)) return true;
  const value = host.toLowerCase();
  const at = value.lastIndexOf(':');
  if (at === -1 || value.endsWith(']')) return false;
  return isLoopbackName(value.slice(0, at)) && value.slice(at + 1) === String(config.PORT);
}
