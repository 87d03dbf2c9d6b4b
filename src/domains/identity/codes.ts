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

/** A new code for the account (replacing any earlier one of the same purpose). */
export async function issueCode(userId: string, purpose: CodePurpose): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const values = {
    userId,
    purpose,
    codeHash: hashOf(userId, purpose, code),
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

export type CodeCheck = 'ok' | 'mismatch' | 'expired' | 'limit';

/** Checks a code; a right one is used up, a wrong one counts against the code. */
export async function useCode(userId: string, purpose: CodePurpose, code: string): Promise<CodeCheck> {
  return getDb().transaction(async (tx) => {
    const where = and(eq(accountCodes.userId, userId), eq(accountCodes.purpose, purpose));
    const [row] = await tx.select().from(accountCodes).where(where).for('update');
    if (!row || row.expiresAt.getTime() <= Date.now()) return 'expired';
    if (row.attempts >= MAX_CODE_ATTEMPTS) return 'limit';
    const given = Buffer.from(hashOf(userId, purpose, code.trim()));
    if (!timingSafeEqual(given, Buffer.from(row.codeHash))) {
      await tx
        .update(accountCodes)
        .set({ attempts: sql`${accountCodes.attempts} + 1` })
        .where(where);
      return row.attempts + 1 >= MAX_CODE_ATTEMPTS ? 'limit' : 'mismatch';
    }
    await tx.delete(accountCodes).where(where);
    return 'ok';
  });
}
