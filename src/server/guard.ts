import type { IncomingMessage, ServerResponse } from 'node:http';
import { config } from '@/config';
import { createRateLimiter, type RateLimiter } from './rate-limit';
import { searchLimiter } from './search-limit';
import { isSameOriginRequest } from './same-origin';
import { decodeOrNull } from '@/lib/decode';
import { isConfiguredHost, isSiteHost, publicOrigin } from './site-url';
import { SECURITY_HEADERS } from './security-headers';
import { escapeHtml, plainPage } from './plain-page';
import { VISITOR_PREFIX } from './visitor-pages';

// What the custom server turns away before Next sees it, each with a clear status, a short page and one log line.
const METHODS = new Set(['GET', 'HEAD', 'POST']);
// Signing out is cheap to ask for and costs a database write and a provider round trip each time.
const signOutLimiter = createRateLimiter({ name: 'sign-out', limit: 20, windowMs: 60_000 });

const KB = 1024;
/**
 * The largest request body each address takes, checked against Content-Length before a byte is read (a body
 * without a length is refused): the watch progress beacon and sign-out are tiny, the sign-in screens' forms small,
 * and server actions (every other post: watchlist, collections, account forms) carry a few fields.
 */
export const BODY_LIMITS = {
  progress: 2 * KB,
  signOut: 2 * KB,
  signInForm: 16 * KB,
  action: 64 * KB,
  artwork: 21 * KB * KB,
  audio: 101 * KB * KB,
} as const;
function bodyLimit(path: string): number {
  if (path === '/api/progress') return BODY_LIMITS.progress;
  if (path === '/auth/logout') return BODY_LIMITS.signOut;
  // The studio's artwork upload (an image and two fields; operators only, checked by its action).
  if (
    [
      '/api/studio/artwork',
      '/api/studio/portrait',
      '/api/studio/still',
      '/api/studio/product-image',
      '/api/studio/post-cover',
      '/api/studio/post-gallery',
      '/api/studio/post-image',
    ].includes(path)
  )
    return BODY_LIMITS.artwork;
  // An audio post's sound (operators only, checked by its action).
  if (path === '/api/studio/post-audio') return BODY_LIMITS.audio;
  if (path === '/oidc' || path.startsWith('/oidc/')) return BODY_LIMITS.signInForm;
  return BODY_LIMITS.action;
}

// What only the site's own address may show or take: a page on a rebinding domain (Host: evil.example resolving
// to this machine) could otherwise read the dev mailbox's codes, or post forms with its own Origin.
const SITE_ONLY = /^\/(?:oidc(?:\/|$)|dev\/|auth\/|sign-in|sign-up|forgot-password|reset-password)/;

