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
