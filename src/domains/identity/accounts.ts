import { hash, verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { users } from './schema';

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
export type NewAccount = { email: string; password: string; name?: string; isAdmin?: boolean; mustChangePassword?: boolean };

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
      isAdmin: input.isAdmin ?? false,
      mustChangePassword: input.mustChangePassword ?? false,
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

export async function listAccounts(): Promise<Account[]> {
  return getDb().select().from(users).orderBy(users.createdAt);
}

/** Disables an account: it can no longer sign in. False when there is no such account. */
export async function disableAccount(email: string): Promise<boolean> {
  const rows = await getDb()
    .update(users)
    .set({ disabledAt: sql`now()` })
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .returning({ id: users.id });
  return rows.length > 0;
}
