import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/db/client';
import type { TitleKind } from './format';
import { episodeCode, personPath, termPath, titlePath, watchPath } from './paths';
import { CURATED_LISTS, type CuratedListSlug } from './curated';
import { credits, curatedListItems, curatedLists, episodes, people, seasons, terms, titles, titleTerms } from './schema';
import { termTitleKinds } from './terms';
import { foldAccents } from './search-text';

// The studio's reads of the catalogue: every title (18+ and unreleased too), uncached, for operators only (the
// studio's pages check the viewer before they call these).

export const STUDIO_PAGE_SIZE = 25;

export type StudioTitleRow = {
  slug: string;
  name: string;
  kind: TitleKind;
  releaseDate: string | null;
  restricted: boolean;
  publishedAt: Date | null;
  href: string;
};

/** Which titles a studio list shows: all, or the drafts and scheduled releases only. */
export const TITLE_STATES = ['all', 'unreleased'] as const;
export type TitleState = (typeof TITLE_STATES)[number];

/** What the public sees of a title: a draft, scheduled for a time to come, or published. */
export const publishingOf = (publishedAt: Date | null, now = new Date()) =>
  publishedAt === null ? 'draft' : publishedAt > now ? 'scheduled' : 'published';

/** A page of titles by name, optionally those whose name contains `q` (case and accents as typed). */
export async function studioTitles(
  q: string,
  page: number,
  state: TitleState = 'all',
): Promise<{ rows: StudioTitleRow[]; total: number; pageCount: number }> {
  const where = and(
    q ? sql`${titles.name} ilike ${`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined,
    state === 'unreleased' ? sql`(${titles.publishedAt} is null or ${titles.publishedAt} > now())` : undefined,
  );
  const db = getDb();
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({
        slug: titles.slug,
        name: titles.name,
        kind: titles.kind,
        releaseDate: titles.releaseDate,
        restricted: titles.restricted,
        publishedAt: titles.publishedAt,
      })
      .from(titles)
      .where(where)
      .orderBy(asc(titles.name), asc(titles.id))
      .limit(STUDIO_PAGE_SIZE)
      .offset((page - 1) * STUDIO_PAGE_SIZE),
    db.select({ total: count() }).from(titles).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, href: titlePath(r.kind, r.slug) })),
    total,
    pageCount: Math.max(1, Math.ceil(total / STUDIO_PAGE_SIZE)),
  };
}

/** One title's editable details, or undefined. */
export async function studioTitle(slug: string) {
  const [row] = await getDb()
    .select({
      id: titles.id,
      slug: titles.slug,
      name: titles.name,
      kind: titles.kind,
      synopsis: titles.synopsis,
      restricted: titles.restricted,
      releaseDate: titles.releaseDate,
      runtimeMinutes: titles.runtimeMinutes,
      contentRating: titles.contentRating,
      language: titles.language,
      posterPath: titles.posterPath,
      backdropPath: titles.backdropPath,
      publishedAt: titles.publishedAt,
      // Qualified by hand: Drizzle leaves a one-table select's columns unqualified, and the inner titles would answer.
      extraOf: sql<string | null>`(select p.slug from titles p where p.id = titles.extra_of)`,
    })
    .from(titles)
    .where(eq(titles.slug, slug))
    .limit(1);
  return row && { ...row, href: titlePath(row.kind, row.slug), watchHref: watchPath(row.slug) };
}

export type StudioCuratedItem = {
  id: number;
  slug: string;
  name: string;
  kind: TitleKind;
  posterPath: string | null;
  href: string;
  /** Why a title on the row is not shown to visitors right now (the row leaves it out until then), or null. */
  hidden: 'draft' | 'scheduled' | '18+' | null;
};

/** Every curated row the screens ask for, in the manifest's order, with how many titles each holds. */
export async function studioCuratedLists(): Promise<{ slug: CuratedListSlug; name: string; count: number }[]> {
  const rows = await getDb()
    .select({ slug: curatedLists.slug, count: count(curatedListItems.titleId) })
    .from(curatedLists)
    .leftJoin(curatedListItems, eq(curatedListItems.listId, curatedLists.id))
    .groupBy(curatedLists.slug);
  const counts = new Map(rows.map((r) => [r.slug, r.count]));
  return (Object.entries(CURATED_LISTS) as [CuratedListSlug, string][]).map(([slug, name]) => ({
    slug,
    name,
    count: counts.get(slug) ?? 0,
  }));
}

