import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type Executor } from '@/db/client';
import { getTitleCards, type TitleCard } from '@/domains/catalogue/cards';
import { firstPlay } from '@/domains/catalogue/targets';
import { ActionError } from '@/server/action-error';
import { collectionItems, collections } from './schema';
import { isWellFormedText, NOT_IN_A_NAME } from '@/lib/text';

// Named, ordered collections of titles. Every read and write names the owning identity: another identity's
// collection is simply not found (404), never shown or changed.

export const MAX_COLLECTIONS = 100;
export const MAX_COLLECTION_TITLES = 500;

export const collectionNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the collection a name.')
  .max(60, 'Keep the name to 60 characters or fewer.')
  .refine((name) => !NOT_IN_A_NAME.test(name), 'Use letters, numbers, spaces and punctuation only.')
  .refine(isWellFormedText, 'Use letters, numbers, spaces and punctuation only.');

export type CollectionSummary = { id: string; name: string; count: number; posters: string[]; updatedAt: Date };
export type Collection = { id: string; name: string; items: TitleCard[] };

const uuid = z.string().uuid();

export async function listCollections(identityId: string): Promise<CollectionSummary[]> {
  const rows = await getDb()
    .select({
      id: collections.id,
      name: collections.name,
      updatedAt: collections.updatedAt,
      count: sql<number>`(select count(*) from ${collectionItems} ci where ci.collection_id = ${collections.id})::int`,
      titleIds: sql<
        number[]
      >`coalesce((select array_agg(ci.title_id order by ci.position) from (select title_id, position from ${collectionItems} ci where ci.collection_id = ${collections.id} order by position limit 4) ci), '{}')`,
    })
    .from(collections)
    .where(eq(collections.identityId, identityId))
    .orderBy(desc(collections.updatedAt), asc(collections.name));
  const cards = new Map((await getTitleCards([...new Set(rows.flatMap((r) => r.titleIds))])).map((c) => [c.id, c]));
  return rows.map(({ titleIds, ...r }) => ({
    ...r,
    posters: titleIds.flatMap((id) => cards.get(id)?.posterPath ?? []),
  }));
}

async function owned(identityId: string, collectionId: string) {
  if (!uuid.safeParse(collectionId).success) return undefined;
  const [row] = await getDb()
    .select({ id: collections.id, name: collections.name })
    .from(collections)
    .where(and(eq(collections.id, collectionId), eq(collections.identityId, identityId)));
  return row;
}

/** Whether the collection is this identity's (for an action's authorize). */
export async function collectionBelongsTo(identityId: string, collectionId: string): Promise<boolean> {
  return !!(await owned(identityId, collectionId));
}

async function ownedOrThrow(identityId: string, collectionId: string) {
  const row = await owned(identityId, collectionId);
  if (!row) throw new ActionError('That collection was not found. It may have been deleted.', 404);
  return row;
}

async function titleIdsOf(collectionId: string): Promise<number[]> {
  const rows = await getDb()
    .select({ titleId: collectionItems.titleId })
    .from(collectionItems)
    .where(eq(collectionItems.collectionId, collectionId))
    .orderBy(asc(collectionItems.position), asc(collectionItems.addedAt));
  return rows.map((r) => r.titleId);
}

export async function getCollection(identityId: string, collectionId: string): Promise<Collection | undefined> {
  const row = await owned(identityId, collectionId);
  if (!row) return undefined;
  return { ...row, items: await getTitleCards(await titleIdsOf(row.id)) };
}

/** A watch page's address that goes on through the collection when it ends. */
export const inCollection = (watchHref: string, collectionId: string) => `${watchHref}?collection=${collectionId}`;

/**
 * Playing a collection in its order: the first of its titles that plays (or the first after `afterTitleId`), where it
 * plays and its name, with the collection's name; next null at its end. Undefined for another identity's collection.
 */
export async function collectionPlay(
  identityId: string,
  collectionId: string,
  afterTitleId?: number,
): Promise<{ name: string; next: { href: string; label: string } | null } | undefined> {
  const collection = await getCollection(identityId, collectionId);
  if (!collection) return undefined;
  const from = afterTitleId === undefined ? 0 : collection.items.findIndex((t) => t.id === afterTitleId) + 1;
  // A title playing that is not in the collection (removed meanwhile) plays on into nothing.
  if (afterTitleId !== undefined && from === 0) return { name: collection.name, next: null };
  for (const title of collection.items.slice(from)) {
    const play = await firstPlay(title);
    if (play) return { name: collection.name, next: { href: inCollection(play.href, collection.id), label: title.name } };
  }
  return { name: collection.name, next: null };
}

