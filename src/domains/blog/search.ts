import { and, asc, desc, isNotNull, lte, sql } from 'drizzle-orm';
import { tieredSearchIds } from '@/db/tiered-search';
import { canonicalSearchTerm, foldAccents, prefixTsquery } from '@/domains/catalogue/search-text';
import type { SearchSource, Suggestion } from '@/lib/search';
import { postSummariesByIds, type PostSummary } from './posts';
import { blogPosts } from './schema';

// The blog's part of the site's search, ranked as titles and products are (db/tiered-search.ts): headlines that
// begin with what was typed, then posts whose headline, excerpt or text hold its words (headline first), then, when
// that finds nothing (a typo), trigram matches on headlines. Published posts only.

export async function searchPosts(text: string, limit = 24): Promise<PostSummary[]> {
  const ids = await tieredSearchIds({
    table: blogPosts,
    id: blogPosts.id,
    name: blogPosts.title,
    vector: blogPosts.searchVector,
    visible: and(isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, sql`now()`))!,
    order: [desc(blogPosts.publishedAt), asc(blogPosts.id)],
    phrase: canonicalSearchTerm(text),
    // The post's words are indexed without their accents (schema.ts).
    prefix: foldAccents(prefixTsquery(text)),
    limit,
  });
  return postSummariesByIds(ids);
}

async function suggest(text: string, limit: number): Promise<Suggestion[]> {
  return (await searchPosts(text, limit)).map((p) => ({ label: p.title, href: p.href, kind: 'post' }));
}

/** The blog's part of the site's search (app/search-sources.ts). */
export const blogSearch: SearchSource = { name: 'blog', suggest };
