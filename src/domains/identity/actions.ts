'use server';

import { z } from 'zod';
import { ActionError } from '@/server/action-error';
import { defineAction } from '@/server/action';
import * as collections from './collections';
import { currentIdentity, mayKeep, requireIdentity } from './identity';
import { setWatchlisted } from './watchlist';

// The identity domain's writes, called from its client components. Each acts for the identity that asks (the
// session's person or the guest cookie's guest); none takes an owner from its input.

const titleId = z.coerce.number().int().positive('Choose a title.');
const collectionId = z.string().uuid('That collection was not found.');
const LIMIT = { limit: 120, windowMs: 60_000 };

export const updateWatchlist = defineAction({
  name: 'updateWatchlist',
  input: z.object({ titleId, listed: z.boolean() }),
  authorize: () => mayKeep('keep a watchlist'),
  run: async ({ titleId, listed }) => {
    const identity = await requireIdentity('keep a watchlist');
    return { ids: await setWatchlisted(identity.id, titleId, listed) };
  },
  rateLimit: LIMIT,
});

/** The owner of existing collections: nobody without an identity (their collection ids cannot be theirs). */
async function collectionOwner() {
  const identity = await currentIdentity();
  if (!identity) throw new ActionError('That collection was not found. It may have been deleted.', 404);
  return identity.id;
}

export const createCollection = defineAction({
  name: 'createCollection',
  input: z.object({ name: collections.collectionNameSchema, titleId: titleId.optional() }),
  authorize: () => mayKeep('keep collections'),
  run: async ({ name, titleId }) => {
    const identity = await requireIdentity('keep collections');
    const created = await collections.createCollection(identity.id, name);
    if (titleId) await collections.addToCollection(identity.id, created.id, titleId);
    return created;
  },
  rateLimit: LIMIT,
});

export const renameCollection = defineAction({
  name: 'renameCollection',
  input: z.object({ id: collectionId, name: collections.collectionNameSchema }),
  authorize: () => true,
  run: async ({ id, name }) => {
    await collections.renameCollection(await collectionOwner(), id, name);
    return { id, name };
  },
  rateLimit: LIMIT,
});

export const deleteCollection = defineAction({
  name: 'deleteCollection',
  input: z.object({ id: collectionId }),
  authorize: () => true,
  run: async ({ id }) => {
    await collections.deleteCollection(await collectionOwner(), id);
    return { id };
  },
  rateLimit: LIMIT,
});

export const updateCollectionTitle = defineAction({
  name: 'updateCollectionTitle',
  input: z.object({ id: collectionId, titleId, included: z.boolean() }),
  authorize: () => true,
  run: async ({ id, titleId, included }) => {
    const owner = await collectionOwner();
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
  authorize: () => true,
  run: async ({ id, order }) => ({ ids: await collections.reorderCollection(await collectionOwner(), id, order) }),
  rateLimit: LIMIT,
});
