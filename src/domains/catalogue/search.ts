import { and, asc, notInArray, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn } from 'drizzle-orm/pg-core';
import { getDb } from '@/db/client';
import { cachedRead } from '@/server/cached';
import { browsable, cardColumns, toCard, type CardRow, type TitleCard } from './cards';
import { people, terms, titles } from './schema';
import { catalogueTags } from './tags';
import { canonicalSearchTerm, foldAccents, prefixTsquery } from './search-text';
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
  // One call for titles, people and terms, to a function whose plan is made once per connection (migration 0039): on
  // the embedded engine planning the statement cost more than running it (2.1 of the 4 ms a name took; now 1.3 in all).
  const { rows } = (await getDb().execute(
    sql`select search_catalogue(${phrase}, ${prefix}, ${foldAccents(prefix)}, ${foldAccents(phrase)}, ${limit}) as found`,
  )) as unknown as { rows: { found: FirstAnswer }[] };
  const row = typeof rows[0]!.found === 'string' ? (JSON.parse(rows[0]!.found) as FirstAnswer) : rows[0]!.found;
  // Many matches (a broad word): read tier by tier in rank order from the index instead.
  const found = row.tierCounts ? await titlesByTier(phrase, prefix, limit, row.tierCounts) : row.matches ? row.ranked : row.fuzzy;
  return {
    titles: found.map(toCard),
    people: row.people.map(({ pos: _, ...p }) => p),
    terms: row.terms.map((t) => ({ ...t, href: termPath(t.kind, t.slug) })),
  };
}

/**
 * How many matches of a tier are ranked in full; a tier with more is read in rank order from the index. At 400 a
 * name shared by 834 of 100,000 titles ("crimson kingdom") was walked through 12,667 index rows (13 ms on PGlite);
 * ranked in full it costs about 4 ms.
 */
const SMALL_TIER = 1000;

/**
 * The tiers: names that begin with the phrase (a range on titles_name_prefix_idx, which a plan made before the phrase
 * is known keeps using, where LIKE 'x%' would not), names that hold the words, synopses that do. `tq` is null when
 * only stop words were typed: then only the first tier matches.
 */
const tiersOf = (phrase: SQL, tq: SQL) => {
  const startsWith = sql`(lower(${titles.name}) ~>=~ ${phrase} and lower(${titles.name}) ~<~ (${phrase} || chr(1114111)))`;
  return { startsWith, tiers: [startsWith, sql`${titles.nameVector} @@ ${tq}`, sql`${titles.searchVector} @@ ${tq}`] };
};

/** The function's parameters and variables, by name (see searchFunctionSql). */
const P = {
  phrase: sql.raw('p_phrase'),
  tq: sql.raw('p_tq'),
  peopleTq: sql.raw('p_people_tq'),
  typed: sql.raw('p_typed'),
  limit: sql.raw('p_limit'),
};

type FirstAnswer = {
  matches: number;
  tierCounts: number[] | null;
  ranked: CardRow[];
  fuzzy: CardRow[];
  people: (PersonHit & { pos: number })[];
  terms: Omit<TermHit, 'href'>[];
};

/** A title's card columns as the statement's JSON carries them (dates and scores as text, as the driver gives them). */
const cardSelect = sql`${titles.id} as id, ${titles.kind} as kind, ${titles.slug} as slug, ${titles.name} as name,
  ${titles.posterPath} as "posterPath", ${titles.backdropPath} as "backdropPath",
  ${titles.runtimeMinutes} as "runtimeMinutes", ${titles.releaseDate}::text as "releaseDate",
  ${titles.contentRating} as "contentRating", ${titles.score}::text as score, ${titles.synopsis} as synopsis`;

/**
 * Titles in tiers: names that begin with what was typed, then names that hold its words, then synopses that do.
 * (The tiers of a prefix tsquery's matches are the same rows as those of the starts-with and full-text matches.)
 * Within a tier a movie or show comes before the videos about it (however often they repeat its name), then the
 * best rated. The plan by the match count: every match of any tier, counted up to SMALL_TIER from the full-text and
 * prefix indexes, and ranked in the same statement when there are few (a name, a prefix being typed), read once as
 * the cards they become; none: the typo search (`<%`, word similarity above pg_trgm's threshold, from the trigram
 * index on the name), run only then; many: titlesByTier. No query scores every match of a word in a quarter of the
 * catalogue, and none walks the whole catalogue for a word that is rare.
 */
