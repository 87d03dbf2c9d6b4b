import { and, asc, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { getDb } from '@/db/client';
import { cachedRead } from '@/server/cached';
import { browsable, cardColumns, toCard, type CardRow, type TitleCard } from './cards';
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
 * that finds nothing (typos like "crimsen"), trigram matches on names; genre, tag and category names lead to their
 * pages. 18+ titles never appear (`browsable`).
 */
export async function searchCatalogue(text: string, limit = 24): Promise<SearchResults> {
  await searchTagged();
  const phrase = canonicalSearchTerm(text);
  if (!phrase) return { titles: [], people: [], terms: [] };
  const prefix = prefixTsquery(text);
  const [titleRows, named] = await Promise.all([searchTitles(phrase, prefix, limit), searchPeopleAndTerms(phrase, prefix, limit)]);
  return { titles: titleRows, ...named };
}

/**
 * How many matches of a tier are ranked in full; a tier with more is read in rank order from the index. At 400 a
 * name shared by 834 of 100,000 titles ("crimson kingdom") was walked through 12,667 index rows (13 ms on PGlite);
 * ranked in full it costs about 4 ms.
 */
const SMALL_TIER = 1000;

/**
 * Titles in tiers: names that begin with what was typed, then names that hold its words, then synopses that do.
 * (The tiers of a prefix tsquery's matches are the same rows as those of the starts-with and full-text matches.)
 * Within a tier a movie or show comes before the videos about it (however often they repeat its name), then the
 * best rated. A tier's matches are counted up to SMALL_TIER from the full-text and prefix indexes: so few are
 * ranked all together; more (a broad word) are read in rank order from titles_search_rank_idx, which stops after
 * a page because matches are dense there. Either way no query scores every match of a word in a quarter of the
 * catalogue, and none walks the whole catalogue for a word that is rare.
 */
async function searchTitles(phrase: string, prefix: string, limit: number): Promise<TitleCard[]> {
  const db = getDb();
  const tq = sql`to_tsquery('english', ${prefix})`;
  const startsWith = sql`lower(${titles.name}) like ${`${phrase}%`}`;
  const tiers = [startsWith, ...(prefix ? [sql`${titles.nameVector} @@ ${tq}`, sql`${titles.searchVector} @@ ${tq}`] : [])];
  // The same order twice: as the index has it (to walk it), and as an expression no index has (to sort a few rows).
  const walked = [sql`${titles.kind} = 'video'`, sql`${titles.score} desc nulls last`, asc(titles.name), asc(titles.id)];
  const sorted = [sql`(${titles.kind} = 'video') or false`, sql`${titles.score} + 0 desc nulls last`, asc(titles.name), asc(titles.id)];
  // The plan by the match count: every match of any tier, counted up to SMALL_TIER, and ranked in the same query.
  // Few (a name, a prefix being typed): that ranking is the answer, tier by tier in its ORDER BY; none: straight to
  // the typo search; many (a broad word): tier by tier, each read in rank order from the index. The matches are read
  // once, as the cards they become (no second visit by id), and ranked only when they are few.
  const anyTier = prefix ? sql`(${startsWith} or ${titles.searchVector} @@ ${tq})` : startsWith;
  const tier = prefix ? sql`case when ${startsWith} then 0 when ${titles.nameVector} @@ ${tq} then 1 else 2 end` : sql`0`;
  const { rows: ranked } = (await db.execute(sql`
    with candidates as (
      select ${titles.id} as id, ${titles.kind} as kind, ${titles.slug} as slug, ${titles.name} as name,
        ${titles.posterPath} as "posterPath", ${titles.backdropPath} as "backdropPath",
        ${titles.runtimeMinutes} as "runtimeMinutes", ${titles.releaseDate}::text as "releaseDate",
        ${titles.contentRating} as "contentRating", ${titles.score}::text as score, ${titles.synopsis} as synopsis, ${tier} as tier
      from ${titles} where ${and(anyTier, browsable)} limit ${SMALL_TIER + 1}
    )
    -- One row at least (the count), with the ranked cards when there are few to rank.
    select n.matches, c.*, (select count(*) from seasons s where s.title_id = c.id)::int as "seasonCount"
    from (select count(*)::int as matches from candidates) n
    left join lateral (
      select * from candidates c where n.matches <= ${SMALL_TIER}
      order by c.tier, c.kind = 'video', c.score::numeric desc nulls last, c.name, c.id
      limit ${limit}
    ) c on true`)) as unknown as { rows: (CardRow & { matches: number })[] };
  const matchCount = ranked[0]?.matches ?? 0;
  const found: CardRow[] = ranked.filter((r) => r.id !== null);
  for (const tier of matchCount > SMALL_TIER ? tiers : []) {
    if (found.length >= limit) break;
    const seen = found.map((r) => r.id);
    const where = and(tier, browsable, seen.length ? notInArray(titles.id, seen) : undefined);
    const matches = await db
      .select({ id: titles.id })
      .from(titles)
      .where(where)
      .limit(SMALL_TIER + 1);
    if (!matches.length) continue;
    const few = matches.length <= SMALL_TIER;
    found.push(
      ...(await db
        .select(cardColumns)
        .from(titles)
        .where(
          few
            ? inArray(
                titles.id,
                matches.map((m) => m.id),
              )
            : where,
        )
        .orderBy(...(few ? sorted : walked))
        .limit(limit - found.length)),
    );
  }
  if (found.length) return found.map(toCard);
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

/**
 * People whose names or biographies hold the words (full text, best rank first), or when none do, whose names are
 * like the text (a typo); and the genres, tags and categories it names ("action", "action movies", "vikng": a few rows,
 * scanned). One statement: on the embedded engine each query costs as much again as these small ones do.
 */
async function searchPeopleAndTerms(phrase: string, prefix: string, limit: number): Promise<{ people: PersonHit[]; terms: TermHit[] }> {
  // Only stop words ("the"): no full text to match, and no notice from an empty query.
  const pq = sql`to_tsquery('simple', ${prefix})`;
  const fullText = prefix ? sql`${people.searchVector} @@ ${pq}` : sql`false`;
  const rank = prefix ? sql`ts_rank(${people.searchVector}, ${pq})` : sql`0`;
  const person = sql`${people.slug} as slug, ${people.name} as name, ${people.designation} as designation, ${people.profileImage} as "profileImage"`;
  const { rows } = (await getDb().execute(sql`
    with fts as (
      select ${person}, row_number() over (order by ${rank} desc, ${people.name}) as pos
      from ${people} where ${fullText}
      order by pos limit ${limit}
    ), fuzzy as (
      select ${person}, row_number() over (order by word_similarity(${phrase}, ${people.name}) desc, ${people.name}) as pos
      from ${people} where not exists (select 1 from fts) and ${phrase} <% ${people.name}
      order by pos limit ${limit}
    ), named as (
      select ${terms.kind} as kind, ${terms.slug} as slug, ${terms.title} as title from ${terms}
      where lower(${terms.title}) like ${`${phrase}%`} or position(lower(${terms.title}) in ${phrase}) > 0
        or word_similarity(${phrase}, ${terms.title}) >= 0.6
      order by ${terms.kind}, ${terms.title} limit 6
    )
    select
      (select coalesce(json_agg(f order by f.pos), '[]') from (select * from fts union all select * from fuzzy) f) as people,
      (select coalesce(json_agg(n), '[]') from named n) as terms`)) as unknown as {
    rows: { people: (PersonHit & { pos: number })[]; terms: Omit<TermHit, 'href'>[] }[];
  };
  const [row] = rows;
  return {
    people: row!.people.map(({ pos: _, ...p }) => p),
    terms: row!.terms.map((t) => ({ ...t, href: termPath(t.kind, t.slug) })),
  };
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

/**
 * For another domain's search: whether the title `titleId` names (a product's, say) has a name holding the words of
 * `prefix` (a prefix tsquery, search-text.ts). Read through the name's own full-text index.
 */
export function titleNameMatches(titleId: SQL | PgColumn, prefix: string): SQL {
  return sql`exists (select 1 from ${titles} where ${titles.id} = ${titleId} and ${titles.nameVector} @@ to_tsquery('english', ${prefix}))`;
}

/** The catalogue's part of the site's search (app/search-sources.ts). */
export const catalogueSearch: SearchSource = { name: 'catalogue', suggest };
