import { describe, expect, it } from 'vitest';
import { startSite } from './harness';

const countOf = (html: string) => Number(html.match(/(\d+) titles/)?.[1] ?? NaN);

describe('cached catalogue pages', () => {
  it('serves cached pages, and never serves pages cached from another database after a restart', async () => {
    const first = await startSite();
    let movieHref: string;
    try {
      const a = await (await fetch(`${first.url}/movies`)).text();
      expect(countOf(a)).toBeGreaterThan(40);
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

  it('renders filtered listings per request under the same URL', async () => {
    const site = await startSite();
    try {
      const all = countOf(await (await fetch(`${site.url}/movies`)).text());
      const res = await fetch(`${site.url}/movies?genre=action`);
      expect(res.status).toBe(200);
      const filtered = countOf(await res.text());
      expect(filtered).toBeGreaterThan(0);
      expect(filtered).toBeLessThan(all);
      const page2 = await (await fetch(`${site.url}/cast?page=2`)).text();
      expect(page2).toContain('aria-current="page">2<');
    } finally {
      await site.stop();
    }
  });
});