/**
 * The client's address. Behind one trusted proxy (TRUST_PROXY) it is the entry that proxy appended to
 * X-Forwarded-For, the right-most one: every entry before it is whatever the client sent.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const appended = trustProxy
    ? String(req.headers['x-forwarded-for'] ?? '')
        .split(',')
        .at(-1)
        ?.trim()
    : '';
  return appended || req.socket.remoteAddress || 'unknown';
}

export function sendPlain(res: ServerResponse, status: number, title: string, message: string, headers: Record<string, string> = {}) {
  const body = plainPage({
    title,
    body: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/">Back to home</a></p>`,
  });
  res.writeHead(status, { ...SECURITY_HEADERS, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(res.req?.method === 'HEAD' ? undefined : body);
}

/** Answers requests the site cannot serve (wrong method, malformed URL, too many searches); false lets them through. */
export async function rejectRequest(req: IncomingMessage, res: ServerResponse, clientIp: string): Promise<boolean> {
  const rawUrl = req.url ?? '/';
  const cut = rawUrl.search(/[?#]/);
  const rawPath = cut === -1 ? rawUrl : rawUrl.slice(0, cut);
  const line = `${req.method} ${rawUrl.slice(0, 200)}`;
  /** One log line and a short page; true: the request is answered. */
  const refuse = (status: number, title: string, message: string, headers: Record<string, string> = {}, why = '') => {
    console.warn(`${status} ${line}${why}`);
    sendPlain(res, status, title, message, headers);
    return true;
  };
  const overLimit = async (limiter: RateLimiter, title: string, next: string) => {
    const verdict = await limiter(clientIp);
    if (verdict.ok) return false;
    const wait = String(verdict.retryAfterSeconds);
    return refuse(429, title, `Wait ${wait} seconds and ${next}.`, { 'retry-after': wait }, ` from ${clientIp}`);
  };
  if (!METHODS.has(req.method ?? ''))
    return refuse(405, 'Method not allowed', 'This address answers GET, HEAD and POST requests only.', { allow: [...METHODS].join(', ') });
  const path = decodeOrNull(rawPath) ?? '\0'; // a malformed escape is refused below, as a NUL is
  // Dot segments too ("/./dev/mailbox", "/x/../auth/logout", "%2e"): Next would route them where the checks below,
  // which read the path as written, would not look. Browsers never send them (they resolve them first).
  if (!rawPath.startsWith('/') || path.includes('\0') || /(?:^|\/)\.{1,2}(?:\/|$)/.test(path))
    return refuse(400, 'Bad request', 'The address is malformed. Check the link, or start again from the home page.');
  // The visitors' cached twins of personal pages are reached by rewrite only (visitor-pages.ts). /_next/data/ is the
  // Pages Router's JSON of a page, which this App Router site never asks for: Next answered it for any page, past
  // every check below (the dev mailbox for another host, the search limit, the twins).
  if (path === VISITOR_PREFIX || path.startsWith(`${VISITOR_PREFIX}/`) || path.startsWith('/_next/data/'))
    return refuse(404, 'Not found', 'There is nothing at this address. Start again from the home page.');
  if (path === '/auth/login' && !isConfiguredHost(req.headers.host)) {
    // Sign-in starts on the configured address, so its cookie is there when the issuer sends the browser back.
    res.writeHead(303, { location: publicOrigin() + rawUrl, 'cache-control': 'no-store' });
    res.end();
    return true;
  }
  if (!isSiteHost(req.headers.host) && (req.method === 'POST' || SITE_ONLY.test(path)))
    return refuse(
      421,
      'Wrong address',
      `This site answers at ${publicOrigin()}. Open it there.`,
      {},
      ` for host ${String(req.headers.host).slice(0, 100)}`,
    );
  if (req.method === 'POST') {
    const limit = bodyLimit(path);
    const declared = req.headers['content-length'];
    const close = { connection: 'close' };
    if (declared === undefined) return refuse(411, 'Length required', 'Send the request with its Content-Length.', close);
    if (Number(declared) > limit)
      return refuse(413, 'Too large', `This address takes at most ${Math.round(limit / KB)} kB.`, close, ` (${declared} bytes)`);
    if (path === '/auth/logout' && (await overLimit(signOutLimiter, 'Too many requests', 'try again'))) return true;
    // Next refuses a server action from another origin with a 500; it is a plain refusal.
    const header = (name: string) => {
      // Behind a trusted proxy the site's name is the one the browser used (Next compares Origin with it too).
      const value = req.headers[name === 'host' && config.TRUST_PROXY && req.headers['x-forwarded-host'] ? 'x-forwarded-host' : name];
      return Array.isArray(value) ? value[0] : value;
    };
    // A form the browser posts itself (before the app loads) is a server action too, named in its body.
    const formPost = /^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(req.headers['content-type'] ?? '');
    // (The provider's screens post to /oidc from its own pages, with checks of their own.)
    const ownForms = !path.startsWith('/oidc');
    if ((req.headers['next-action'] || (formPost && ownForms)) && !isSameOriginRequest(header))
      return refuse(
        403,
        'Forbidden',
        "This form can only be sent from StreamIt's own pages.",
        {},
        ` from origin ${String(header('origin')).slice(0, 100)}`,
      );
  }
  // Results pages by their query and by the path it is rewritten to: both run a search.
  // The query as Next reads it: a key may be escaped ("%71=ember" is q=ember).
  const query = new URLSearchParams(rawUrl[cut] === '?' ? rawUrl.slice(cut + 1).split('#')[0] : '');
  const searching = ['q', 'searchTerm'].some((key) => query.getAll(key).some((value) => value !== ''));
  if ((path === '/search' && searching) || path.startsWith('/search/'))
    return overLimit(searchLimiter, 'Too many searches', 'search again');
  return false;
}
