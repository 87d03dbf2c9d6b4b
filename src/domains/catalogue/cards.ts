import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { cachedRead } from '@/server/cached';
import { type TitleKind, movieTime, runtimeText } from './format';
import { slugSchema } from './params';
import { titles } from './schema';
import { titlePath } from './paths';
import { catalogueTags } from './tags';

// A title as every list shows it (its card), the one visibility rule, and cards by id.

export type TitleCard = {
  id: number;
  kind: TitleKind;
  slug: string;
  name: string;
  href: string;
  posterPath: string | null;
  backdropPath: string | null;
  /** SPEC.md's '2hr: 12mins': the card's field as SPEC.md names it (pages show `runtime`, decision 0027). */
  movieTime: string;
  /** "2 h 12 min": the runtime everywhere else. */
  runtime: string;
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

export type CardRow = Pick<typeof titles.$inferSelect, Exclude<keyof typeof cardColumns, 'seasonCount'>> & { seasonCount: number };

export function toCard(row: CardRow): TitleCard {
  const upcoming = !!row.releaseDate && row.releaseDate > new Date().toISOString().slice(0, 10);
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    name: row.name,
    href: titlePath(row.kind, row.slug),
    posterPath: row.posterPath,
    backdropPath: row.backdropPath,
    movieTime: movieTime(row.runtimeMinutes),
    runtime: runtimeText(row.runtimeMinutes),
    releaseDate: row.releaseDate,
    releaseYear: row.releaseDate?.slice(0, 4) ?? '',
    upcoming,
    seasonCount: row.seasonCount,
    contentRating: row.contentRating,
    score: upcoming ? null : row.score,
    synopsis: row.synopsis,
  };
}

/** Published: not a draft, and its scheduled release (if any) has come. Nothing public shows a title before. */
export const released = sql`${titles.publishedAt} <= now()`;

/**
 * The one visibility rule: 18+ titles are left out of every listing, rail, search, suggestion, sitemap and
 * count; only /movies/restricted and their own (gated) pages show them. Unreleased titles are nowhere.
 */
export const browsable = and(eq(titles.restricted, false), released)!;

// A slug from a URL that cannot exist (NUL bytes, capitals, 10 kB) is answered without asking the database.
export const isSlug = (slug: string) => slugSchema.safeParse(slug).success;

/** Cards for these titles in the order given (a person's lists keep their own order); unknown ids are skipped. */
export async function getTitleCards(ids: number[]): Promise<TitleCard[]> {
  if (!ids.length) return [];
  const rows = await getDb()
    .select(cardColumns)
    .from(titles)
    .where(and(inArray(titles.id, ids), released));
  const byId = new Map(rows.map((r) => [r.id, toCard(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Cards for browsable titles by slug, in the order given (a blog post's cards); unknown or 18+ slugs are skipped. */
export async function getTitleCardsBySlugs(slugs: string[]): Promise<TitleCard[]> {
  const valid = slugs.filter(isSlug);
  if (!valid.length) return [];
  const rows = await getDb()
    .select(cardColumns)
    .from(titles)
    .where(and(inArray(titles.slug, valid), browsable));
  const bySlug = new Map(rows.map((r) => [r.slug, toCard(r)]));
  return valid.flatMap((slug) => bySlug.get(slug) ?? []);
}

/** Rows naming one person or title twice (a director who also wrote the film) as one, their parts joined. */
export function joinParts<T extends { part: string | null }>(rows: T[], key: (row: T) => string | number): T[] {
  const byKey = new Map<string | number, T>();
  for (const row of rows) {
    const seen = byKey.get(key(row));
    if (!seen) byKey.set(key(row), { ...row });
    else if (row.part && row.part !== seen.part) seen.part = seen.part ? `${seen.part} · ${row.part}` : row.part;
  }
  return [...byKey.values()];
}

/**
 * Cards of listed titles (published, not 18+) by id, in the order given: what other parts of the site show of the
 * catalogue (a product's titles, the merchandise index). Kept under catalogueTags.cards, which every title change expires.
 */
export const listedTitleCards = cachedRead(
  'catalogue:listed-cards',
  async (ids: number[]): Promise<TitleCard[]> => {
    if (!ids.length) return [];
    const rows = await getDb()
      .select(cardColumns)
      .from(titles)
      .where(and(inArray(titles.id, ids), browsable));
    const byId = new Map(rows.map((r) => [r.id, toCard(r)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  },
  [catalogueTags.cards],
);

/** getTitleCardsBySlugs through the cache, under catalogueTags.cards (a post's cards). */
export const listedTitleCardsBySlugs = cachedRead('catalogue:listed-cards-by-slug', getTitleCardsBySlugs, [catalogueTags.cards]);
