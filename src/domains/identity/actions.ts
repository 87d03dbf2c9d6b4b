'use server';

import { z } from 'zod';
import { ActionError } from '@/server/action-error';
import { defineAction, type ActionContext } from '@/server/action';
import { authenticate, changePassword, endEverySignIn, nameSchema, passwordSchema } from './issuer/accounts';
import { confirmTotpEnrolment, disableTotp, startTotpEnrolment } from './issuer/totp';
import { deleteAccount, localAccountOf, renameAccount } from './my-account';
import { revokeSessionTokens } from './relying-party';
import { endSessionOf, SESSION_COOKIE } from './sessions';

// The identity domain's writes for the signed-in person about themselves (the account page's); none takes a person
// from its input. The operator's are in studio-actions.ts.

// The account page: only for the signed-in person, about themselves.

const mustBeSignedIn = (_input: unknown, ctx: ActionContext) => (ctx.viewer.kind === 'user' ? true : 'Sign in to manage your account.');
/** The signed-in person `mustBeSignedIn` let through, and their session. */
function signedIn(ctx: ActionContext) {
  if (ctx.viewer.kind !== 'user') throw new ActionError('Your session has ended. Sign in again to manage your account.', 403);
  return { identity: ctx.viewer.identity, sessionId: ctx.viewer.sessionId };
}
const ACCOUNT_LIMIT = { limit: 20, windowMs: 15 * 60_000 };

export const updateProfile = defineAction({
  name: 'updateProfile',
  input: z.object({ name: nameSchema.pipe(z.string().min(1, 'Enter the name to show.')) }),
  authorize: mustBeSignedIn,
  run: async ({ name }, ctx) => {
    await renameAccount(signedIn(ctx).identity, name);
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
  run: async ({ current, password }, ctx) => {
    const { identity, sessionId } = signedIn(ctx);
    const account = await localAccountOf(identity);
    if (!account) throw new ActionError('Your password is managed by your sign-in provider. Change it there.', 409);
    if (!(await changePassword(account.id, current, password)))
      throw new ActionError('Your current password is not right. Nothing was changed.', 400);
    await endEverySignIn(account.id, sessionId); // other browsers sign in again with the new password
    return { changed: true };
  },
  rateLimit: { limit: 10, windowMs: 15 * 60_000 },
});

export const startTotp = defineAction({
  name: 'startTotp',
  input: z.object({}),
  authorize: mustBeSignedIn,
  run: async (_input, ctx) => {
    const account = await localAccountOf(signedIn(ctx).identity);
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
  run: async ({ code }, ctx) => {
    const account = await localAccountOf(signedIn(ctx).identity);
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
  run: async ({ password }, ctx) => {
    const account = await localAccountOf(signedIn(ctx).identity);
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
  run: async ({ id }, ctx) => {
    const { identity, sessionId } = signedIn(ctx);
    if (id === sessionId) throw new ActionError('To end this session, choose Logout.', 400);
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
  run: async ({ confirm, password }, ctx) => {
    const { identity } = signedIn(ctx);
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
  redirect: () => '/',
  rateLimit: ACCOUNT_LIMIT,
});