function titleParts(): SQL {
  const { phrase, tq, limit } = P;
  const { startsWith, tiers } = tiersOf(phrase, tq);
  const anyTier = sql`(${startsWith} or ${titles.searchVector} @@ ${tq})`;
  const tier = sql`case when ${startsWith} then 0 when ${titles.nameVector} @@ ${tq} then 1 else 2 end`;
  const seasonCount = (id: SQL) => sql`(select count(*) from seasons s where s.title_id = ${id})::int as "seasonCount"`;
  // Candidates carry only what ranks them; the cards' columns are read for the page's few (a broad word has 1,001).
  return sql`candidates as (
      select ${titles.id} as id, ${titles.kind} as kind, ${titles.name} as name, ${titles.score} as score, ${tier} as tier
      from ${titles} where ${and(anyTier, browsable)} limit ${SMALL_TIER + 1}
    ), counted as (
      select count(*)::int as matches from candidates
    ), ranked as (
      select ${cardSelect}, ${seasonCount(sql`${titles.id}`)}, top.ord
      from (
        select c.id, row_number() over (order by c.tier, c.kind = 'video', c.score desc nulls last, c.name, c.id) as ord
        from candidates c where (select matches from counted) <= ${SMALL_TIER}
        order by ord limit ${limit}
      ) top join ${titles} on ${titles.id} = top.id
    ), fuzzy_titles as (
      select ${cardSelect}, ${seasonCount(sql`${titles.id}`)},
        row_number() over (order by starts_with(lower(${titles.name}), ${phrase}) desc, word_similarity(${phrase}, ${titles.name}) desc,
          ${titles.kind} = 'video', ${titles.name}, ${titles.id}) as ord
      from ${titles} where (select matches from counted) = 0 and ${phrase} <% ${titles.name} and ${browsable}
      order by ord limit ${limit}
    ), tier_counts as (
      select json_build_array(${sql.join(
        tiers.map((t) => sql`(select count(*) from (select 1 from ${titles} where ${and(t, browsable)} limit ${SMALL_TIER + 1}) m)::int`),
        sql`, `,
      )}) as counts where (select matches from counted) > ${SMALL_TIER}
    )`;
}

/**
 * A broad word's titles: tier by tier, each tier's matches (counted up to SMALL_TIER + 1 with the first statement)
 * sorted when few, else read in rank order from titles_search_rank_idx (dense matches stop it soon).
 */
async function titlesByTier(phrase: string, prefix: string, limit: number, counts: number[]): Promise<CardRow[]> {
  const db = getDb();
  const { tiers } = tiersOf(sql`${phrase}::text`, sql`to_tsquery('english', ${prefix})`);
  // The same order twice: as the index has it (to walk it), and as an expression no index has (to sort a few rows).
  const walked = [sql`${titles.kind} = 'video'`, sql`${titles.score} desc nulls last`, asc(titles.name), asc(titles.id)];
  const sorted = [sql`(${titles.kind} = 'video') or false`, sql`${titles.score} + 0 desc nulls last`, asc(titles.name), asc(titles.id)];
  const found: CardRow[] = [];
  for (const [i, tier] of tiers.entries()) {
    if (found.length >= limit) break;
    // Only stop words typed: the full-text tiers counted nothing (the function's tsquery was null).
    if (!counts[i]) continue;
    const seen = found.map((r) => r.id);
    found.push(
      ...(await db
        .select(cardColumns)
        .from(titles)
        .where(and(tier, browsable, seen.length ? notInArray(titles.id, seen) : undefined))
        .orderBy(...(counts[i]! <= SMALL_TIER ? sorted : walked))
        .limit(limit - found.length)),
    );
  }
  return found;
}

/**
 * People whose names or biographies hold the words (full text, best rank first), or when none do, whose names are
 * like the text (a typo); and the genres, tags and categories it names ("action", "action movies", "vikng": a few rows,
 * scanned).
 */
