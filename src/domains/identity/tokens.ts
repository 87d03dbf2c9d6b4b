import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { getDb } from '@/db/client';
import { processWide } from '@/lib/process-wide';
import { clearCredentials } from './credential-cache';
import { oidcClient, TOKEN_TOLERANCE_S } from './relying-party';
import { sessions } from './schema';
import type { Session } from './sessions';

// The issuer's tokens of a session, refreshed before they expire (within the 5 s tolerance) or when forced. One
// refresh at a time per session: in this process the callers share one promise, across processes a lease on the
// row. Network failures are retried 3 times with backoff (at most 300,000 ms); a refused refresh ends the session.

export const REFRESH_RETRIES = 3;
export const MAX_BACKOFF_MS = 300_000;
const LEASE_MS = 30_000;

export type Sleep = (ms: number) => Promise<void>;
const wait: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const backoff = (attempt: number) => Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt);

const inflight = processWide('token-refresh', () => new Map<string, Promise<Session | undefined>>());

const isDue = (s: Session) => !!s.tokenExpiresAt && s.tokenExpiresAt.getTime() - TOKEN_TOLERANCE_S * 1000 <= Date.now();

/** The session with tokens good for now; undefined when the issuer refused to refresh them (the session is ended). */
export function freshTokens(session: Session, { force = false, sleep = wait }: { force?: boolean; sleep?: Sleep } = {}) {
  if (!session.refreshToken || (!force && !isDue(session))) return Promise.resolve(session);
  let running = inflight.get(session.id);
  if (!running) {
    running = refresh(session, force, sleep).finally(() => inflight.delete(session.id));
    inflight.set(session.id, running);
  }
  return running;
}

async function readSession(id: string) {
  const [row] = await getDb().select().from(sessions).where(eq(sessions.id, id));
  return row;
}

async function refresh(session: Session, force: boolean, sleep: Sleep): Promise<Session | undefined> {
  const db = getDb();
  // Take the lease; another process holding it is refreshing: wait for its result instead.
  let claimed: Session | undefined;
  for (let waited = 0; !claimed; waited += 200) {
    [claimed] = await db
      .update(sessions)
      .set({ refreshingUntil: new Date(Date.now() + LEASE_MS) })
      .where(and(eq(sessions.id, session.id), or(isNull(sessions.refreshingUntil), lt(sessions.refreshingUntil, sql`now()`))))
      .returning();
    if (claimed) break;
    await sleep(200);
    const row = await readSession(session.id);
    if (!row) return undefined;
    if (!row.refreshingUntil && (row.refreshToken !== session.refreshToken || !isDue(row))) return row;
    if (waited > LEASE_MS) return row;
  }
  if (!force && !isDue(claimed) && claimed.refreshToken !== session.refreshToken) {
    await db.update(sessions).set({ refreshingUntil: null }).where(eq(sessions.id, claimed.id));
    return { ...claimed, refreshingUntil: null };
  }
  try {
    const client = await oidcClient();
    let tokens: Awaited<ReturnType<typeof oidc.refreshTokenGrant>> | undefined;
    for (let attempt = 0; !tokens; attempt++) {
      try {
        tokens = await oidc.refreshTokenGrant(client, claimed.refreshToken!);
      } catch (error) {
        if (error instanceof oidc.ResponseBodyError && error.error === 'invalid_grant') {
          // The issuer said no (revoked, expired, reused): this session cannot go on.
          console.warn(`token refresh refused, session ended: ${error.message}`);
          await db.delete(sessions).where(eq(sessions.id, claimed.id));
          clearCredentials(claimed.id);
          return undefined;
        }
        if (attempt >= REFRESH_RETRIES) throw error; // still failing: the caller's check fails (and signs out)
        await sleep(backoff(attempt));
      }
    }
    const idToken = tokens.id_token ?? claimed.idToken;
    const [updated] = await db
      .update(sessions)
      .set({
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token ?? claimed.refreshToken,
        idToken,
        tokenExpiresAt: tokens.expires_in ? new Date(Date.now() + tokens.expires_in * 1000) : null,
        refreshingUntil: null,
      })
      .where(eq(sessions.id, claimed.id))
      .returning();
    // SPEC.md section 4: derived credentials are cleared when the ID token changes or a refresh is forced.
    if (force || idToken !== claimed.idToken) clearCredentials(claimed.id);
    return updated;
  } catch (error) {
    await db.update(sessions).set({ refreshingUntil: null }).where(eq(sessions.id, claimed.id));
    throw error;
  }
}
