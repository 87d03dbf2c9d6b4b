import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { GUEST_COOKIE, SESSION_COOKIE } from '../lib/identity-cookies';

// Pages every visitor shares. A watch page is personal (the viewer's place, their access to an 18+ title), so it is
// rendered per request; but a visitor with no identity yet (neither cookie) sees the same page as every other, so
// next.config.ts rewrites their request to a cached twin of the route (app/(frontend)/for-visitors): served from the
// page cache in a few milliseconds instead of rendered. Its reads are tagged, so a new video shows on the next request.

/** Where the visitors' twins live; never asked for directly (guard.ts answers 404). */
export const VISITOR_PREFIX = '/for-visitors';

type Condition = { type: 'cookie' | 'query'; key: string; value?: string };
type Rewrite = { source: string; destination: string; has?: Condition[]; missing?: Condition[] };

const visitor: Condition[] = [
  { type: 'cookie', key: SESSION_COOKIE },
  { type: 'cookie', key: GUEST_COOKIE },
];

/** next.config.ts's rewrites (before the routes): a visitor's watch pages, asked to play (?autoplay=1) or not. */
export function visitorRewrites(): Rewrite[] {
  return ['/watch/:slug', '/watch/:slug/:episode'].flatMap((source) => {
    const rest = source.slice('/watch'.length);
    return [
      { source, has: [{ type: 'query', key: 'autoplay', value: '1' }], missing: visitor, destination: `${VISITOR_PREFIX}/play${rest}` },
      { source, missing: visitor, destination: `${VISITOR_PREFIX}/view${rest}` },
    ];
  });
}

/** Whether a visitor and a viewer are answered different pages at this URL (the watch pages above). */
// Any case: Next's rewrites match paths whatever their case (/WATCH/x reaches the visitors' twin too).
export const variesByIdentity = (url: string) => /^\/watch\//i.test(url);

/**
 * The answer says `Vary: Cookie` (ahead of Next's own), so a shared cache in front (a CDN, a proxy) never hands the
 * visitors' cached twin to a viewer. Added as the head is written: Next sets the header afresh on the way. Call before
 * the compression's wrapper (server/compress.ts), which writes through this one.
 */
export function varyOnCookie(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse;
  res.writeHead = function cookieVaryingWriteHead(status: number, ...rest: unknown[]) {
    const headers = rest.find((r) => r && typeof r === 'object' && !Array.isArray(r)) as OutgoingHttpHeaders | undefined;
    if (headers) for (const [k, v] of Object.entries(headers)) if (v !== undefined) res.setHeader(k, v);
    const vary = String(res.getHeader('vary') ?? '');
    if (!/(^|,)\s*cookie\s*(,|$)/i.test(vary)) res.setHeader('vary', vary ? `Cookie, ${vary}` : 'Cookie');
    return writeHead(status, ...rest.filter((r) => typeof r === 'string'));
  } as typeof res.writeHead;
}
