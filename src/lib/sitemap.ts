// The sitemap protocol's XML (sitemaps.org): one file of up to 50,000 URLs, or an index of such files when there are
// more. Pure: app/ gathers the URLs from the domains.

/** The protocol's limit per file. */
export const MAX_SITEMAP_URLS = 50_000;

export type SitemapEntry = { path: string; lastModified?: Date; changeFrequency?: 'daily' | 'weekly'; priority?: number };

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** One sitemap file of these entries, absolute on `origin`. */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const parts = [`<loc>${escapeXml(origin + e.path)}</loc>`];
    if (e.lastModified) parts.push(`<lastmod>${e.lastModified.toISOString()}</lastmod>`);
    if (e.changeFrequency) parts.push(`<changefreq>${e.changeFrequency}</changefreq>`);
    if (e.priority !== undefined) parts.push(`<priority>${e.priority}</priority>`);
    return `<url>${parts.join('')}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The index of `files` sitemap files at /sitemaps/<n>.xml (n from 1). */
export function sitemapIndexXml(origin: string, files: number, lastModified?: Date): string {
  const items = Array.from({ length: files }, (_, i) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    return `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${i + 1}.xml`)}</loc>${lastmod}</sitemap>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** What /sitemap.xml answers: the one file when everything fits, else the index; and file `n` (1-based) of the split. */
export function sitemapAnswer(origin: string, entries: SitemapEntry[], file?: number, perFile = MAX_SITEMAP_URLS): string | null {
  const files = Math.max(1, Math.ceil(entries.length / perFile));
  if (file === undefined) {
    if (files === 1) return sitemapXml(origin, entries);
    const newest = entries.reduce<Date | undefined>(
      (a, e) => (e.lastModified && (!a || e.lastModified > a) ? e.lastModified : a),
      undefined,
    );
    return sitemapIndexXml(origin, files, newest);
  }
  if (files === 1 || file < 1 || file > files) return null;
  return sitemapXml(origin, entries.slice((file - 1) * perFile, file * perFile));
}
