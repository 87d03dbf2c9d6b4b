import { describe, expect, it } from 'vitest';
import { sitemapAnswer } from './sitemap';

const entries = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ path: `/p/${i}?a=1&b=<2>`, lastModified: new Date(Date.UTC(2026, 0, 1 + (i % 28))) }));

describe('the sitemap', () => {
  it('is one file while the URLs fit, with absolute, escaped addresses', () => {
    const xml = sitemapAnswer('https://streamit.example', entries(3), undefined, 5)!;
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml).toContain('<loc>https://streamit.example/p/0?a=1&amp;b=&lt;2&gt;</loc>');
    expect(sitemapAnswer('https://streamit.example', entries(3), 1, 5)).toBeNull();
  });

  it('becomes an index of parts past the limit, every URL in exactly one part', () => {
    const all = entries(12);
    const index = sitemapAnswer('https://streamit.example', all, undefined, 5)!;
    expect(index).toContain('<sitemapindex');
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual(
      [1, 2, 3].map((n) => `https://streamit.example/sitemaps/${n}.xml`),
    );
    expect(index).toContain('<lastmod>2026-01-12T00:00:00.000Z</lastmod>');
    const parts = [1, 2, 3].map((n) => sitemapAnswer('https://streamit.example', all, n, 5)!);
    expect(parts.map((p) => p.match(/<url>/g)!.length)).toEqual([5, 5, 2]);
    expect(parts.join('').match(/<loc>/g)).toHaveLength(12);
    expect(sitemapAnswer('https://streamit.example', all, 4, 5)).toBeNull();
    expect(sitemapAnswer('https://streamit.example', all, 0, 5)).toBeNull();
  });
});
