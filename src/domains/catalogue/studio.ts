import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { TitleKind } from './format';
import { termPath, titlePath, watchPath } from './paths';
import { CURATED_LISTS, type CuratedListSlug } from './curated';
import { curatedListItems, curatedLists, terms, titles, titleTerms } from './schema';
import { termTitleKinds } from './terms';

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
