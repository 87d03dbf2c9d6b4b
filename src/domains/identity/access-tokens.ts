import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { and, eq } from 'drizzle-orm';
import { config } from '@/config';
import { getDb } from '@/db/client';
import type { Viewer } from '@/server/viewer';
import { identityColumns, issuerKey, upsertUserIdentity } from './identity';
import { findAccountById } from './issuer/accounts';
import { API_CLIENT_ID, API_SCOPE, apiResource, embeddedIssuerUrl, signingKey } from './issuer/embedded-issuer';
import { oidcClient } from './relying-party';
import { identities } from './schema';

// The data API's "user pool" authorisation: a Bearer access token (a JWT) from the identity provider, verified
// with the provider's keys: the embedded one's own key (its tokens for the API's resource), or an external
// issuer's JWKS (its access tokens, e.g. Cognito's: token_use "access", audience when API_AUDIENCE is set).

export class InvalidAccessToken extends Error {}

type Verifier = { issuer: string; keys: JWTVerifyGetKey; audience?: string };

const PRIVATE_PARTS = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi']);

// Per database (the key is the installation's): a test process opens several in turn.
const verifiers = new WeakMap<object, Promise<Verifier>>();
function verifier(): Promise<Verifier> {
  const db = getDb();
  let found = verifiers.get(db);
  if (!found) {
    found = makeVerifier();
    found.catch(() => verifiers.delete(db));
    verifiers.set(db, found);
  }
  return found;
}

async function makeVerifier(): Promise<Verifier> {
  if (config.OIDC_ISSUER) {
    const jwksUri = (await oidcClient()).serverMetadata().jwks_uri;
    if (!jwksUri) throw new Error(`${config.OIDC_ISSUER} publishes no jwks_uri: its access tokens cannot be verified`);
    return { issuer: config.OIDC_ISSUER, keys: createRemoteJWKSet(new URL(jwksUri)), audience: config.API_AUDIENCE || undefined };
  }
  const key = Object.fromEntries(Object.entries(await signingKey()).filter(([name]) => !PRIVATE_PARTS.has(name)));
  return { issuer: embeddedIssuerUrl(), keys: createLocalJWKSet({ keys: [key] }), audience: apiResource() };
}

/** The person a Bearer token names (made known to the site on their first call), or InvalidAccessToken. */
export async function viewerForAccessToken(token: string): Promise<Extract<Viewer, { kind: 'user' }>> {
  const { issuer, keys, audience } = await verifier();
  let payload;
  try {
    ({ payload } = await jwtVerify(token, keys, { issuer, audience, algorithms: ['RS256', 'ES256', 'PS256'], clockTolerance: 5 }));
  } catch (error) {
    throw new InvalidAccessToken((error as Error).message);
  }
  if (!payload.sub) throw new InvalidAccessToken('the token names nobody');
  if (payload.token_use !== undefined && payload.token_use !== 'access') throw new InvalidAccessToken('not an access token');
  let known = {
    email: typeof payload.email === 'string' ? payload.email : '',
    name: typeof payload.name === 'string' ? payload.name : '',
    emailVerified: payload.email_verified === true,
  };
  if (!config.OIDC_ISSUER) {
    const scopes = String(payload.scope ?? '').split(' ');
    if (payload.client_id !== API_CLIENT_ID || !scopes.includes(API_SCOPE)) throw new InvalidAccessToken('not a token for the data API');
    // A disabled account's tokens stop at once, not when they expire.
    const account = await findAccountById(payload.sub);
    if (!account || account.disabledAt) throw new InvalidAccessToken('the account is disabled');
    known = { email: account.email, name: account.name, emailVerified: account.emailVerified };
  }
  const key = issuerKey(issuer);
  const [found] = await getDb()
    .select(identityColumns)
    .from(identities)
    .where(and(eq(identities.kind, 'user'), eq(identities.issuer, key), eq(identities.subject, payload.sub)))
    .limit(1);
  // Known to the site already (signed in there), or made known now, as a first sign-in would.
  const identity = found ?? (await upsertUserIdentity(getDb(), { issuer, subject: payload.sub, ...known }));
  return { kind: 'user', role: identity.role, identity, sessionId: `token:${payload.jti ?? ''}` };
}