/** A curated row's titles in their order, drafts and 18+ ones too (marked: visitors do not see them on the row). */
export async function studioCuratedList(slug: CuratedListSlug): Promise<StudioCuratedItem[]> {
  const rows = await getDb()
    .select({
      id: titles.id,
      slug: titles.slug,
      name: titles.name,
      kind: titles.kind,
      posterPath: titles.posterPath,
      restricted: titles.restricted,
      publishedAt: titles.publishedAt,
    })
    .from(curatedListItems)
    .innerJoin(curatedLists, eq(curatedLists.id, curatedListItems.listId))
    .innerJoin(titles, eq(titles.id, curatedListItems.titleId))
    .where(eq(curatedLists.slug, slug))
    .orderBy(asc(curatedListItems.position), asc(titles.id));
  const now = new Date();
  return rows.map(({ restricted, publishedAt, ...r }) => ({
    ...r,
    href: titlePath(r.kind, r.slug),
    hidden: hiddenFromRows(restricted, publishedAt, now),
  }));
}

/** Why a curated row leaves a title out for visitors: not out yet, or 18+ (rows never show those). */
export function hiddenFromRows(restricted: boolean, publishedAt: Date | null, now = new Date()): StudioCuratedItem['hidden'] {
  if (restricted) return '18+';
  const state = publishingOf(publishedAt, now);
  return state === 'published' ? null : state;
}

export type TermKind = 'genre' | 'tag' | 'category';
export const TERM_KINDS: [TermKind, string][] = [
  ['genre', 'Genres'],
  ['tag', 'Tags'],
  ['category', 'Categories'],
];

/** The kinds of term a title of this kind has: genres and tags for movies and shows, categories for videos. */
export const termKindsFor = (kind: TitleKind): TermKind[] => TERM_KINDS.map(([k]) => k).filter((k) => termTitleKinds(k).includes(kind));

export type StudioTermGroup = { kind: TermKind; label: string; terms: { id: number; title: string; checked: boolean }[] };

/** The genres and tags (a movie or show) or categories (a video) a title can have, those it has checked. */
export async function studioTitleTerms(titleId: number, kind: TitleKind): Promise<StudioTermGroup[]> {
  const kinds = TERM_KINDS.filter(([k]) => termKindsFor(kind).includes(k));
  const rows = await getDb()
    .select({ id: terms.id, kind: terms.kind, title: terms.title, checked: sql<boolean>`${titleTerms.titleId} is not null` })
    .from(terms)
    .leftJoin(titleTerms, and(eq(titleTerms.termId, terms.id), eq(titleTerms.titleId, titleId)))
    .where(
      inArray(
        terms.kind,
        kinds.map(([k]) => k),
      ),
    )
    .orderBy(asc(terms.title));
  return kinds.map(([k, label]) => ({
    kind: k,
    label,
    terms: rows.filter((r) => r.kind === k).map(({ id, title, checked }) => ({ id, title, checked })),
  }));
}

/** Every genre, tag and category, with how many titles (any, drafts too) have it. */
export async function studioTerms() {
  const rows = await getDb()
    .select({ id: terms.id, kind: terms.kind, slug: terms.slug, title: terms.title, count: count(titleTerms.titleId) })
    .from(terms)
    .leftJoin(titleTerms, eq(titleTerms.termId, terms.id))
    .groupBy(terms.id)
    .orderBy(asc(terms.title));
  return TERM_KINDS.map(([kind, label]) => ({
    kind,
    label,
    terms: rows.filter((r) => r.kind === kind).map((r) => ({ ...r, href: termPath(r.kind, r.slug) })),
  }));
}

export type StudioCastRow = { slug: string; name: string; designation: string; credits: number; href: string };

/** A page of the cast and crew by name, optionally those whose name contains `q`. */
export async function studioCast(q: string, page: number): Promise<{ rows: StudioCastRow[]; total: number; pageCount: number }> {
  // Accent-blind, as the site's search is ("jimenez" finds Jiménez), read through the sort name's trigram index.
  const where = q ? sql`${people.sortName} like ${`%${foldAccents(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined;
  const db = getDb();
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ slug: people.slug, name: people.name, designation: people.designation, credits: count(credits.id) })
      .from(people)
      .leftJoin(credits, eq(credits.personId, people.id))
      .where(where)
      .groupBy(people.id)
      .orderBy(asc(people.sortName), asc(people.id))
      .limit(STUDIO_PAGE_SIZE)
      .offset((page - 1) * STUDIO_PAGE_SIZE),
    db.select({ total: count() }).from(people).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, href: personPath(r.slug) })),
    total,
    pageCount: Math.max(1, Math.ceil(total / STUDIO_PAGE_SIZE)),
  };
}

/** One person of the cast and crew, every field the studio edits; undefined when there is none. */
export async function studioCastMember(slug: string) {
  const [row] = await getDb()
    .select({
      slug: people.slug,
      name: people.name,
      designation: people.designation,
      knownCredits: people.knownCredits,
      birthday: people.birthday,
      birthPlace: people.birthPlace,
      alsoKnownAs: people.alsoKnownAs,
      biography: people.biography,
      profileImage: people.profileImage,
    })
    .from(people)
    .where(eq(people.slug, slug))
    .limit(1);
  return row && { ...row, href: personPath(row.slug) };
}

