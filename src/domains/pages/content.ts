import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { cachedRead } from '@/server/cached';
import { markdownText, markdownToHtml } from '@/server/markdown';
import { faqEntries, sitePages } from './schema';
import { pagesTags } from './tags';

// The site's own pages (about, privacy, terms) and the FAQ: rows the studio writes in Markdown, rendered and cleaned
// on the server, read through the cache under the pages' tags.

export type SitePage = { slug: string; title: string; summary: string; html: string; updatedAt: string };

/** A site page by its slug, its Markdown rendered; null when there is none. */
export const getSitePage = cachedRead(
  'pages:page',
  async (slug: string): Promise<SitePage | null> => {
    const [row] = await getDb().select().from(sitePages).where(eq(sitePages.slug, slug));
    return row
      ? { slug: row.slug, title: row.title, summary: row.summary, html: markdownToHtml(row.body), updatedAt: row.updatedAt.toISOString() }
      : null;
  },
  ([slug]) => [pagesTags.page(slug)],
  { keep: (page) => page !== null },
);

export type FaqTopic = { topic: string; entries: { id: number; question: string; html: string; text: string }[] };

/** The published FAQ, by topic in the order of their first question; answers as HTML and as plain text (for JSON-LD). */
export const listFaq = cachedRead(
  'pages:faq',
  async (): Promise<FaqTopic[]> => {
    const rows = await getDb()
      .select()
      .from(faqEntries)
      .where(eq(faqEntries.published, true))
      .orderBy(asc(faqEntries.position), asc(faqEntries.id));
    const topics = new Map<string, FaqTopic>();
    for (const row of rows) {
      const [html, text] = [markdownToHtml(row.answer), markdownText(row.answer)];
      const topic = topics.get(row.topic) ?? topics.set(row.topic, { topic: row.topic, entries: [] }).get(row.topic)!;
      topic.entries.push({ id: row.id, question: row.question, html, text });
    }
    return [...topics.values()];
  },
  [pagesTags.faq],
);

/** The site's own pages for the sitemap, with when each last changed. */
export async function listSitePageUrls(): Promise<{ path: string; lastModified: Date }[]> {
  const rows = await getDb().select({ slug: sitePages.slug, updatedAt: sitePages.updatedAt }).from(sitePages).orderBy(asc(sitePages.slug));
  return rows.map((r) => ({ path: `/extra/${r.slug}`, lastModified: r.updatedAt }));
}
