// The headers every answer carries: Next's pages (next.config.ts) and the custom server's own answers alike.
// Cached public pages are the same bytes for every visitor, so they cannot carry a per-response nonce: their scripts
// are 'self' and inline (decision 0026). Pages rendered per request (the studio, the account, checkout, sign-in)
// get a nonce instead (proxy.ts): no inline script runs there but Next's, marked with it, and the site's own few.

const directives = (scripts: string) =>
  [
    "default-src 'self'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');

const CSP = directives("'self' 'unsafe-inline'");

/** A per-request page's policy: scripts from the site itself, and inline ones marked with this response's nonce. */
export const nonceCsp = (nonce: string) => directives(`'self' 'nonce-${nonce}'`);

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};
