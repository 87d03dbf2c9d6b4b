import { cache } from 'react';
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { cachedRead } from '@/server/cached';
import type { CuratedListSlug } from './curated';
import { movieTime, titleHref, type TitleKind } from './format';
import { credits, curatedListItems, curatedLists, episodes, people, seasons, terms, titles, titleTerms } from './schema';
import { PAGE_SIZE, slugSchema, type BrowseParams, type Sort } from './params';
import { catalogueTags } from './tags';

export type TitleCard = {
  id: number;
  kind: TitleKind;
  slug: string;
  name: string;
  href: string;
  posterPath: string | null;
  backdropPath: string | null;
  movieTime: string;
  releaseDate: string | null;
  releaseYear: string;
  /** Not released yet: shown as "Coming <date>", with no score. */
  upcoming: boolean;
  seasonCount: number;
  contentRating: string;
  score: string | null;
  synopsis: string;
};

export const cardColumns = {
  id: titles.id,
  kind: titles.kind,
  slug: titles.slug,
  name: titles.name,
  posterPath: titles.posterPath,
  backdropPath: titles.backdropPath,
  runtimeMinutes: titles.runtimeMinutes,
  releaseDate: titles.releaseDate,
  contentRating: titles.contentRating,
  score: titles.score,
  synopsis: titles.synopsis,
  // Spelled out: Drizzle leaves columns unqualified in one-table selects, and "id" would then mean seasons.id.
  seasonCount: sql<number>`(select count(*) from seasons where seasons.title_id = titles.id)::int`.as('season_count'),
};
type CardRow = Pick<typeof titles.$inferSelect, Exclude<keyof typeof cardColumns, 'seasonCount'>> & { seasonCount: number };

export function toCard(row: CardRow): TitleCard {
  const upcoming = !!row.releaseDate && row.releaseDate > new Date().toISOString().slice(0, 10);
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    name: row.name,
    href: titleHref(row.kind, row.slug),
    posterPath: row.posterPath,
    backdropPath: row.backdropPath,
    movieTime: movieTime(row.runtimeMinutes),
    releaseDate: row.releaseDate,
    releaseYear: row.releaseDate?.slice(0, 4) ?? '',
    upcoming,
    seasonCount: row.seasonCount,
    contentRating: row.contentRating,
    score: upcoming ? null : row.score,
    synopsis: row.synopsis,
  };
}

/**
 * The one visibility rule: 18+ titles are left out of every listing, rail, search, suggestion, sitemap and
 * count; only /movies/restricted and their own (gated) pages show them.
 */
export const browsable = eq(titles.restricted, false);

// A slug from a URL that cannot exist (NUL bytes, capitals, 10 kB) is answered without asking the database.
const isSlug = (slug: string) => slugSchema.safeParse(slug).success;

const ORDER: Record<Sort, SQL[]> = {
  // Newest released first; titles not out yet come after them (they are "Coming <date>", not new).
  newest: [sql`(${titles.releaseDate} > current_date) asc nulls last`, sql`${titles.releaseDate} desc nulls last`, asc(titles.id)],
  oldest: [sql`${titles.releaseDate} asc nulls last`, asc(titles.id)],
  'a-z': [asc(titles.name), asc(titles.id)],
  'z-a': [desc(titles.name), asc(titles.id)],
  rating: [sql`${titles.score} desc nulls last`, asc(titles.id)],
};

/** One page of a kind's titles, filtered by genre, tag or category slug. */
export const browseTitles = cachedRead('catalogue:browse', readBrowsePage, ([kind]) => [catalogueTags.listing(kind)]);
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

