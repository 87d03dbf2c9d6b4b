import { describe, expect, it } from 'vitest';
import { startSite } from './harness';

const countOf = (html: string) => Number(html.match(/(\d+) titles/)?.[1] ?? NaN);

describe('cached catalogue pages', () => {
  it('serves cached pages, and never serves pages cached from another database after a restart', async () => {
    const first = await startSite();
    let movieHref: string;
    try {
      const a = await (await fetch(`${first.url}/movies`)).text();
      expect(countOf(a)).toBeGreaterThan(30);
      const again = await fetch(`${first.url}/movies`);
      expect(again.headers.get('x-nextjs-cache'), 'second request comes from the cache').toBe('HIT');
      movieHref = a.match(/href="(\/movies\/(?!restricted|related)[a-z0-9-]+)"/)![1]!;
      expect((await fetch(first.url + movieHref)).status).toBe(200);
      expect((await fetch(first.url + movieHref)).headers.get('x-nextjs-cache')).toBe('HIT');
    } finally {
      await first.stop();
    }
    const empty = await startSite({ SEED_DEMO: 'false' });
    try {
      expect(countOf(await (await fetch(`${empty.url}/movies`)).text())).toBe(0);
      expect((await fetch(empty.url + movieHref)).status).toBe(404);
    } finally {
      await empty.stop();
    }
  });

  it('caches filtered listings and searches once per canonical spelling, and never caches a 404', async () => {
    const site = await startSite();
    const get = async (path: string) => {
      const res = await fetch(site.url + path);
      return { status: res.status, cache: res.headers.get('x-nextjs-cache'), html: await res.text() };
    };
    try {
      const all = countOf((await get('/movies')).html);
      const first = await get('/movies?genre=action&sort=a-z');
      expect(first.status).toBe(200);
      expect(countOf(first.html)).toBeGreaterThan(0);
      expect(countOf(first.html)).toBeLessThan(all);
      // The same listing spelled differently (order, defaults, blanks from the form, tracking keys) is the same entry.
      for (const same of ['/movies?sort=a-z&genre=action', '/movies?genre=action&tag=&sort=a-z&page=1&utm_source=mail']) {
        const again = await get(same);
        expect({ same, status: again.status, cache: again.cache }).toEqual({ same, status: 200, cache: 'HIT' });
        expect(countOf(again.html)).toBe(countOf(first.html));
      }
      // A search is cached per canonical term: case, punctuation and spacing do not make new entries.
      const search = await get('/search?searchTerm=Night%20MARKET');
      expect(search.html).toMatch(/[1-9]\d* results? for “night market”/);
      expect((await get('/search?searchTerm=night++market!')).cache).toBe('HIT');
      // ?q= (what other search boxes send) is the same search.
      expect((await get('/search?q=night+market')).cache).toBe('HIT');
      expect((await get('/cast?page=2')).html).toContain('aria-current="page">2<');
      expect((await get('/cast?page=2')).cache).toBe('HIT');
      // Unknown terms, malformed values, pages past the end and unknown slugs: 404s, rendered afresh every time.
      for (const path of [
        '/movies?genre=no-such-genre',
        '/movies?genre=%00',
        '/movies?page=0',
        '/movies?page=999',
        '/videos?genre=action',
        '/cast?page=99',
        '/movies/no-such-title',
        '/no/such/page',
      ]) {
        const a = await get(path);
        const b = await get(path);
        expect({ path, status: a.status }).toEqual({ path, status: 404 });
        expect({ path, cache: b.cache }).not.toEqual({ path, cache: 'HIT' });
      }
      expect((await get('/movies?page=999')).html).toContain('This page of the listing does not exist');
    } finally {
      await site.stop();
    }
  });
});
