import { type SQL, and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { cache } from 'react';
import { getDb } from '@/db/client';
import { cachedRead } from '@/server/cached';
import { browsable, cardColumns, isSlug, joinParts, released, toCard } from './cards';
import { type TitleKind, runtimeText } from './format';
import { type BrowseParams, PAGE_SIZE, type Sort } from './params';
import { credits, episodes, people, seasons, terms, titleTerms, titles } from './schema';
import { catalogueTags } from './tags';
import { personPath, termPath, titlePath } from './paths';

// Titles: the listings of a kind, a title's page and its related titles, the 18+ shelf, the sitemap's URLs, counts.

const ORDER: Record<Sort, SQL[]> = {
  // Newest released first; titles not out yet come after them (they are "Coming <date>", not new).
  newest: [sql`(${titles.releaseDate} > current_date) asc nulls last`, sql`${titles.releaseDate} desc nulls last`, asc(titles.id)],
  oldest: [sql`${titles.releaseDate} asc nulls last`, asc(titles.id)],
  'a-z': [asc(titles.name), asc(titles.id)],
  'z-a': [desc(titles.name), asc(titles.id)],
  rating: [sql`${titles.score} desc nulls last`, asc(titles.id)],
};

/** One page of a kind's titles, filtered by genre, tag or category slug. */
// An empty page is not kept: made-up filters (?genre=nope-1, -2...) would each make an entry.
export const browseTitles = cachedRead('catalogue:browse', readBrowsePage, ([kind]) => [catalogueTags.listing(kind)], {
  keep: (page) => page.total > 0,
});

async function readBrowsePage(kind: TitleKind, params: BrowseParams) {
  const db = getDb();
  const filters: SQL[] = [eq(titles.kind, kind), browsable];
  for (const [termKind, slug] of [
    ['genre', params.genre],
    ['tag', params.tag],
    ['category', params.category],
  ] as const) {
    if (!slug) continue;
    filters.push(
      sql`exists (select 1 from ${titleTerms} tt join ${terms} t on t.id = tt.term_id where tt.title_id = ${titles.id} and t.kind = ${termKind} and t.slug = ${slug})`,
    );
  }
  const where = and(...filters);
  const [rows, total] = await Promise.all([
    db
      .select(cardColumns)
      .from(titles)
      .where(where)
      .orderBy(...ORDER[params.sort])
      .limit(PAGE_SIZE)
      .offset((params.page - 1) * PAGE_SIZE),
    db.$count(titles, where),
  ]);
  return { items: rows.map(toCard), total, page: params.page, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

/** A title's page: its details, terms, cast and crew, seasons and episodes; null when the kind has no such slug. */
export const getTitleBySlug = cache(async (kind: TitleKind, slug: string) => (isSlug(slug) ? loadTitle(kind, slug) : null));

const loadTitle = cachedRead('catalogue:title', readTitle, ([, slug]) => [catalogueTags.title(slug)], { keep: (found) => found !== null });

async function readTitle(kind: TitleKind, slug: string) {
  const db = getDb();
  const [title] = await db
    .select()
    .from(titles)
    .where(and(eq(titles.kind, kind), eq(titles.slug, slug), released));
  if (!title) return null;
  const [termRows, creditRows, seasonRows] = await Promise.all([
    db
      .select({ kind: terms.kind, slug: terms.slug, title: terms.title })
      .from(titleTerms)
      .innerJoin(terms, eq(terms.id, titleTerms.termId))
      .where(eq(titleTerms.titleId, title.id))
      .orderBy(asc(terms.title)),
    db
      .select({ role: credits.role, part: credits.part, slug: people.slug, name: people.name, profileImage: people.profileImage })
      .from(credits)
      .innerJoin(people, eq(people.id, credits.personId))
      .where(eq(credits.titleId, title.id))
      .orderBy(asc(credits.position)),
    kind === 'tv-show' ? db.select().from(seasons).where(eq(seasons.titleId, title.id)).orderBy(asc(seasons.number)) : Promise.resolve([]),
  ]);
  const episodeRows = seasonRows.length
    ? await db
        .select()
        .from(episodes)
        .where(
          inArray(
            episodes.seasonId,
            seasonRows.map((s) => s.id),
          ),
        )
        .orderBy(asc(episodes.number))
    : [];
  return {
    ...toCard({ ...title, seasonCount: seasonRows.length }),
    restricted: title.restricted,
    extraOf: title.extraOf,
    runtimeMinutes: title.runtimeMinutes,
    language: title.language,
    releaseDate: title.releaseDate,
    genres: termRows.filter((t) => t.kind === 'genre'),
    tags: termRows.filter((t) => t.kind === 'tag'),
    categories: termRows.filter((t) => t.kind === 'category'),
    cast: creditRows.filter((c) => c.role === 'cast'),
    // One card per crew member: a director who also wrote the film is "Director · Writer".
    crew: joinParts(
      creditRows.filter((c) => c.role === 'crew'),
      (c) => c.slug,
    ),
    seasons: seasonRows.map((s) => ({
      ...s,
      episodes: episodeRows.filter((e) => e.seasonId === s.id).map((e) => ({ ...e, runtime: runtimeText(e.runtimeMinutes) })),
    })),
  };
}

export type TitleDetail = NonNullable<Awaited<ReturnType<typeof getTitleBySlug>>>;

/** A movie's or show's extras (its trailers, featurettes, interviews), in the order they came out. */
export const getTitleExtras = cachedRead('catalogue:extras', readTitleExtras, [catalogueTags.listing('video')]);

async function readTitleExtras(titleId: number) {
  const rows = await getDb()
    .select(cardColumns)
    .from(titles)
    .where(and(eq(titles.extraOf, titleId), browsable))
    .orderBy(asc(titles.releaseDate), asc(titles.id))
    .limit(24);
  return rows.map(toCard);
}

/** The movie or show an extra belongs to, as its card; null when it is not one anyone may browse. */
export const getExtraParent = cachedRead('catalogue:extra-parent', readExtraParent, [
  catalogueTags.listing('movie'),
  catalogueTags.listing('tv-show'),
]);

async function readExtraParent(titleId: number) {
  const [row] = await getDb()
    .select(cardColumns)
    .from(titles)
    .where(and(eq(titles.id, titleId), browsable));
  return row ? toCard(row) : null;
}

/** Titles of the same kind sharing the most genres and tags with the given one (their cards: the kind's listing tag). */
export const getRelatedTitles = cachedRead('catalogue:related', readRelatedTitles, ([, kind]) => [catalogueTags.listing(kind)]);

async function readRelatedTitles(titleId: number, kind: TitleKind, limit = 12) {
  const rows = await getDb()
    .select({ ...cardColumns, shared: sql<number>`count(*)::int` })
    .from(titleTerms)
    .innerJoin(titles, eq(titles.id, titleTerms.titleId))
    .where(
      and(
        sql`${titleTerms.termId} in (select term_id from title_terms where title_id = ${titleId})`,
        sql`${titles.id} <> ${titleId}`,
        eq(titles.kind, kind),
        browsable,
      ),
    )
    .groupBy(titles.id)
    .orderBy(sql`count(*) desc`, asc(titles.id))
    .limit(limit);
  return rows.map(toCard);
}

/** The 18+ titles, left out of every other listing (see `browsable`), a page at a time. */
export async function getRestrictedTitles(page = 1) {
  const db = getDb();
  const where = and(eq(titles.restricted, true), released);
  const [rows, total] = await Promise.all([
    db
      .select(cardColumns)
      .from(titles)
      .where(where)
      .orderBy(asc(titles.name), asc(titles.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.$count(titles, where),
  ]);
  return { items: rows.map(toCard), total, page, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

/** Every public catalogue URL, for the sitemap. */
export async function listCatalogueUrls() {
  const db = getDb();
  const [titleRows, peopleRows, termRows] = await Promise.all([
    db.select({ kind: titles.kind, slug: titles.slug, createdAt: titles.createdAt }).from(titles).where(browsable).orderBy(asc(titles.id)),
    db.select({ slug: people.slug }).from(people).orderBy(asc(people.id)),
    db
      .select({ kind: terms.kind, slug: terms.slug })
      .from(terms)
      .where(inArray(terms.kind, ['genre', 'tag']))
      .orderBy(asc(terms.id)),
  ]);
  return [
    ...titleRows.map((t) => ({ path: titlePath(t.kind, t.slug), lastModified: t.createdAt })),
    ...peopleRows.map((p) => ({ path: personPath(p.slug), lastModified: undefined })),
    ...termRows.map((t) => ({ path: termPath(t.kind as 'genre' | 'tag', t.slug), lastModified: undefined })),
  ];
}

/** The soonest title not yet released, for the coming-soon screen. */
export async function getNextRelease(today = new Date().toISOString().slice(0, 10)) {
  const [row] = await getDb()
    .select(cardColumns)
    .from(titles)
    .where(and(sql`${titles.releaseDate} > ${today}`, browsable))
    .orderBy(asc(titles.releaseDate), asc(titles.id))
    .limit(1);
  return row ? { ...toCard(row), releaseDate: row.releaseDate } : null;
}

/** Titles per kind as the listings count them, the 18+ titles apart, and drafts and scheduled releases (the operator's view). */
export async function countCatalogue() {
  const rows = await getDb()
    .select({
      kind: titles.kind,
      count: sql<number>`(count(*) filter (where ${browsable}))::int`,
      restricted: sql<number>`(count(*) filter (where ${titles.restricted} and ${released}))::int`,
      unreleased: sql<number>`(count(*) filter (where ${titles.publishedAt} is null or ${titles.publishedAt} > now()))::int`,
    })
    .from(titles)
    .groupBy(titles.kind);
  const counts = { movie: 0, 'tv-show': 0, video: 0, restricted: 0, unreleased: 0 };
  for (const r of rows) {
    counts[r.kind] = r.count;
    counts.restricted += r.restricted;
    counts.unreleased += r.unreleased;
  }
  return counts;
}
