import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { CODE_TTL_MINUTES, issueCode, pendingAttempt, useCode, type CodeCheck } from './codes';
import { sendMail } from '@/server/mail';
import { deleteAccountPayloads } from './oidc-adapter';
import type { Role } from '@/server/viewer';
import { identities, sessions } from '@/domains/identity/schema';
import { users } from './schema';
import { isWellFormedText, NOT_IN_A_NAME } from '@/lib/text';

// Accounts of the embedded provider: argon2id password hashes (@node-rs/argon2; the `argon2` package's binary
// crashes on this machine), e-mail unique without regard to case.

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'That e-mail address is too long.')
  .email('Enter an e-mail address like name@example.com.');
export const passwordSchema = z
  .string()
  .min(10, 'Use at least 10 characters for your password.')
  .max(256, 'Use at most 256 characters for your password.');

export type Account = typeof users.$inferSelect;
export type NewAccount = {
  email: string;
  password: string;
  name?: string;
  mustChangePassword?: boolean;
  emailVerified?: boolean;
};

export class AccountExistsError extends Error {
  constructor() {
    super('An account with that e-mail address already exists.');
  }
}

export function hashPassword(password: string): Promise<string> {
  return hash(password); // argon2id, the library's defaults (19 MiB, 2 passes)
}

// Checked against when the e-mail is unknown, so an unknown account takes as long to refuse as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function createAccount(input: NewAccount): Promise<Account> {
  const email = emailSchema.parse(input.email);
  const password = passwordSchema.parse(input.password);
  const [row] = await getDb()
    .insert(users)
    .values({
      email,
      name: input.name?.trim() ?? '',
      passwordHash: await hashPassword(password),
      mustChangePassword: input.mustChangePassword ?? false,
      emailVerified: input.emailVerified ?? false,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AccountExistsError();
  return row;
}

export async function findAccountByEmail(email: string): Promise<Account | undefined> {
  const [row] = await getDb()
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row;
}

export async function findAccountById(id: string): Promise<Account | undefined> {
  if (!z.string().uuid().safeParse(id).success) return undefined;
  const [row] = await getDb().select().from(users).where(eq(users.id, id));
  return row;
}

/** The account these credentials open, or undefined: unknown e-mail, wrong password and disabled alike. */
export async function authenticate(email: string, password: string): Promise<Account | undefined> {
  const account = await findAccountByEmail(email);
  if (!account) {
    await verify(await (dummyHash ??= hashPassword('not a password of anyone')), password).catch(() => false);
    return undefined;
  }
  const ok = await verify(account.passwordHash, password).catch(() => false);
  return ok && !account.disabledAt ? account : undefined;
}

/** Every account with the site role of its person (an operator or a member; the role is the identity's). */
export async function listAccounts(): Promise<(Account & { role: Role })[]> {
  const rows = await getDb()
    .select({ account: users, role: identities.role })
    .from(users)
    .leftJoin(identities, and(eq(identities.issuer, 'local'), eq(identities.subject, sql`${users.id}::text`)))
    .orderBy(users.createdAt);
  return rows.map((r) => ({ ...r.account, role: r.role ?? 'member' }));
}

/** Disables an account: it can no longer sign in, and its sign-ins at the provider end. False when there is none. */
export async function disableAccount(email: string): Promise<boolean> {
  const rows = await getDb()
    .update(users)
    .set({ disabledAt: sql`now()` })
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .returning({ id: users.id });
  for (const row of rows) await endEverySignIn(row.id);
  return rows.length > 0;
}

/** Turns two-step verification off (a lost phone, with its recovery codes gone too): the next sign-in asks only the password. */
export async function resetTwoStep(accountId: string): Promise<boolean> {
  const rows = await getDb()
    .update(users)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, recoveryCodes: [] })
    .where(eq(users.id, accountId))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Ends every sign-in of an account: the provider's sessions and grants, and the site's sessions of the person
 * (but `keepSessionId`, the browser that asked, when given).
 */
export async function endEverySignIn(accountId: string, keepSessionId?: string): Promise<void> {
  await deleteAccountPayloads(accountId);
  await getDb().execute(
    sql`delete from ${sessions} where identity_id in (select id from ${identities} where issuer = 'local' and subject = ${accountId})
        and id <> ${keepSessionId ?? ''}`,
  );
}

// Sign-up, confirmation and password reset. Each answers alike whether or not the e-mail has an account, so
// nobody can learn who has one; the mail itself says what happened.

const publicName = 'StreamIt';

export const nameSchema = z
  .string()
  .trim()
  .max(80, 'Keep your name to 80 characters or fewer.')
  .refine((name) => !NOT_IN_A_NAME.test(name), 'Use letters, numbers, spaces and punctuation only.')
  .refine(isWellFormedText, 'Use letters, numbers, spaces and punctuation only.');

/**
 * Starts an account that works once its e-mail is confirmed, from this browser, with the code mailed to it. Returns
 * the sign-up attempt the browser keeps (made alike for a taken address, so the answer tells nothing).
 */
