import { describe, expect, it } from 'vitest';
import { BROWSE_ROUTE, canonicalListingQuery, LISTINGS } from '@/app/listings';
import { config, isPerRequestPage } from '@/proxy';
import { GUEST_COOKIE, SESSION_COOKIE } from '@/lib/identity-cookies';

describe('the listings registry', () => {
  it('has every listing’s every parameter in the proxy’s matcher (Next reads the matcher statically)', () => {
    const matched = new Set(
      config.matcher.flatMap((m) => {
        if (typeof m === 'string') return [];
        const sections = /^\/:section\(([^)]+)\)$/.exec(m.source)?.[1]?.split('|') ?? [m.source.slice(1)];
        return sections.flatMap((section) => m.has.map((h) => `${section}?${h.key}`));
      }),
    );
    const needed = Object.entries(LISTINGS).flatMap(([section, l]) => Object.keys(l.params).map((key) => `${section}?${key}`));
    expect(needed.length).toBeGreaterThan(5);
    expect(needed.filter((n) => !matched.has(n))).toEqual([]);
    // Each listing's layout has its browse route.
    expect(Object.values(LISTINGS).filter((l) => !BROWSE_ROUTE[l.chrome])).toEqual([]);
  });

  it('sends the pages rendered per request through the proxy for their nonce, and no cached page', () => {
    const perRequest = [
      '/my-account',
      '/collections',
      '/collections/abc',
      '/merchandise/checkout',
      '/merchandise/order/SI-1',
      '/studio',
      '/studio/orders/SI-1',
      '/sign-in',
      '/sign-in/totp',
      '/sign-up/confirm',
      '/reset-password',
    ];
    expect(perRequest.filter((p) => !isPerRequestPage(p))).toEqual([]);
    const cached = [
      '/',
      '/movies',
      '/merchandise',
      '/merchandise/shop',
      '/merchandise/product/x',
      '/blogs',
      '/watch/x',
      '/studios',
      '/my-accounts',
    ];
    expect(cached.filter(isPerRequestPage)).toEqual([]);
    // Each is in the matcher Next reads (a string entry per page or page family).
    const strings = config.matcher.filter((m): m is string => typeof m === 'string');
    for (const page of ['/my-account', '/collections/:path*', '/studio/:path*', '/sign-in/:path*', '/merchandise/order/:path*'])
      expect(strings).toContain(page);
    // A viewer's watch page too, by its identity cookies (a visitor's is the cached twin).
    const watch = config.matcher.filter((m) => typeof m !== 'string' && m.source === '/watch/:path*');
    expect(watch.flatMap((m) => (typeof m === 'string' ? [] : m.has.map((h) => h.key))).sort()).toEqual(
      [GUEST_COOKIE, SESSION_COOKIE].sort(),
    );
  });

  it('spells each listing’s query one way, and refuses what the listing does not take', () => {
    const q = (section: string, query: string) => canonicalListingQuery(section, new URLSearchParams(query));
    expect(q('movies', 'sort=a-z&genre=action&utm_source=mail')).toBe('genre=action&sort=a-z');
    expect(q('movies', 'genre=action&tag=&sort=newest&page=1')).toBe('genre=action');
    expect(q('cast', 'page=2')).toBe('page=2');
    expect(q('videos', 'genre=action')).toBeNull();
    expect(q('movies', 'genre=action&genre=drama')).toBeNull();
    expect(q('movies', 'genre=Action!')).toBeNull();
    expect(q('movies', 'page=0')).toBeNull();
    expect(q('genres', 'page=2')).toBeNull();
    expect(q('merchandise/shop', 'stock=in&min=20&category=apparel&sort=newest')).toBe('category=apparel&min=20&stock=in');
    expect(q('merchandise/shop', 'min=20.5')).toBeNull();
    expect(q('merchandise/shop', 'stock=yes')).toBeNull();
  });
});
