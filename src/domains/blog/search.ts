import { and, asc, desc, isNotNull, lte, notInArray, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { canonicalSearchTerm, prefixTsquery } from '@/domains/catalogue/search-text';
import type { SearchSource, Suggestion } from '@/lib/search';
import { postSummariesByIds, type PostSummary } from './posts';
import { blogPosts } from './schema';

// The blog's part of the site's search, ranked as titles and products are: headlines that begin with what was typed,
// then posts whose headline, excerpt or text hold its words (full text with prefixes, headline first), then, when
// that finds nothing (a typo), trigram matches on headlines. Published posts only.

export async function searchPosts(text: string, limit = 24): Promise<PostSummary[]> {
  const phrase = canonicalSearchTerm(text);
  if (!phrase) return [];
  const prefix = prefixTsquery(text);
  const db = getDb();
  const live = and(isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, sql`now()`));
  const tq = sql`to_tsquery('english', ${prefix})`;
  const tiers = [sql`lower(${blogPosts.title}) like ${`${phrase}%`}`, ...(prefix ? [sql`${blogPosts.searchVector} @@ ${tq}`] : [])];
  const found: number[] = [];
  for (const tier of tiers) {
    if (found.length >= limit) break;
    const rows = await db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(and(tier, live, found.length ? notInArray(blogPosts.id, found) : undefined))
      .orderBy(...(prefix ? [sql`ts_rank(${blogPosts.searchVector}, ${tq}) desc`] : []), desc(blogPosts.publishedAt), asc(blogPosts.id))
      .limit(limit - found.length);
    found.push(...rows.map((r) => r.id));
  }
  if (!found.length) {
    const fuzzy = await db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(and(sql`${phrase} <% ${blogPosts.title}`, live))
      .orderBy(sql`word_similarity(${phrase}, ${blogPosts.title}) desc`, asc(blogPosts.id))
      .limit(limit);
    found.push(...fuzzy.map((r) => r.id));
  }
  return postSummariesByIds(found);
}

async function suggest(text: string, limit: number): Promise<Suggestion[]> {
  return (await searchPosts(text, limit)).map((p) => ({ label: p.title, href: p.href, kind: 'post' }));
}

/** The blog's part of the site's search (app/search-sources.ts). */
export const blogSearch: SearchSource = { name: 'blog', suggest };