export type StudioCredit = { id: number; name: string; personSlug: string; role: 'cast' | 'crew'; part: string };

/** A title's cast and crew in billing order. */
export async function studioTitleCredits(titleId: number): Promise<StudioCredit[]> {
  return getDb()
    .select({ id: credits.id, name: people.name, personSlug: people.slug, role: credits.role, part: credits.part })
    .from(credits)
    .innerJoin(people, eq(people.id, credits.personId))
    .where(eq(credits.titleId, titleId))
    .orderBy(asc(credits.position), asc(credits.id));
}

export type StudioSeason = {
  number: number;
  name: string;
  episodes: { id: number; number: number; name: string; runtimeMinutes: number | null; releaseDate: string | null; code: string }[];
};

/** A show's seasons with their episodes, in order. */
export async function studioSeasons(titleId: number): Promise<StudioSeason[]> {
  const db = getDb();
  const seasonRows = await db
    .select({ id: seasons.id, number: seasons.number, name: seasons.name })
    .from(seasons)
    .where(eq(seasons.titleId, titleId))
    .orderBy(asc(seasons.number));
  const episodeRows = seasonRows.length
    ? await db
        .select({
          id: episodes.id,
          seasonId: episodes.seasonId,
          number: episodes.number,
          name: episodes.name,
          runtimeMinutes: episodes.runtimeMinutes,
          releaseDate: episodes.releaseDate,
        })
        .from(episodes)
        .where(
          inArray(
            episodes.seasonId,
            seasonRows.map((s) => s.id),
          ),
        )
        .orderBy(asc(episodes.number))
    : [];
  return seasonRows.map((s) => ({
    number: s.number,
    name: s.name,
    episodes: episodeRows
      .filter((e) => e.seasonId === s.id)
      .map(({ seasonId: _s, ...e }) => ({ ...e, code: episodeCode({ season: s.number, number: e.number }) })),
  }));
}

/** One episode of a show by season and number, with what the studio edits; undefined when there is none. */
export async function studioEpisode(slug: string, season: number, episode: number) {
  const [row] = await getDb()
    .select({
      id: episodes.id,
      showName: titles.name,
      name: episodes.name,
      synopsis: episodes.synopsis,
      runtimeMinutes: episodes.runtimeMinutes,
      releaseDate: episodes.releaseDate,
      stillPath: episodes.stillPath,
    })
    .from(episodes)
    .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
    .innerJoin(titles, eq(titles.id, seasons.titleId))
    .where(and(eq(titles.slug, slug), eq(titles.kind, 'tv-show'), eq(seasons.number, season), eq(episodes.number, episode)))
    .limit(1);
  return row && { ...row, season, number: episode, watchHref: watchPath(slug, { season, number: episode }) };
}

export type TitleRef = {
  id: number;
  slug: string;
  name: string;
  kind: TitleKind;
  posterPath: string | null;
  restricted: boolean;
  publishedAt: Date | null;
};

/** Titles by id (drafts too), for another part of the studio that links to them. */
export async function titleRefs(ids: number[]): Promise<TitleRef[]> {
  if (!ids.length) return [];
  return getDb().select(titleRefColumns).from(titles).where(inArray(titles.id, ids)).orderBy(asc(titles.name));
}

const titleRefColumns = {
  id: titles.id,
  slug: titles.slug,
  name: titles.name,
  kind: titles.kind,
  posterPath: titles.posterPath,
  restricted: titles.restricted,
  publishedAt: titles.publishedAt,
};

/**
 * The title an operator means by a slug or an exact name (any case): one, or an error in words (none; several
 * share the name, so the slug is asked for).
 */
export async function findTitleRef(db: Executor, wanted: string): Promise<{ title: TitleRef } | { error: string; status: 404 | 409 }> {
  const slug = wanted.trim().toLowerCase();
  const matches = await db
    .select(titleRefColumns)
    .from(titles)
    .where(sql`${titles.slug} = ${slug} or lower(${titles.name}) = ${slug}`)
    .orderBy(asc(titles.id))
    .limit(6);
  const title = matches.find((m) => m.slug === slug) ?? (matches.length === 1 ? matches[0] : undefined);
  if (title) return { title };
  if (!matches.length) return { error: `No title is called “${wanted}” or has it as its slug.`, status: 404 };
  return {
    error: `Several titles are called “${wanted}”: give the slug of the one you mean (${matches.map((m) => m.slug).join(', ')}).`,
    status: 409,
  };
}