export async function signUp(input: { email: string; password: string; name?: string }): Promise<string> {
  const email = emailSchema.parse(input.email);
  const password = passwordSchema.parse(input.password);
  const name = nameSchema.parse(input.name ?? '');
  const attempt = randomBytes(18).toString('base64url');
  // Hashed in every case: a taken address takes as long to answer as a free one.
  const passwordHash = await hashPassword(password);
  const existing = await findAccountByEmail(email);
  if (existing?.emailVerified) {
    await sendMail({
      to: existing.email,
      subject: `Your ${publicName} account`,
      text: `Someone (maybe you) tried to create a ${publicName} account with this e-mail address, which already has one.\n\nIf it was you, sign in, or choose "Forgot your password?" on the sign-in page.\nIf it was not, you can ignore this message: your account has not changed.`,
    });
    return attempt;
  }
  // An unconfirmed account keeps its password until a sign-up is confirmed: then that sign-up's password stands
  // (so whoever signed up first cannot keep a password on an address they do not control, nor set one later).
  const account =
    existing ??
    (await getDb()
      .insert(users)
      .values({ email, name, passwordHash })
      .onConflictDoNothing()
      .returning()
      .then(([row]) => row)) ??
    (await findAccountByEmail(email))!;
  await mailConfirmationCode(account, { attempt, passwordHash, name });
  return attempt;
}

async function mailConfirmationCode(account: Account, bound: { attempt: string; passwordHash: string; name?: string | null }) {
  const code = await issueCode(account.id, 'confirm', bound);
  await sendMail({
    to: account.email,
    subject: `${code} is your ${publicName} confirmation code`,
    text: `Welcome to ${publicName}!\n\nYour confirmation code is ${code}. Enter it on the confirmation page to finish creating your account.\nIt works for ${CODE_TTL_MINUTES.confirm / 60} hours.\n\nIf you did not sign up, ignore this message.`,
  });
}

/**
 * After the right password at sign-in, for an account not confirmed yet: a new code, bound to a new attempt of this
 * browser with the password just proved. Returns the attempt.
 */
export async function confirmationForSignIn(account: Account): Promise<string> {
  const attempt = randomBytes(18).toString('base64url');
  await mailConfirmationCode(account, { attempt, passwordHash: account.passwordHash });
  return attempt;
}

/** "Send a new code": again for the same sign-up (this browser's attempt), never for another. */
export async function resendConfirmation(email: string, attempt: string | undefined): Promise<void> {
  const account = await findAccountByEmail(email);
  if (!account || account.emailVerified || account.disabledAt || !attempt) return;
  const pending = await pendingAttempt(account.id, 'confirm');
  if (pending?.attempt === attempt) await mailConfirmationCode(account, pending);
}

/** Confirms the e-mail of a new account with its code, from the browser that signed up; returns the account. */
export async function confirmSignUp(
  email: string,
  code: string,
  attempt: string | undefined,
): Promise<{ result: CodeCheck; account?: Account }> {
  const account = await findAccountByEmail(email);
  if (!account || account.emailVerified || account.disabledAt) return { result: 'expired' };
  const { result, passwordHash, name } = await useCode(account.id, 'confirm', code, attempt);
  if (result !== 'ok') return { result };
  // The confirmed sign-up's password and name are the account's (never an earlier sign-up's).
  const [confirmed] = await getDb()
    .update(users)
    .set({ emailVerified: true, ...(passwordHash ? { passwordHash } : {}), ...(name !== null && name !== undefined ? { name } : {}) })
    .where(eq(users.id, account.id))
    .returning();
  return { result, account: confirmed };
}

/** Mails a reset code when the e-mail has an account; the caller answers the same either way. */
export async function requestPasswordReset(email: string): Promise<void> {
  const account = await findAccountByEmail(email);
  if (!account || account.disabledAt) return;
  const code = await issueCode(account.id, 'reset');
  await sendMail({
    to: account.email,
    subject: `${code} is your ${publicName} password reset code`,
    text: `Someone (maybe you) asked to reset the password of your ${publicName} account.\n\nYour reset code is ${code}. It works for ${CODE_TTL_MINUTES.reset} minutes.\n\nIf it was not you, ignore this message: your password has not changed.`,
  });
}

/** Sets a new password with a reset code (which also confirms the e-mail). */
export async function resetPassword(email: string, code: string, password: string): Promise<CodeCheck> {
  const next = passwordSchema.parse(password);
  const account = await findAccountByEmail(email);
  if (!account || account.disabledAt) return 'expired';
  const { result } = await useCode(account.id, 'reset', code);
  if (result === 'ok') {
    await getDb()
      .update(users)
      .set({ passwordHash: await hashPassword(next), emailVerified: true, mustChangePassword: false })
      .where(eq(users.id, account.id));
    await endEverySignIn(account.id); // whoever knew the old password is out
  }
  return result;
}

/** Replaces the password (the new-password-required step, or a change the user asked for). */
export async function setPassword(userId: string, password: string): Promise<void> {
  const next = passwordSchema.parse(password);
  await getDb()
    .update(users)
    .set({ passwordHash: await hashPassword(next), mustChangePassword: false })
    .where(eq(users.id, userId));
}

/** Changes the password when the current one is given right. */
export async function changePassword(userId: string, current: string, next: string): Promise<boolean> {
  const account = await findAccountById(userId);
  if (!account || !(await verify(account.passwordHash, current).catch(() => false))) return false;
  await setPassword(userId, next);
  return true;
}
