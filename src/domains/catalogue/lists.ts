import { and, asc, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { cachedRead } from '@/server/cached';
import { browsable, cardColumns, toCard } from './cards';
import type { CuratedListSlug } from './curated';
import { curatedListItems, curatedLists, titles } from './schema';
import { catalogueTags } from './tags';

// The curated rows (sliders, top 10, popular...): ordered rows in the database, read two queries at a time.

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