/** Several curated lists in two queries, each list's first `limit` items in their stored order. */
const loadCuratedLists = cachedRead('catalogue:curated-lists', readCuratedLists, [catalogueTags.curated]);
async function readCuratedLists(slugs: CuratedListSlug[], limit: number) {
  if (!slugs.length) return [];
  const db = getDb();
  const lists = await db.select().from(curatedLists).where(inArray(curatedLists.slug, slugs));
  if (!lists.length) return [];
  const rows = await db
    .select({ ...cardColumns, listId: curatedListItems.listId, position: curatedListItems.position })
    .from(curatedListItems)
    .innerJoin(titles, eq(titles.id, curatedListItems.titleId))
    .where(
      and(
        inArray(
          curatedListItems.listId,
          lists.map((l) => l.id),
        ),
        browsable,
      ),
    )
    .orderBy(asc(curatedListItems.listId), asc(curatedListItems.position));
  const bySlug = new Map(lists.map((l) => [l.slug, l]));
  return slugs.flatMap((slug) => {
    const list = bySlug.get(slug);
    if (!list) return [];
    const items = rows
      .filter((r) => r.listId === list.id)
      .slice(0, limit)
      .map(toCard);
    return [{ slug, name: list.name, items }];
  });
}

export async function getCuratedList(slug: CuratedListSlug, limit = 20) {
  return (await loadCuratedLists([slug], limit))[0] ?? null;
}

/** The lists in the order asked, leaving out missing and empty ones. */
export async function getCuratedLists(slugs: CuratedListSlug[], limit = 20) {
  return (await loadCuratedLists(slugs, limit)).filter((l) => l.items.length > 0);
}

/** A title's page: its details, terms, cast and crew, seasons and episodes; null when the kind has no such slug. */
export const getTitleBySlug = cache(async (kind: TitleKind, slug: string) => (isSlug(slug) ? loadTitle(kind, slug) : null));
const loadTitle = cachedRead('catalogue:title', readTitle, ([, slug]) => [catalogueTags.title(slug)]);
async function readTitle(kind: TitleKind, slug: string) {
  const db = getDb();
  const [title] = await db
    .select()
    .from(titles)
    .where(and(eq(titles.kind, kind), eq(titles.slug, slug)));
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
    runtimeMinutes: title.runtimeMinutes,
    language: title.language,
    releaseDate: title.releaseDate,
    genres: termRows.filter((t) => t.kind === 'genre'),
    tags: termRows.filter((t) => t.kind === 'tag'),
    categories: termRows.filter((t) => t.kind === 'category'),
    cast: creditRows.filter((c) => c.role === 'cast'),
    crew: creditRows.filter((c) => c.role === 'crew'),
    seasons: seasonRows.map((s) => ({
      ...s,
      episodes: episodeRows.filter((e) => e.seasonId === s.id).map((e) => ({ ...e, movieTime: movieTime(e.runtimeMinutes) })),
    })),
  };
}
export type TitleDetail = NonNullable<Awaited<ReturnType<typeof getTitleBySlug>>>;

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

/** What a video file is for: a movie or short video by its slug, or an episode of a show (season and episode number). */
export async function findPlayableTarget(slug: string, season?: number, episode?: number) {
  if (!isSlug(slug)) return { error: `"${slug}" is not a title slug.` } as const;
  const db = getDb();
  const [title] = await db
    .select({ id: titles.id, kind: titles.kind, name: titles.name, restricted: titles.restricted })
    .from(titles)
    .where(eq(titles.slug, slug));
  if (!title) return { error: `No title has the slug "${slug}".` } as const;
  if (title.kind !== 'tv-show') {
    if (season !== undefined || episode !== undefined)
      return { error: `${title.name} is not a TV show: leave out --season and --episode.` } as const;
    return { titleId: title.id, episodeId: null, label: title.name, restricted: title.restricted } as const;
  }
  if (season === undefined || episode === undefined) return { error: `${title.name} is a TV show: give --season and --episode.` } as const;
  const [row] = await db
    .select({ id: episodes.id, name: episodes.name })
    .from(episodes)
    .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
    .where(and(eq(seasons.titleId, title.id), eq(seasons.number, season), eq(episodes.number, episode)));
  if (!row) return { error: `${title.name} has no season ${season} episode ${episode}.` } as const;
  return {
    titleId: title.id,
    episodeId: row.id,
    label: `${title.name} S${season}E${episode} ${row.name}`,
    restricted: title.restricted,
  } as const;
}

export type WatchEpisode = { id: number; season: number; number: number; name: string; synopsis: string; stillPath: string | null };
export type WatchTarget = {
  /** The playback target key: 'title:<id>' or 'episode:<id>'. */
  target: string;
  titleId: number;
  kind: TitleKind;
  slug: string;
  name: string;
  synopsis: string;
  contentRating: string;
  restricted: boolean;
  backdropPath: string | null;
  titleHref: string;
  episode: WatchEpisode | null;
  /** The episode after this one (the next season's first after a season's last). */
  next: WatchEpisode | null;
};

