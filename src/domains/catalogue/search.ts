import { and, asc, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { cachedRead } from '@/server/cached';
import { browsable, cardColumns, toCard, type TitleCard } from './cards';
import { people, terms, titles } from './schema';
import { catalogueTags } from './tags';
import { canonicalSearchTerm, prefixTsquery } from './search-text';
import { personPath, termPath } from './paths';
import type { SearchSource, Suggestion } from '@/lib/search';

export type PersonHit = { slug: string; name: string; designation: string; profileImage: string | null };
export type TermHit = { kind: 'genre' | 'tag' | 'category'; slug: string; title: string; href: string };
export type SearchResults = { titles: TitleCard[]; people: PersonHit[]; terms: TermHit[] };

// Search pages are cached one per term, in a small LRU of their own (page-cache-handler.mjs). This one cached read
// puts the search tag on each of them, so a catalogue write expires them, with no data-cache entry per term.
const searchTagged = cachedRead('catalogue:search-tag', async () => 0, [catalogueTags.search]);

/**
 * Search as people type it: full-text with prefixes ("crim" finds Crimson; name outranks synopsis), then, when
 * that finds nothing (typos like "crimsen", or only stop words like "the"), trigram matches on names; genre, tag
 * and category names lead to their pages. 18+ titles never appear (`browsable`).
 */
export async function searchCatalogue(text: string, limit = 24): Promise<SearchResults> {
  await searchTagged();
  const phrase = canonicalSearchTerm(text);
  if (!phrase) return { titles: [], people: [], terms: [] };
  const prefix = prefixTsquery(text);
  const [titleRows, peopleRows, termRows] = await Promise.all([
    searchTitles(phrase, prefix, limit),
    searchPeople(phrase, prefix, limit),
    searchTerms(phrase),
  ]);
  return { titles: titleRows, people: peopleRows, terms: termRows };
}

async function searchTitles(phrase: string, prefix: string, limit: number): Promise<TitleCard[]> {
  const db = getDb();
  const tq = sql`to_tsquery('english', ${prefix})`;
  const fullText = await db
    .select(cardColumns)
    .from(titles)
    .where(and(sql`${titles.searchVector} @@ ${tq}`, browsable))
    // A title whose name begins with what was typed comes first ("An Atlas…" before "Making the Score: An Atlas…"),
    // then titles whose name matches; among those, a movie or show before the videos about it,
    // however often they repeat its name.
    .orderBy(
      sql`starts_with(lower(${titles.name}), ${phrase}) desc`,
      sql`${titles.nameVector} @@ ${tq} desc`,
      sql`${titles.kind} = 'video' asc`,
      sql`ts_rank(${titles.searchVector}, ${tq}) desc`,
      asc(titles.name),
      asc(titles.id),
    )
    .limit(limit);
  if (fullText.length) return fullText.map(toCard);
  // `<%` is word similarity above pg_trgm's threshold (0.5, set per session), answered from the trigram index on the name.
  const fuzzy = await db
    .select(cardColumns)
    .from(titles)
    .where(and(sql`${phrase} <% ${titles.name}`, browsable))
    .orderBy(
      sql`(lower(${titles.name}) like ${`${phrase}%`}) desc`,
      sql`word_similarity(${phrase}, ${titles.name}) desc`,
      asc(titles.name),
      asc(titles.id),
    )
    .limit(limit);
  return fuzzy.map(toCard);
}

async function searchPeople(phrase: string, prefix: string, limit: number): Promise<PersonHit[]> {
  const db = getDb();
  const pq = sql`to_tsquery('simple', ${prefix})`;
  const columns = { slug: people.slug, name: people.name, designation: people.designation, profileImage: people.profileImage };
  const fullText = await db
    .select(columns)
    .from(people)
    .where(sql`${people.searchVector} @@ ${pq}`)
    .orderBy(sql`ts_rank(${people.searchVector}, ${pq}) desc`, asc(people.name))
    .limit(limit);
  if (fullText.length) return fullText;
  return db
    .select(columns)
    .from(people)
    .where(sql`${phrase} <% ${people.name}`)
    .orderBy(sql`word_similarity(${phrase}, ${people.name}) desc`, asc(people.name))
    .limit(limit);
}

/** Genres, tags and categories the text names ("action", "action movies", "vikng"): a few rows, scanned. */
async function searchTerms(phrase: string): Promise<TermHit[]> {
  const rows = await getDb()
    .select({ kind: terms.kind, slug: terms.slug, title: terms.title })
    .from(terms)
    .where(
      sql`lower(${terms.title}) like ${`${phrase}%`} or position(lower(${terms.title}) in ${phrase}) > 0 or word_similarity(${phrase}, ${terms.title}) >= 0.6`,
    )
    .orderBy(asc(terms.kind), asc(terms.title))
    .limit(6);
  return rows.map((r) => ({ ...r, href: termPath(r.kind, r.slug) }));
}

/** What the header search box offers while typing: the genres and tags named, then titles and people. */
export async function suggest(text: string, limit = 8): Promise<Suggestion[]> {
  const results = await searchCatalogue(text, limit);
  const items: Suggestion[] = [
    ...results.terms.slice(0, 2).map((t) => ({ label: t.title, href: t.href, kind: t.kind })),
    ...results.titles.map((t) => ({ label: t.name, href: t.href, kind: t.kind })),
    ...results.people.map((p) => ({ label: p.name, href: personPath(p.slug), kind: 'person' as const })),
  ];
  return items.slice(0, limit);
}

/** The catalogue's part of the site's search (app/search-sources.ts). */
export const catalogueSearch: SearchSource = { name: 'catalogue', suggest };
