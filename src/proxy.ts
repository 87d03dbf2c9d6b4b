import { randomBytes } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { canonicalSearchTerm } from '@/domains/catalogue/search-text';
import { nonceCsp } from '@/server/security-headers';
import { BROWSE_ROUTE, canonicalListingQuery, LISTINGS } from './app/listings';
import { GUEST_COOKIE, SESSION_COOKIE } from './lib/identity-cookies';

// Either one makes a request a viewer's (with an identity), not a visitor's.
const IDENTITY_COOKIES = [SESSION_COOKIE, GUEST_COOKIE];

/** Pages rendered per request for whoever asks (never cached): their policy has a nonce (decision 0026). */
const PER_REQUEST =
  /^\/(?:my-account|collections(?:\/.*)?|play-list|watchlist-detail|movies\/restricted|extra\/(?:pricing-plan(?:\/subscribe)?|coming-soon)|newsletter\/(?:confirm|unsubscribe)|dev\/mailbox|merchandise\/(?:cart|checkout|account|wishlist|track-order|order\/.*)|studio(?:\/.*)?|sign-in(?:\/.*)?|sign-up(?:\/.*)?|forgot-password|reset-password)$/;

/**
 * A per-request page: Next reads the nonce from the request's policy and marks its own inline scripts with it; the
 * server marks the site's own (server/defer-app.ts).
 */
function withNonce(request: NextRequest) {
  const policy = nonceCsp(randomBytes(16).toString('base64'));
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const res = NextResponse.next({ request: { headers } });
  res.headers.set('content-security-policy', policy);
  return res;
}

/**
 * Filtered listings (/movies?genre=action&sort=a-z) are served from the page cache like the bare ones: their
 * parameters are validated and put in one canonical spelling, then the request is rewritten, under the same
 * URL, to browse/[section]/[query]. Malformed parameters are 404s that never reach the cache.
 */
/** Whether a path is one of the pages rendered per request (their policy carries a nonce). */
export const isPerRequestPage = (path: string) => PER_REQUEST.test(path);

/** A watch page with an identity cookie is the viewer's own, rendered per request; a visitor's is the cached twin's. */
const isViewersWatchPage = (request: NextRequest) =>
  request.nextUrl.pathname.startsWith('/watch/') && IDENTITY_COOKIES.some((name) => request.cookies.has(name));

export function proxy(request: NextRequest) {
  if (isPerRequestPage(request.nextUrl.pathname) || isViewersWatchPage(request)) return withNonce(request);
  const url = request.nextUrl.clone();
  url.search = '';
  if (request.nextUrl.pathname === '/search') {
    // A search: one cached page per canonical term (blank or punctuation only: the plain search page).
    // searchTerm is SPEC.md's parameter; q is what people and other sites' search boxes send.
    const params = request.nextUrl.searchParams;
    const term = canonicalSearchTerm(params.get('searchTerm') ?? params.get('q') ?? '');
    url.pathname = term ? `/search/${encodeURIComponent(term)}` : '/search';
    return NextResponse.rewrite(url);
  }
  const section = request.nextUrl.pathname.slice(1);
  const canonical = canonicalListingQuery(section, request.nextUrl.searchParams);
  const browse = Object.hasOwn(LISTINGS, section) ? BROWSE_ROUTE[LISTINGS[section]!.chrome] : BROWSE_ROUTE.frontend;
  if (!browse) return NextResponse.next(); // a layout without its browse route yet: the bare page answers
  // merchandise/shop renders at /merchandise/browse/shop/<query>: the browse route is already in its layout's folder.
  const leaf = section.slice(section.lastIndexOf('/') + 1);
  url.pathname =
    canonical === null
      ? `${browse}/${leaf}/not-found`
      : canonical === ''
        ? `/${section}`
        : `${browse}/${leaf}/${encodeURIComponent(canonical)}`;
  return NextResponse.rewrite(url);
}

// Only listings that carry one of their parameters pay for the proxy; the bare listings skip it. Next reads
// this statically, so the sections and keys of app/listings.ts are spelled out (a test holds them together).
export const config = {
  matcher: [
    // The pages PER_REQUEST names (their nonce); Next reads this list statically, so it is spelled out.
    '/my-account',
    '/collections/:path*',
    '/play-list',
    '/watchlist-detail',
    '/extra/pricing-plan/:path*',
    '/extra/coming-soon',
    '/movies/restricted',
    '/newsletter/(confirm|unsubscribe)',
    '/dev/mailbox',
    '/merchandise/(cart|checkout|account|wishlist|track-order)',
    '/merchandise/order/:path*',
    '/studio/:path*',
    '/sign-in/:path*',
    '/sign-up/:path*',
    '/forgot-password',
    '/reset-password',
    // A viewer's watch page (an identity cookie: SESSION_COOKIE, GUEST_COOKIE); a visitor's skips the proxy.
    { source: '/watch/:path*', has: [{ type: 'cookie', key: 'streamit_session' }] },
    { source: '/watch/:path*', has: [{ type: 'cookie', key: 'streamit_guest' }] },
    { source: '/search', has: [{ type: 'query', key: 'searchTerm' }] },
    { source: '/search', has: [{ type: 'query', key: 'q' }] },
    { source: '/:section(movies|tv-shows|videos|cast)', has: [{ type: 'query', key: 'genre' }] },
    { source: '/:section(movies|tv-shows|videos|cast)', has: [{ type: 'query', key: 'tag' }] },
    { source: '/:section(movies|tv-shows|videos|cast)', has: [{ type: 'query', key: 'category' }] },
    { source: '/:section(movies|tv-shows|videos|cast)', has: [{ type: 'query', key: 'sort' }] },
    { source: '/:section(movies|tv-shows|videos|cast)', has: [{ type: 'query', key: 'page' }] },
    { source: '/merchandise/shop', has: [{ type: 'query', key: 'category' }] },
    { source: '/merchandise/shop', has: [{ type: 'query', key: 'min' }] },
    { source: '/merchandise/shop', has: [{ type: 'query', key: 'max' }] },
    { source: '/merchandise/shop', has: [{ type: 'query', key: 'stock' }] },
    { source: '/merchandise/shop', has: [{ type: 'query', key: 'sort' }] },
    { source: '/merchandise/shop', has: [{ type: 'query', key: 'page' }] },
  ],
};