/** What a watch page plays: a movie or video by slug, an episode by show, season and number; null when there is none. */
export async function getWatchTarget(slug: string, season?: number, episode?: number): Promise<WatchTarget | null> {
  if (!isSlug(slug)) return null;
  const db = getDb();
  const [title] = await db
    .select({
      id: titles.id,
      kind: titles.kind,
      slug: titles.slug,
      name: titles.name,
      synopsis: titles.synopsis,
      contentRating: titles.contentRating,
      restricted: titles.restricted,
      backdropPath: titles.backdropPath,
    })
    .from(titles)
    .where(eq(titles.slug, slug));
  if (!title) return null;
  const base = { ...title, titleId: title.id, titleHref: titleHref(title.kind, title.slug) };
  if (title.kind !== 'tv-show') {
    if (season !== undefined) return null;
    return { ...base, target: `title:${title.id}`, episode: null, next: null };
  }
  if (season === undefined || episode === undefined) return null;
  // The show's episodes in order: this one and the one after it.
  const all = await db
    .select({
      id: episodes.id,
      season: seasons.number,
      number: episodes.number,
      name: episodes.name,
      synopsis: episodes.synopsis,
      stillPath: episodes.stillPath,
    })
    .from(episodes)
    .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
    .where(eq(seasons.titleId, title.id))
    .orderBy(asc(seasons.number), asc(episodes.number));
  const at = all.findIndex((e) => e.season === season && e.number === episode);
  if (at === -1) return null;
  return { ...base, target: `episode:${all[at]!.id}`, episode: all[at]!, next: all[at + 1] ?? null };
}

/** The title (and episode) a playback target belongs to: 'title:<id>' of a movie or video, 'episode:<id>'. */
export async function getTargetTitle(target: string): Promise<{ titleId: number; episodeId: number | null } | null> {
  const m = /^(title|episode):(\d{1,9})$/.exec(target);
  if (!m) return null;
  const id = Number(m[2]);
  const db = getDb();
  if (m[1] === 'title') {
    const [row] = await db
      .select({ id: titles.id })
      .from(titles)
      .where(and(eq(titles.id, id), ne(titles.kind, 'tv-show')));
    return row ? { titleId: row.id, episodeId: null } : null;
  }
  const [row] = await db
    .select({ titleId: seasons.titleId })
    .from(episodes)
    .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
    .where(eq(episodes.id, id));
  return row ? { titleId: row.titleId, episodeId: id } : null;
}

/** Episodes by id with what links to them: the show's slug, season and number. */
export async function getEpisodeRefs(ids: number[]) {
  if (!ids.length) return [];
  return getDb()
    .select({
      id: episodes.id,
      slug: titles.slug,
      season: seasons.number,
      number: episodes.number,
      name: episodes.name,
      stillPath: episodes.stillPath,
    })
    .from(episodes)
    .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
    .innerJoin(titles, eq(titles.id, seasons.titleId))
    .where(inArray(episodes.id, ids));
}

/** The first episode of a show (season order), for its Play button. */
export async function getFirstEpisode(titleId: number): Promise<{ season: number; number: number } | null> {
  const [row] = await getDb()
    .select({ season: seasons.number, number: episodes.number })
    .from(episodes)
    .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
    .where(eq(seasons.titleId, titleId))
    .orderBy(asc(seasons.number), asc(episodes.number))
    .limit(1);
  return row ?? null;
}

/** Everything that can play, as playback targets ('title:<id>' for movies and videos, 'episode:<id>'), 18+ or not. */
export async function listPlayableTargets(): Promise<{ target: string; restricted: boolean }[]> {
  const db = getDb();
  const [single, eps] = await Promise.all([
    db.select({ id: titles.id, restricted: titles.restricted }).from(titles).where(ne(titles.kind, 'tv-show')).orderBy(asc(titles.id)),
    db
      .select({ id: episodes.id, restricted: titles.restricted })
      .from(episodes)
      .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
      .innerJoin(titles, eq(titles.id, seasons.titleId))
      .orderBy(asc(episodes.id)),
  ]);
  return [
    ...single.map((r) => ({ target: `title:${r.id}`, restricted: r.restricted })),
    ...eps.map((r) => ({ target: `episode:${r.id}`, restricted: r.restricted })),
  ];
}

