import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { accountCodes } from './schema';

// Six-digit codes sent by e-mail to confirm a sign-up or reset a password. Only a hash is stored; a code is good
// once, for a limited time, and a handful of wrong guesses spends it (CodeMismatchException, LimitExceededException).

export type CodePurpose = 'confirm' | 'reset';
export const CODE_TTL_MINUTES: Record<CodePurpose, number> = { confirm: 24 * 60, reset: 60 };
export const MAX_CODE_ATTEMPTS = 5;

const hashOf = (userId: string, purpose: CodePurpose, code: string) =>
  createHash('sha256').update(`${userId}:${purpose}:${code}`).digest('hex');

/** A new code for the account (replacing any earlier one of the same purpose), bound to a sign-up attempt if given. */
export async function issueCode(
  userId: string,
  purpose: CodePurpose,
  bound: { attempt: string; passwordHash: string; name?: string | null } | null = null,
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const values = {
    userId,
    purpose,
    codeHash: hashOf(userId, purpose, code),
    attempt: bound?.attempt ?? null,
    passwordHash: bound?.passwordHash ?? null,
    name: bound?.name ?? null,
    attempts: 0,
    createdAt: new Date(),
    expiresAt: new Date(Date.now() + CODE_TTL_MINUTES[purpose] * 60_000),
  };
  await getDb()
    .insert(accountCodes)
    .values(values)
    .onConflictDoUpdate({ target: [accountCodes.userId, accountCodes.purpose], set: values });
  return code;
}

/** The sign-up attempt a pending code belongs to (attempt and its password hash), if any. */
export async function pendingAttempt(userId: string, purpose: CodePurpose) {
  const [row] = await getDb()
    .select({
      attempt: accountCodes.attempt,
      passwordHash: accountCodes.passwordHash,
      name: accountCodes.name,
      expiresAt: accountCodes.expiresAt,
    })
    .from(accountCodes)
    .where(and(eq(accountCodes.userId, userId), eq(accountCodes.purpose, purpose)));
  return row?.attempt && row.passwordHash && row.expiresAt.getTime() > Date.now()
    ? { attempt: row.attempt, passwordHash: row.passwordHash, name: row.name }
    : undefined;
}

export type CodeCheck = 'ok' | 'mismatch' | 'expired' | 'limit';

/**
 * Checks a code; a right one is used up (its sign-up's password hash returned), a wrong one counts against it. A code
 * bound to a sign-up attempt works only with that attempt (from the browser that made it).
 */
export async function useCode(
  userId: string,
  purpose: CodePurpose,
  code: string,
  attempt?: string,
): Promise<{ result: CodeCheck; passwordHash?: string | null; name?: string | null }> {
  return getDb().transaction(async (tx) => {
    const where = and(eq(accountCodes.userId, userId), eq(accountCodes.purpose, purpose));
    const [row] = await tx.select().from(accountCodes).where(where).for('update');
    if (!row || row.expiresAt.getTime() <= Date.now()) return { result: 'expired' as const };
    if (row.attempts >= MAX_CODE_ATTEMPTS) return { result: 'limit' as const };
    if (row.attempt && row.attempt !== attempt) return { result: 'expired' as const }; // a newer sign-up, or another browser's
    const given = Buffer.from(hashOf(userId, purpose, code.trim()));
    if (!timingSafeEqual(given, Buffer.from(row.codeHash))) {
      await tx
        .update(accountCodes)
        .set({ attempts: sql`${accountCodes.attempts} + 1` })
        .where(where);
      return { result: row.attempts + 1 >= MAX_CODE_ATTEMPTS ? ('limit' as const) : ('mismatch' as const) };
    }
    await tx.delete(accountCodes).where(where);
    return { result: 'ok' as const, passwordHash: row.passwordHash, name: row.name };
  });
}
