'use server';

import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { ActionError } from '@/server/action-error';
import { defineOperatorAction } from '@/server/action';
import { studioPerson } from './studio';
import { findPersonByEmail, identityNamed, setRole } from './identity';
import {
  AccountExistsError,
  createAccount,
  disableAccount,
  emailSchema,
  nameSchema,
  passwordSchema,
  resetTwoStep,
} from './issuer/accounts';

// The identity domain's operator writes (the studio's People pages and the CLI): roles, accounts made for someone,
// disabling, a two-step reset. Anyone else is told there is no such thing.

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