/** Cards for these titles in the order given (a person's lists keep their own order); unknown ids are skipped. */
export async function getTitleCards(ids: number[]): Promise<TitleCard[]> {
  if (!ids.length) return [];
  const rows = await getDb().select(cardColumns).from(titles).where(inArray(titles.id, ids));
  const byId = new Map(rows.map((r) => [r.id, toCard(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The 18+ titles, left out of every other listing (see `browsable`), a page at a time. */
export async function getRestrictedTitles(page = 1) {
  const db = getDb();
  const where = eq(titles.restricted, true);
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
function termTitleKinds(kind: 'genre' | 'tag' | 'category'): TitleKind[] {
  return kind === 'category' ? ['video'] : ['movie', 'tv-show'];
}

/**
 * A genre, tag or category with its newest titles, a page per kind (movies, TV shows or videos), and how many
 * there are in all; the listing pages hold the rest.
 */
export const getTermWithTitles = cache(async (kind: 'genre' | 'tag' | 'category', slug: string) =>
  isSlug(slug) ? loadTermWithTitles(kind, slug) : null,
);
const loadTermWithTitles = cachedRead('catalogue:term', readTermWithTitles, ([kind]) => [
  catalogueTags.terms,
  ...termTitleKinds(kind).map(catalogueTags.listing),
]);
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

/** A page of the people index, by name. */
export const listPeople = cachedRead('catalogue:people', readPeople, [catalogueTags.people]);
async function readPeople(page = 1, pageSize = 40) {
  const db = getDb();
  const [rows, total] = await Promise.all([
    db
      .select({
        id: people.id,
        slug: people.slug,
        name: people.name,
        designation: people.designation,
        profileImage: people.profileImage,
        knownCredits: people.knownCredits,
      })
      .from(people)
      .orderBy(asc(people.name), asc(people.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.$count(people),
  ]);
  return { items: rows, total, page, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/** A person's page: their details and their credits' cards; null for no such person. */
export const getPersonBySlug = cache(async (slug: string) => (isSlug(slug) ? loadPerson(slug) : null));
const loadPerson = cachedRead('catalogue:person', readPerson, ([slug]) => [catalogueTags.person(slug)]);
async function readPerson(slug: string) {
  const db = getDb();
  const [person] = await db.select().from(people).where(eq(people.slug, slug));
  if (!person) return null;
  const rows = await db
    .select({ ...cardColumns, role: credits.role, part: credits.part })
    .from(credits)
    .innerJoin(titles, eq(titles.id, credits.titleId))
    .where(and(eq(credits.personId, person.id), browsable))
    .orderBy(sql`${titles.releaseDate} desc nulls last`, asc(titles.id));
  const { searchVector: _omit, ...fields } = person;
  return { ...fields, credits: rows.map((r) => ({ ...toCard(r), role: r.role, part: r.part })) };
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
    ...titleRows.map((t) => ({ path: titleHref(t.kind, t.slug), lastModified: t.createdAt })),
    ...peopleRows.map((p) => ({ path: `/cast/${p.slug}`, lastModified: undefined })),
    ...termRows.map((t) => ({ path: `/${t.kind === 'genre' ? 'genres' : 'tags'}/${t.slug}`, lastModified: undefined })),
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

/** Titles per kind as the listings count them, and the 18+ titles apart (the operator's view). */
export async function countCatalogue() {
  const rows = await getDb()
    .select({
      kind: titles.kind,
      count: sql<number>`(count(*) filter (where ${browsable}))::int`,
      restricted: sql<number>`(count(*) filter (where not ${browsable}))::int`,
    })
    .from(titles)
    .groupBy(titles.kind);
  const counts = { movie: 0, 'tv-show': 0, video: 0, restricted: 0 };
  for (const r of rows) {
    counts[r.kind] = r.count;
    counts.restricted += r.restricted;
  }
  return counts;
}
