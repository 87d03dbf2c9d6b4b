import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { cachedRead } from '@/server/cached';
import { browsable, cardColumns, getTitleCardsBySlugs, toCard, type TitleCard } from './cards';
import type { TitleKind } from './format';
import { credits, people, titles } from './schema';
import { catalogueTags } from './tags';

// The catalogue's reads for the data API (GraphQL): pages of any size up to 50, and the credits of many titles in one
// query (its dataloader batches a list's titles into one call).

export const API_MAX_PAGE = 50;

async function readCardsPage(kind: TitleKind | null, first: number, offset: number): Promise<{ items: TitleCard[]; total: number }> {
  const where = and(browsable, kind ? eq(titles.kind, kind) : undefined);
  const db = getDb();
  const [rows, total] = await Promise.all([
    db
      .select(cardColumns)
      .from(titles)
      .where(where)
      .orderBy(sql`(${titles.releaseDate} > current_date) asc nulls last`, sql`${titles.releaseDate} desc nulls last`, asc(titles.id))
      .limit(first)
      .offset(offset),
    db.$count(titles, where),
  ]);
  return { items: rows.map(toCard), total };
}

/** Released titles first, newest first (as the listings' default order); 18+ titles are not listed. */
export const titleCardsPage = cachedRead('catalogue:api-page', readCardsPage, ([kind]) =>
  (kind ? [kind] : (['movie', 'tv-show', 'video'] as const)).map(catalogueTags.listing),
);

export type ApiCredit = { titleId: number; role: 'cast' | 'crew'; part: string | null; slug: string; name: string; designation: string };

/** The credits of every title named, in billing order, in one query. */
export async function creditsOfTitles(titleIds: readonly number[]): Promise<Map<number, ApiCredit[]>> {
  const found = new Map<number, ApiCredit[]>(titleIds.map((id) => [id, []]));
  if (!titleIds.length) return found;
  const rows = await getDb()
    .select({
      titleId: credits.titleId,
      role: credits.role,
      part: credits.part,
      slug: people.slug,
      name: people.name,
      designation: people.designation,
    })
    .from(credits)
    .innerJoin(people, eq(people.id, credits.personId))
    .where(inArray(credits.titleId, [...titleIds]))
    .orderBy(asc(credits.titleId), asc(credits.position));
  for (const row of rows) found.get(row.titleId)?.push(row);
  return found;
}

/** The titles each person is credited on (newest first, 18+ left out), in one query. */
export async function titlesOfPeople(slugs: readonly string[]): Promise<Map<string, TitleCard[]>> {
  const found = new Map<string, TitleCard[]>(slugs.map((slug) => [slug, []]));
  if (!slugs.length) return found;
  const rows = await getDb()
    .selectDistinctOn([people.slug, titles.id], { person: people.slug, ...cardColumns })
    .from(credits)
    .innerJoin(people, eq(people.id, credits.personId))
    .innerJoin(titles, eq(titles.id, credits.titleId))
    .where(and(inArray(people.slug, [...slugs]), browsable))
    .orderBy(people.slug, titles.id);
  for (const { person, ...row } of rows) found.get(person)?.push(toCard(row));
  for (const cards of found.values()) cards.sort((a, b) => (b.releaseDate ?? '').localeCompare(a.releaseDate ?? ''));
  return found;
}

/** A title's card by its slug (18+ ones are not in the API), cached under the title's tag. */
export const titleCardBySlug = cachedRead(
  'catalogue:api-title',
  async (slug: string) => (await getTitleCardsBySlugs([slug]))[0] ?? null,
  ([slug]) => [catalogueTags.title(slug)],
  { keep: (card) => card !== null },
);

/** Which of these titles the data API shows (not 18+): its watchlist answers leave the others out. */
export async function listedTitleIds(ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await getDb()
    .select({ id: titles.id })
    .from(titles)
    .where(and(inArray(titles.id, [...ids]), browsable));
  return new Set(rows.map((r) => r.id));
}