/** The identity's collections with whether each holds this title: what "Add to collection" offers. */
export async function collectionsWithTitle(identityId: string, titleId: number) {
  return getDb()
    .select({
      id: collections.id,
      name: collections.name,
      has: sql<boolean>`exists (select 1 from ${collectionItems} ci where ci.collection_id = ${collections.id} and ci.title_id = ${titleId})`,
    })
    .from(collections)
    .where(eq(collections.identityId, identityId))
    .orderBy(asc(sql`lower(${collections.name})`));
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505';
const nameTaken = (name: string) => new ActionError(`You already have a collection called “${name}”. Choose another name.`, 409);

export async function createCollection(identityId: string, rawName: string): Promise<{ id: string; name: string }> {
  const name = collectionNameSchema.parse(rawName);
  const db = getDb();
  if ((await db.$count(collections, eq(collections.identityId, identityId))) >= MAX_COLLECTIONS)
    throw new ActionError(`You can keep up to ${MAX_COLLECTIONS} collections. Delete one to make room.`, 409);
  try {
    const [row] = await db.insert(collections).values({ identityId, name }).returning({ id: collections.id, name: collections.name });
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name);
    throw error;
  }
}

export async function renameCollection(identityId: string, collectionId: string, rawName: string): Promise<void> {
  const name = collectionNameSchema.parse(rawName);
  await ownedOrThrow(identityId, collectionId);
  try {
    await getDb()
      .update(collections)
      .set({ name, updatedAt: sql`now()` })
      .where(and(eq(collections.id, collectionId), eq(collections.identityId, identityId)));
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name);
    throw error;
  }
}

export async function deleteCollection(identityId: string, collectionId: string): Promise<void> {
  await ownedOrThrow(identityId, collectionId);
  await getDb()
    .delete(collections)
    .where(and(eq(collections.id, collectionId), eq(collections.identityId, identityId)));
}

const touch = (collectionId: string) =>
  getDb()
    .update(collections)
    .set({ updatedAt: sql`now()` })
    .where(eq(collections.id, collectionId));

/** Appends a title (already there: nothing changes); returns the collection's title ids in order. */
export async function addToCollection(identityId: string, collectionId: string, titleId: number): Promise<number[]> {
  await ownedOrThrow(identityId, collectionId);
  if (!(await getTitleCards([titleId])).length) throw new ActionError('That title is no longer available.', 404);
  const current = await titleIdsOf(collectionId);
  if (current.includes(titleId)) return current;
  if (current.length >= MAX_COLLECTION_TITLES)
    throw new ActionError(`A collection holds up to ${MAX_COLLECTION_TITLES} titles. Start another one.`, 409);
  await getDb()
    .insert(collectionItems)
    .values({
      collectionId,
      titleId,
      position: sql`(select coalesce(max(position), -1) + 1 from ${collectionItems} where collection_id = ${collectionId})`,
    })
    .onConflictDoNothing();
  await touch(collectionId);
  return titleIdsOf(collectionId);
}

export async function removeFromCollection(identityId: string, collectionId: string, titleId: number): Promise<number[]> {
  await ownedOrThrow(identityId, collectionId);
  await getDb()
    .delete(collectionItems)
    .where(and(eq(collectionItems.collectionId, collectionId), eq(collectionItems.titleId, titleId)));
  await touch(collectionId);
  return titleIdsOf(collectionId);
}

/** Puts the titles in the given order; it must name exactly the titles the collection holds. */
export async function reorderCollection(identityId: string, collectionId: string, order: number[]): Promise<number[]> {
  await ownedOrThrow(identityId, collectionId);
  await getDb().transaction(async (tx) => {
    const rows = await tx
      .select({ titleId: collectionItems.titleId })
      .from(collectionItems)
      .where(eq(collectionItems.collectionId, collectionId))
      .for('update');
    const held = rows.map((r) => r.titleId).sort((a, b) => a - b);
    const given = [...order].sort((a, b) => a - b);
    if (held.length !== given.length || held.some((id, i) => id !== given[i]))
      throw new ActionError('The collection changed while you were sorting it. Reload the page and try again.', 409);
    for (const [position, titleId] of order.entries())
      await tx
        .update(collectionItems)
        .set({ position })
        .where(and(eq(collectionItems.collectionId, collectionId), eq(collectionItems.titleId, titleId)));
    await tx
      .update(collections)
      .set({ updatedAt: sql`now()` })
      .where(eq(collections.id, collectionId));
  });
  return titleIdsOf(collectionId);
}

/** A guest's collections become the person's at sign-in. */
export async function mergeGuestCollections(tx: Executor, guestId: string, userId: string): Promise<void> {
  // A collection named like one the person has joins it (its titles appended in order); the others move over.
  await tx.execute(sql`
    insert into ${collectionItems} (collection_id, title_id, position, added_at)
    select mine.id, theirs_item.title_id,
           (select coalesce(max(position), -1) from ${collectionItems} where collection_id = mine.id) + 1 + theirs_item.position,
           theirs_item.added_at
    from ${collections} theirs
    join ${collections} mine on mine.identity_id = ${userId} and lower(mine.name) = lower(theirs.name)
    join ${collectionItems} theirs_item on theirs_item.collection_id = theirs.id
    where theirs.identity_id = ${guestId}
    on conflict (collection_id, title_id) do nothing`);
  await tx.execute(sql`
    update ${collections} theirs set identity_id = ${userId}
    where theirs.identity_id = ${guestId}
      and not exists (select 1 from ${collections} mine where mine.identity_id = ${userId} and lower(mine.name) = lower(theirs.name))`);
}
