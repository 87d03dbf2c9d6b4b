import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Executor } from './identity';
import { sessions } from './schema';

// Server-side sessions: the browser holds a random token (httpOnly cookie), the database its hash and the tokens.

export const SESSION_COOKIE = 'streamit_session';
/** SPEC.md section 9: cookies last 365 days by default. */
export const SESSION_DAYS = 365;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export type NewSession = {
  identityId: string;
  issuer: string;
  subject: string;
  email: string;
  name: string;
  idToken: string;
  accessToken?: string;
  refreshToken?: string;
  tokenExpiresAt?: Date;
};

/** Stores a session; returns the token for the cookie (never stored as such). */
export async function createSession(input: NewSession, tx: Executor = getDb()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(sessions).values({ id: digest(token), ...input, expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000) });
  return token;
}

export type Session = typeof sessions.$inferSelect;

export async function findSession(token: string | undefined): Promise<Session | undefined> {
  if (!token || !/^[\w-]{43}$/.test(token)) return undefined;
  const [row] = await getDb()
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, digest(token)), gt(sessions.expiresAt, sql`now()`)));
  return row;
}

/** Ends one session; returns it (its tokens are revoked by the caller). */
export async function endSession(token: string | undefined): Promise<Session | undefined> {
  if (!token || !/^[\w-]{43}$/.test(token)) return undefined;
  const [row] = await getDb()
    .delete(sessions)
    .where(eq(sessions.id, digest(token)))
    .returning();
  return row;
}
