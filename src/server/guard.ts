import type { IncomingMessage, ServerResponse } from 'node:http';
import { config } from '@/config';
import { createRateLimiter } from './rate-limit';
import { SECURITY_HEADERS } from './security-headers';
import { escapeHtml, plainPage } from './plain-page';

// What the custom server turns away before Next sees it, each with a clear status, a short page and one log line.
const METHODS = new Set(['GET', 'HEAD', 'POST']);
// Full search result pages run the same query as the suggestions API; a person searching stays far below this.
const searchLimiter = createRateLimiter({ limit: config.SEARCH_RATE_LIMIT, windowMs: 60_000 });

export function sendPlain(res: ServerResponse, status: number, title: string, message: string, headers: Record<string, string> = {}) {
  const body = plainPage({
    title,
    body: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/">Back to home</a></p>`,
  });
  res.writeHead(status, { ...SECURITY_HEADERS, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(res.req?.method === 'HEAD' ? undefined : body);
}

/** Answers requests the site cannot serve (wrong method, malformed URL, too many searches); false lets them through. */
export function rejectRequest(req: IncomingMessage, res: ServerResponse, clientIp: string): boolean {
  const rawUrl = req.url ?? '/';
  const cut = rawUrl.search(/[?#]/);
  const rawPath = cut === -1 ? rawUrl : rawUrl.slice(0, cut);
  const line = `${req.method} ${rawUrl.slice(0, 200)}`;
  if (!METHODS.has(req.method ?? '')) {
    console.warn(`405 ${line}`);
    sendPlain(res, 405, 'Method not allowed', 'This address answers GET, HEAD and POST requests only.', { allow: [...METHODS].join(', ') });
    return true;
  }
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    path = '\0';
  }
  if (!rawPath.startsWith('/') || path.includes('\0')) {
    console.warn(`400 ${line}`);
    sendPlain(res, 400, 'Bad request', 'The address is malformed. Check the link, or start again from the home page.');
    return true;
  }
  if (rawPath === '/search' && /[?&]searchTerm=[^&]/.test(rawUrl)) {
    const verdict = searchLimiter(clientIp);
    if (!verdict.ok) {
      console.warn(`429 ${line} from ${clientIp}`);
      sendPlain(res, 429, 'Too many searches', `Wait ${verdict.retryAfterSeconds} seconds and search again.`, {
        'retry-after': String(verdict.retryAfterSeconds),
      });
      return true;
    }
  }
  return false;
}
