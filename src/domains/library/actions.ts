'use server';

import { z } from 'zod';
import { identityFor, mayKeep } from '@/domains/identity/identity';
import { ActionError } from '@/server/action-error';
import { defineAction, notFound, type ActionContext } from '@/server/action';
import * as collections from './collections';
import { setWatchlisted, titleExists } from './watchlist';

// The library's writes, called from its client components. Each acts for the identity in its context (the
// session's person or the guest cookie's guest, made on the first write); none takes an owner from its input.

const titleId = z.number({ message: 'Choose a title.' }).int().positive('Choose a title.').max(2_147_483_647, 'Choose a title.');
const collectionId = z.string().uuid('That collection was not found.');
const LIMIT = { limit: 120, windowMs: 60_000 };

export const updateWatchlist = defineAction({
  name: 'updateWatchlist',
  input: z.object({ titleId, listed: z.boolean() }),
  authorize: (_input, ctx) => mayKeep(ctx, 'keep a watchlist'),
  run: async ({ titleId, listed }, ctx) => {
    const identity = await identityFor(ctx, 'keep a watchlist');
    return { ids: await setWatchlisted(identity.id, titleId, listed) };
  },
  rateLimit: LIMIT,
});

const COLLECTION_GONE = 'That collection was not found. It may have been deleted.';

/** Only the owner may touch a collection; to anyone else (a visitor included) it does not exist. */
async function ownsCollection(ctx: ActionContext, id: string) {
  const owner = ctx.viewer.identity;
  return owner && (await collections.collectionBelongsTo(owner.id, id)) ? true : notFound(COLLECTION_GONE);
}
/** The owner `ownsCollection` let through. */
const ownerOf = (ctx: ActionContext) => ctx.viewer.identity!.id;

export const createCollection = defineAction({
  name: 'createCollection',
  input: z.object({ name: collections.collectionNameSchema, titleId: titleId.optional() }),
  form: (fields) => ({ name: fields.get('name') ?? '', titleId: fields.get('titleId') ? Number(fields.get('titleId')) : undefined }),
  authorize: (_input, ctx) => mayKeep(ctx, 'keep collections'),
  run: async ({ name, titleId }, ctx) => {
    // The title first: a collection is not left behind when the title cannot be added.
    if (titleId && !(await titleExists(titleId))) throw new ActionError('That title is no longer available.', 404);
    const identity = await identityFor(ctx, 'keep collections');
    const created = await collections.createCollection(identity.id, name);
    if (titleId) await collections.addToCollection(identity.id, created.id, titleId);
    return created;
  },
  rateLimit: LIMIT,
});

export const renameCollection = defineAction({
  name: 'renameCollection',
  input: z.object({ id: collectionId, name: collections.collectionNameSchema }),
  authorize: ({ id }, ctx) => ownsCollection(ctx, id),
  run: async ({ id, name }, ctx) => {
    await collections.renameCollection(ownerOf(ctx), id, name);
    return { id, name };
  },
  rateLimit: LIMIT,
});

export const deleteCollection = defineAction({
  name: 'deleteCollection',
  input: z.object({ id: collectionId }),
  authorize: ({ id }, ctx) => ownsCollection(ctx, id),
  run: async ({ id }, ctx) => {
    await collections.deleteCollection(ownerOf(ctx), id);
    return { id };
  },
  rateLimit: LIMIT,
});

export const updateCollectionTitle = defineAction({
  name: 'updateCollectionTitle',
  input: z.object({ id: collectionId, titleId, included: z.boolean() }),
  // The collection page's "Add" beside a title found (posted before its app has loaded too).
  form: (fields) => ({ id: fields.get('id') ?? '', titleId: Number(fields.get('titleId')), included: fields.get('included') !== 'false' }),
  authorize: ({ id }, ctx) => ownsCollection(ctx, id),
  run: async ({ id, titleId, included }, ctx) => {
    const owner = ownerOf(ctx);
    const ids = included
      ? await collections.addToCollection(owner, id, titleId)
      : await collections.removeFromCollection(owner, id, titleId);
    return { ids };
  },
  rateLimit: LIMIT,
});

export const reorderCollection = defineAction({
  name: 'reorderCollection',
  input: z.object({ id: collectionId, order: z.array(titleId).max(collections.MAX_COLLECTION_TITLES) }),
  authorize: ({ id }, ctx) => ownsCollection(ctx, id),
  run: async ({ id, order }, ctx) => ({ ids: await collections.reorderCollection(ownerOf(ctx), id, order) }),
  rateLimit: LIMIT,
});
