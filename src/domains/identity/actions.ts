'use server';

import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { ActionError } from '@/server/action-error';
import { defineAction, defineOperatorAction, type ActionContext } from '@/server/action';
import { studioPerson } from './studio';
import { findPersonByEmail, identityNamed, setRole } from './identity';
import {
  AccountExistsError,
  authenticate,
  changePassword,
  createAccount,
  disableAccount,
  emailSchema,
  endEverySignIn,
  nameSchema,
  passwordSchema,
  resetTwoStep,
} from './issuer/accounts';
import { confirmTotpEnrolment, disableTotp, startTotpEnrolment } from './issuer/totp';
import { deleteAccount, localAccountOf, renameAccount } from './my-account';
import { revokeSessionTokens } from './relying-party';
import { endSessionOf, SESSION_COOKIE } from './sessions';

// The identity domain's writes: the account page's, for the signed-in person about themselves, and the operator's
// (the CLI's too). None takes a person from its input but the operator's.

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

// The operator's: who runs the studio. Anyone else is told there is no such thing.

export const setPersonRole = defineOperatorAction({
  name: 'setPersonRole',
  input: z.object({
    email: z.string().trim().min(1, 'Give the person’s e-mail address.').max(254),
    role: z.enum(['member', 'operator'], { message: 'A role is member or operator.' }),
  }),
  run: async ({ email, role }) => {
    const person = await findPersonByEmail(email);
    if (!person) throw new ActionError(`No account for ${email} (people of an external issuer are known after their first sign-in).`, 404);
    await setRole(person.id, role);
    return { email: person.email, role };
  },
});

/** An account made by the operator (the CLI's `user create`): with a temporary password unless one is given (a new
 * one is asked for at the first sign-in), the address taken as verified, an admin when asked. */
export const createPersonAccount = defineOperatorAction({
  name: 'createPersonAccount',
  input: z.object({
    email: emailSchema,
    name: nameSchema.optional(),
    password: passwordSchema.optional(),
    admin: z.boolean().default(false),
  }),
  run: async ({ email, name, password, admin }) => {
    const temporary = password ? undefined : randomBytes(12).toString('base64url');
    const account = await createAccount({
      email,
      password: password ?? temporary!,
      name,
      mustChangePassword: !password,
      emailVerified: true,
    }).catch((error: unknown) => {
      throw error instanceof AccountExistsError ? new ActionError(error.message, 409) : error;
    });
    if (admin) {
      const person = await findPersonByEmail(account.email);
      if (!person) throw new ActionError(`No account for ${account.email}.`, 404);
      await setRole(person.id, 'operator');
    }
    return { email: account.email, admin, temporaryPassword: temporary };
  },
  // The temporary password goes to the operator who asked, never into the log.
  audit: (_input, r) => ({ target: `account ${r.email}`, after: { email: r.email, admin: r.admin } }),
});

/** Whom an operator names: by identity (the studio) or by e-mail address (the CLI). */
const namedPerson = z
  .object({ identityId: z.string().uuid('Choose a person.').optional(), email: z.string().trim().max(254).optional() })
  .refine((v) => v.identityId || v.email, { message: 'Choose a person.', path: ['identityId'] });

/** A person of the embedded provider by their identity (people of an external issuer are managed there). */
async function studioAccountOf(identityId: string) {
  const person = await studioPerson(identityId);
  if (!person) throw new ActionError('No such person.', 404);
  if (!person.local || !person.subject)
    throw new ActionError('This person signs in with an external identity provider: manage their account there.', 409);
  return person;
}

const identityId = z.string().uuid('Choose a person.');

/** Disables a person's account: no more sign-ins, and every session of theirs ends now. */
export const disablePerson = defineOperatorAction({
  name: 'disablePerson',
  input: namedPerson,
  run: async (named) => {
    const identityId = await identityNamed(named);
    const person = await studioAccountOf(identityId);
    await disableAccount(person.email);
    return { email: person.email, identityId };
  },
  audit: (_input, result) => ({ target: `person ${result.identityId}`, after: { email: result.email, disabled: true } }),
});

/** Turns a person's two-step verification off (they lost their phone and their recovery codes). */
export const resetPersonTwoStep = defineOperatorAction({
  name: 'resetPersonTwoStep',
  input: z.object({ identityId }),
  run: async ({ identityId }) => {
    const person = await studioAccountOf(identityId);
    await resetTwoStep(person.subject!);
    return { email: person.email };
  },
  audit: ({ identityId }, result) => ({ target: `person ${identityId}`, after: { email: result.email, twoStep: 'off' } }),
});
