import { asc, count, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { TitleKind } from './format';
import { titlePath, watchPath } from './paths';
import { titles } from './schema';

// The studio's reads of the catalogue: every title (18+ and unreleased too), uncached, for operators only (the
// studio's pages check the viewer before they call these).

export const STUDIO_PAGE_SIZE = 25;

export type StudioTitleRow = { slug: string; name: string; kind: TitleKind; releaseDate: string | null; restricted: boolean; href: string };

/** A page of titles by name, optionally those whose name contains `q` (case and accents as typed). */
export async function studioTitles(q: string, page: number): Promise<{ rows: StudioTitleRow[]; total: number; pageCount: number }> {
  const where = q ? sql`${titles.name} ilike ${`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined;
  const db = getDb();
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ slug: titles.slug, name: titles.name, kind: titles.kind, releaseDate: titles.releaseDate, restricted: titles.restricted })
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
    })
    .from(titles)
    .where(eq(titles.slug, slug))
    .limit(1);
  return row && { ...row, href: titlePath(row.kind, row.slug), watchHref: watchPath(row.slug) };
}
