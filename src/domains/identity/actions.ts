'use server';

import { z } from 'zod';
import { ActionError } from '@/server/action-error';
import { defineAction } from '@/server/action';
import { authenticate, changePassword, endEverySignIn, nameSchema, passwordSchema } from './accounts';
import * as collections from './collections';
import { titleExists } from './watchlist';
import { currentIdentity, currentSession, mayKeep, requireIdentity } from './identity';
import { deleteAccount, localAccountOf, renameAccount } from './my-account';
import { revokeSessionTokens } from './relying-party';
import { endSessionOf, SESSION_COOKIE } from './sessions';
import { confirmTotpEnrolment, disableTotp, startTotpEnrolment } from './totp';
import { setWatchlisted } from './watchlist';

// The identity domain's writes, called from its client components. Each acts for the identity that asks (the
// session's person or the guest cookie's guest); none takes an owner from its input.

const titleId = z.number({ message: 'Choose a title.' }).int().positive('Choose a title.').max(2_147_483_647, 'Choose a title.');
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
    // The title first: a collection is not left behind when the title cannot be added.
    if (titleId && !(await titleExists(titleId))) throw new ActionError('That title is no longer available.', 404);
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

// The account page: only for the signed-in person, about themselves.

async function signedIn() {
  const current = await currentSession();
  if (!current) throw new ActionError('Your session has ended. Sign in again to manage your account.', 403);
  return current;
}
const mustBeSignedIn = async () => ((await currentSession()) ? true : 'Sign in to manage your account.');
const ACCOUNT_LIMIT = { limit: 20, windowMs: 15 * 60_000 };

export const updateProfile = defineAction({
  name: 'updateProfile',
  input: z.object({ name: nameSchema.pipe(z.string().min(1, 'Enter the name to show.')) }),
  authorize: mustBeSignedIn,
  run: async ({ name }) => {
    await renameAccount((await signedIn()).identity, name);
    return { name };
  },
  rateLimit: ACCOUNT_LIMIT,
});

const newPassword = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { message: 'The two passwords differ. Type the same password twice.', path: ['confirm'] });

export const changeMyPassword = defineAction({
  name: 'changeMyPassword',
  input: z.object({ current: z.string().min(1, 'Enter your current password.').max(256) }).and(newPassword),
  authorize: mustBeSignedIn,
  run: async ({ current, password }) => {
    const { identity, session } = await signedIn();
    const account = await localAccountOf(identity);
    if (!account) throw new ActionError('Your password is managed by your sign-in provider. Change it there.', 409);
    if (!(await changePassword(account.id, current, password)))
      throw new ActionError('Your current password is not right. Nothing was changed.', 400);
    await endEverySignIn(account.id, session.id); // other browsers sign in again with the new password
    return { changed: true };
  },
  rateLimit: { limit: 10, windowMs: 15 * 60_000 },
});

export const startTotp = defineAction({
  name: 'startTotp',
  input: z.object({}),
  authorize: mustBeSignedIn,
  run: async () => {
    const account = await localAccountOf((await signedIn()).identity);
    if (!account) throw new ActionError('Two-step verification is managed by your sign-in provider.', 409);
    if (account.totpEnabledAt) throw new ActionError('Two-step verification is already on.', 409);
    return startTotpEnrolment(account);
  },
  rateLimit: ACCOUNT_LIMIT,
});

export const confirmTotp = defineAction({
  name: 'confirmTotp',
  input: z.object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Enter the 6-digit code from your app.'),
  }),
  authorize: mustBeSignedIn,
  run: async ({ code }) => {
    const account = await localAccountOf((await signedIn()).identity);
    if (!account) throw new ActionError('Two-step verification is managed by your sign-in provider.', 409);
    const recoveryCodes = await confirmTotpEnrolment(account, code);
    if (!recoveryCodes) throw new ActionError('That code is not right. Enter the current code from your app.', 400);
    return { recoveryCodes };
  },
  rateLimit: ACCOUNT_LIMIT,
});

export const turnOffTotp = defineAction({
  name: 'turnOffTotp',
  input: z.object({ password: z.string().min(1, 'Enter your password.').max(256) }),
  authorize: mustBeSignedIn,
  run: async ({ password }) => {
    const account = await localAccountOf((await signedIn()).identity);
    if (!account) throw new ActionError('Two-step verification is managed by your sign-in provider.', 409);
    if (!(await authenticate(account.email, password))) throw new ActionError('That password is not right. Nothing was changed.', 400);
    await disableTotp(account.id);
    return { off: true };
  },
  rateLimit: { limit: 10, windowMs: 15 * 60_000 },
});

export const endOtherSession = defineAction({
  name: 'endOtherSession',
  input: z.object({ id: z.string().regex(/^[0-9a-f]{64}$/, 'That session was not found.') }),
  authorize: mustBeSignedIn,
  run: async ({ id }) => {
    const { identity, session } = await signedIn();
    if (id === session.id) throw new ActionError('To end this session, choose Logout.', 400);
    const ended = await endSessionOf(identity.id, id);
    if (!ended) throw new ActionError('That session has already ended.', 404);
    await revokeSessionTokens(ended);
    return { id };
  },
  rateLimit: ACCOUNT_LIMIT,
});

export const deleteMyAccount = defineAction({
  name: 'deleteMyAccount',
  input: z.object({ confirm: z.string().trim().toLowerCase(), password: z.string().max(256).optional() }),
  authorize: mustBeSignedIn,
  run: async ({ confirm, password }) => {
    const { identity } = await signedIn();
    if (confirm !== identity.email.toLowerCase())
      throw new ActionError('Type your e-mail address exactly as shown to confirm. Nothing was deleted.', 400);
    // A session alone is not enough to delete an account this site keeps: the password too.
    const account = await localAccountOf(identity);
    if (account && !(password && (await authenticate(account.email, password))))
      throw new ActionError('That password is not right. Nothing was deleted.', 400);
    await deleteAccount(identity);
    const jar = await (await import('next/headers')).cookies();
    jar.delete(SESSION_COOKIE);
    return { deleted: true };
  },
  rateLimit: ACCOUNT_LIMIT,
});
