import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/db/client';
import { getTitleCards, type TitleCard } from '@/domains/catalogue/cards';
import { ActionError } from '@/server/action-error';
import { watchlistItems } from './schema';

// The play list (also called the watchlist): titles an identity means to watch, newest addition first. Every read
// and write is scoped to the identity that asks; there is no way to name another's list.

/** The ids of the titles on the list, newest first: what the cards' buttons and the menu's count need. */
export async function watchlistTitleIds(identityId: string): Promise<number[]> {
  const rows = await getDb()
    .select({ titleId: watchlistItems.titleId })
    .from(watchlistItems)
    .where(eq(watchlistItems.identityId, identityId))
    .orderBy(desc(watchlistItems.addedAt), desc(watchlistItems.titleId));
  return rows.map((r) => r.titleId);
}

export async function getWatchlist(identityId: string): Promise<TitleCard[]> {
  return getTitleCards(await watchlistTitleIds(identityId));
}

export async function titleExists(titleId: number): Promise<boolean> {
  return (await getTitleCards([titleId])).length > 0;
}

/** Puts a title on the list or takes it off (either twice is the same as once); returns the list's ids. */
export async function setWatchlisted(identityId: string, titleId: number, listed: boolean): Promise<number[]> {
  const db = getDb();
  if (listed) {
    if (!(await titleExists(titleId))) throw new ActionError('That title is no longer available.', 404);
    await db.insert(watchlistItems).values({ identityId, titleId }).onConflictDoNothing();
  } else {
    await db.delete(watchlistItems).where(and(eq(watchlistItems.identityId, identityId), eq(watchlistItems.titleId, titleId)));
  }
  return watchlistTitleIds(identityId);
}

/** A guest's watchlist joins the person's at sign-in (the earlier addition's time kept). */
export async function mergeGuestWatchlist(tx: Executor, guestId: string, userId: string): Promise<void> {
  await tx.execute(sql`
    insert into ${watchlistItems} (identity_id, title_id, added_at)
    select ${userId}, title_id, added_at from ${watchlistItems} where identity_id = ${guestId}
    on conflict (identity_id, title_id) do update set added_at = least(${watchlistItems.addedAt}, excluded.added_at)`);
}
