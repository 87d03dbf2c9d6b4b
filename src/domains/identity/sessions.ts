import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Executor } from '@/db/client';
import { sessions } from './schema';
import { SESSION_COOKIE } from '@/lib/identity-cookies';

// Server-side sessions: the browser holds a random token (httpOnly cookie), the database its hash and the tokens.

export { SESSION_COOKIE };
/** SPEC.md section 9: cookies last 365 days by default ("keep me signed in"). */
export const SESSION_DAYS = 365;
/** Without "keep me signed in" the cookie lasts as long as the browser, and the session a day at most. */
export const BROWSER_SESSION_HOURS = 24;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export type NewSession = {
  identityId: string;
  userAgent?: string;
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
export async function createSession(input: NewSession, remember = true, tx: Executor = getDb()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(sessions).values({
    id: digest(token),
    ...input,
    remember,
    expiresAt: new Date(Date.now() + (remember ? SESSION_DAYS * 86_400_000 : BROWSER_SESSION_HOURS * 3_600_000)),
  });
  return token;
}

export type Session = typeof sessions.$inferSelect;

export async function findSession(token: string | undefined): Promise<Session | undefined> {
  if (!token || !/^[\w-]{43}$/.test(token)) return undefined;
  const [row] = await getDb()
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, digest(token)), gt(sessions.expiresAt, sql`now()`)));
  // When it was last used, for the account page's list; written at most every ten minutes.
  if (row && Date.now() - row.lastSeenAt.getTime() > 10 * 60_000)
    void getDb()
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(and(eq(sessions.id, row.id), lt(sessions.lastSeenAt, sql`now() - interval '10 minutes'`)))
      .catch(() => undefined);
  return row;
}

export type SessionSummary = { id: string; userAgent: string; createdAt: Date; lastSeenAt: Date; remember: boolean };

/** The live sessions of an identity, most recently used first. */
export async function listSessions(identityId: string): Promise<SessionSummary[]> {
  return getDb()
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      remember: sessions.remember,
    })
    .from(sessions)
    .where(and(eq(sessions.identityId, identityId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastSeenAt));
}

/** Whether the identity is signed in anywhere (playback tokens die with its last session). */
export async function hasLiveSession(identityId: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.identityId, identityId), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return !!row;
}

/** Ends one of the identity's sessions by its id (never another identity's); returns it. */
export async function endSessionOf(identityId: string, id: string): Promise<Session | undefined> {
  const [row] = await getDb()
    .delete(sessions)
    .where(and(eq(sessions.identityId, identityId), eq(sessions.id, id)))
    .returning();
  return row;
}

/** Ends every session of the identity; returns them (their tokens are revoked by the caller). */
export async function endAllSessions(identityId: string): Promise<Session[]> {
  return getDb().delete(sessions).where(eq(sessions.identityId, identityId)).returning();
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
