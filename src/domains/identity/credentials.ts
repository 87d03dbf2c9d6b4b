import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { clearCredentials, credentialCache, type Credentials } from './credential-cache';
import { credentialsMissing, getIdFailed } from './errors';
import { identities } from './schema';
import type { Session } from './sessions';
import { sign, unsign } from './signing';
import { freshTokens, type Sleep } from './tokens';

// Temporary credentials for a signed-in session (SPEC.md sections 4 and 9), what an identity pool would give:
// the identity's id and a signed session token that media and other services accept until it expires. Kept in
// memory for 3,000,000 ms and then made again; cleared when the ID token changes or a refresh is forced.

export const CREDENTIALS_TTL_MS = 3_000_000;

export type { Credentials };

const idTokenKey = (idToken: string) => createHash('sha256').update(idToken).digest('base64url');

/** GetId: the identity behind the session's ID token. */
async function getId(session: Session): Promise<string> {
  const [row] = await getDb().select({ id: identities.id }).from(identities).where(eq(identities.id, session.identityId));
  if (!row) throw getIdFailed();
  return row.id;
}

/** GetCredentialsForIdentity: credentials for the identity, good until `expiration`. */
async function credentialsFor(identityId: string): Promise<Credentials> {
  const expiration = new Date(Date.now() + CREDENTIALS_TTL_MS);
  const sessionToken = await sign(Buffer.from(JSON.stringify({ i: identityId, e: expiration.getTime() })).toString('base64url'));
  const credentials = {
    identityId,
    accessKeyId: `SIA${createHash('sha256').update(identityId).digest('hex').slice(0, 17).toUpperCase()}`,
    secretKey: randomBytes(30).toString('base64'),
    sessionToken,
    expiration,
  };
  if (!credentials.accessKeyId || !credentials.secretKey || !credentials.sessionToken) throw credentialsMissing();
  return credentials;
}

/** The session's credentials: from memory while fresh and made for this ID token, else made again. */
export async function getCredentials(session: Session, { force = false, sleep }: { force?: boolean; sleep?: Sleep } = {}) {
  if (force) clearCredentials(session.id);
  const current = await freshTokens(session, { force, sleep });
  if (!current) return undefined; // the issuer ended the session
  const cached = credentialCache.get(current.id);
  if (cached && cached.idToken === idTokenKey(current.idToken) && cached.credentials.expiration.getTime() > Date.now())
    return cached.credentials;
  const credentials = await credentialsFor(await getId(current));
  credentialCache.set(current.id, { idToken: idTokenKey(current.idToken), credentials });
  return credentials;
}

/** The identity a session token from getCredentials() speaks for, while it has not expired. */
export async function verifySessionToken(token: string | undefined): Promise<string | undefined> {
  const payload = await unsign(token);
  if (!payload) return undefined;
  try {
    const { i, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { i: string; e: number };
    return typeof i === 'string' && typeof e === 'number' && e > Date.now() ? i : undefined;
  } catch {
    return undefined;
  }
}
