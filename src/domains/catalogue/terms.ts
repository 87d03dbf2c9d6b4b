import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { cache } from 'react';
import { getDb } from '@/db/client';
import { cachedRead } from '@/server/cached';
import { browsable, isSlug } from './cards';
import type { TitleKind } from './format';
import { terms, titleTerms, titles } from './schema';
import { catalogueTags } from './tags';
import { browseTitles } from './titles';

// Genres, tags and categories: their indexes with counts and their pages.

/** Every genre, tag or category with the number of browsable titles its page lists. */
export const listTerms = cachedRead('catalogue:terms', readTerms, [catalogueTags.terms]);

async function readTerms(kind: 'genre' | 'tag' | 'category') {
  return getDb()
    .select({
      id: terms.id,
      slug: terms.slug,
      title: terms.title,
      type: terms.type,
      thumbnail: terms.thumbnail,
      count: sql<number>`count(${titles.id})::int`,
    })
    .from(terms)
    .leftJoin(titleTerms, eq(titleTerms.termId, terms.id))
    .leftJoin(titles, and(eq(titles.id, titleTerms.titleId), browsable, inArray(titles.kind, termTitleKinds(kind))))
    .where(eq(terms.kind, kind))
    .groupBy(terms.id)
    .orderBy(asc(terms.title));
}

/** The kinds of title a term's page lists: genres and tags group movies and shows, categories group videos. */
export function termTitleKinds(kind: 'genre' | 'tag' | 'category'): TitleKind[] {
  return kind === 'category' ? ['video'] : ['movie', 'tv-show'];
}

/**
 * A genre, tag or category with its newest titles, a page per kind (movies, TV shows or videos), and how many
 * there are in all; the listing pages hold the rest.
 */
export const getTermWithTitles = cache(async (kind: 'genre' | 'tag' | 'category', slug: string) =>
  isSlug(slug) ? loadTermWithTitles(kind, slug) : null,
);

const loadTermWithTitles = cachedRead(
  'catalogue:term',
  readTermWithTitles,
  ([kind]) => [catalogueTags.terms, ...termTitleKinds(kind).map(catalogueTags.listing)],
  { keep: (found) => found !== null },
);

async function readTermWithTitles(kind: 'genre' | 'tag' | 'category', slug: string) {
  const [term] = await getDb()
    .select()
    .from(terms)
    .where(and(eq(terms.kind, kind), eq(terms.slug, slug)));
  if (!term) return null;
  const groups = await Promise.all(
    termTitleKinds(kind).map(async (titleKind) => ({
      kind: titleKind,
      ...(await browseTitles(titleKind, { sort: 'newest', page: 1, [kind]: slug })),
    })),
  );
  return { ...term, total: groups.reduce((n, g) => n + g.total, 0), groups: groups.filter((g) => g.total > 0) };
}