function peopleAndTermParts(): SQL {
  const { phrase, peopleTq: pq, typed, limit } = P;
  // Names are indexed without their accents (schema.ts): "helene" finds Hélène, and "Hélène" still does.
  const fullText = sql`${people.searchVector} @@ ${pq}`;
  const rank = sql`ts_rank(${people.searchVector}, ${pq})`;
  const person = sql`${people.slug} as slug, ${people.name} as name, ${people.designation} as designation, ${people.profileImage} as "profileImage"`;
  return sql`fts as (
      select ${person}, row_number() over (order by ${rank} desc, ${people.name}) as pos
      from ${people} where ${fullText}
      order by pos limit ${limit}
    ), fuzzy_people as (
      select ${person}, row_number() over (order by word_similarity(${typed}, ${people.sortName}) desc, ${people.name}) as pos
      from ${people} where not exists (select 1 from fts) and ${typed} <% ${people.sortName}
      order by pos limit ${limit}
    ), named as (
      select ${terms.kind} as kind, ${terms.slug} as slug, ${terms.title} as title from ${terms}
      where starts_with(lower(${terms.title}), ${phrase}) or position(lower(${terms.title}) in ${phrase}) > 0
        or word_similarity(${phrase}, ${terms.title}) >= 0.6
      order by ${terms.kind}, ${terms.title} limit 6
    )`;
}

/**
 * The first statement as a function (migration 0039 holds what this renders; a test keeps the two equal): its plan
 * is made once per connection, for any phrase (force_generic_plan), from the tiers' index-friendly conditions.
 * After a change here, add a migration with `create or replace` of the new rendering.
 */
export function searchFunctionSql(): string {
  const statement = sql`with ${titleParts()}, ${peopleAndTermParts()}
    select json_build_object(
      'matches', (select matches from counted),
      'tierCounts', (select counts from tier_counts),
      'ranked', (select coalesce(json_agg(r order by r.ord), '[]') from ranked r),
      'fuzzy', (select coalesce(json_agg(f order by f.ord), '[]') from fuzzy_titles f),
      'people', (select coalesce(json_agg(f order by f.pos), '[]') from (select * from fts union all select * from fuzzy_people) f),
      'terms', (select coalesce(json_agg(n), '[]') from named n))`;
  const { sql: body, params } = new PgDialect().sqlToQuery(statement.inlineParams());
  if (params.length) throw new Error('the search function takes no bound values');
  return `create or replace function search_catalogue(p_phrase text, p_prefix text, p_people_prefix text, p_typed text, p_limit int)
returns json language plpgsql stable
set plan_cache_mode = force_generic_plan
as $search$
declare
  -- Only stop words ("the"): nothing to match by full text, and no notice from an empty query.
  p_tq tsquery := case when p_prefix = '' then null else to_tsquery('english', p_prefix) end;
  p_people_tq tsquery := case when p_people_prefix = '' then null else to_tsquery('simple', p_people_prefix) end;
begin
  return (${body.trim()});
end
$search$;
`;
}

/**
 * Whether someone searched by name ("sun-hee cho", "helene" for Hélène Carpentier): then the person comes before the
 * titles that only mention them, unless a title's own name begins with the words too.
 */
export function searchedForAPerson(text: string, results: SearchResults): boolean {
  const spelled = foldAccents(canonicalSearchTerm(text));
  const begins = (name: string) => {
    const folded = foldAccents(canonicalSearchTerm(name));
    return folded === spelled || folded.startsWith(`${spelled} `);
  };
  return results.people.some((p) => begins(p.name)) && !results.titles.some((t) => begins(t.name));
}

/** What the header search box offers while typing: the genres and tags named, then titles and people. */
export async function suggest(text: string, limit = 8): Promise<Suggestion[]> {
  const results = await searchCatalogue(text, limit);
  const phrase = canonicalSearchTerm(text);
  const spelled = (name: string) => canonicalSearchTerm(name);
  // A title named exactly what was typed leads; a term only like the words ("relay" ~ "Brother Relationship") follows
  // the titles, while one the words name ("acti", "action movies") comes before them.
  const named = (title: string) => spelled(title).startsWith(phrase) || phrase.includes(spelled(title));
  const terms = results.terms.slice(0, 2);
  const titles = results.titles.map((t) => ({ label: t.name, href: t.href, kind: t.kind }));
  const term = (t: TermHit) => ({ label: t.title, href: t.href, kind: t.kind });
  const people = results.people.map((p) => ({ label: p.name, href: personPath(p.slug), kind: 'person' as const }));
  // A person searched by name leads, as on the results page.
  const personFirst = searchedForAPerson(text, results);
  const items: Suggestion[] = [
    ...(personFirst ? people : []),
    ...titles.filter((t) => spelled(t.label) === phrase),
    ...terms.filter((t) => named(t.title)).map(term),
    ...titles.filter((t) => spelled(t.label) !== phrase),
    ...terms.filter((t) => !named(t.title)).map(term),
    ...(personFirst ? [] : people),
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
