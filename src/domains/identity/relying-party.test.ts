import { createHash, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testEngines, type TestDatabase } from '../../../tests/helpers/db';
import { setEnv } from '../../../tests/helpers/env';

// The site as a relying party against an issuer this test controls: a small OpenID provider that signs what the
// test asks for, so every way an answer can be wrong is tried. (The real provider, oidc-provider, is tried in
// identity-provider.test.ts and, as an external issuer, in the browser tests.)

const CLIENT_ID = 'streamit-site';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'k1', use: 'sig', alg: 'RS256' };
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
function jwt(claims: Record<string, unknown>) {
  const input = `${b64({ alg: 'RS256', kid: 'k1', typ: 'JWT' })}.${b64(claims)}`;
  return `${input}.${createSign('RSA-SHA256').update(input).sign(privateKey).toString('base64url')}`;
}

type Pending = { challenge: string; nonce: string; claims: Record<string, unknown>; used?: boolean };
const codes = new Map<string, Pending>();
let refreshMode: { fail: number; status?: number; body?: Record<string, string>; newIdToken?: boolean } = { fail: 0 };
let refreshCalls = 0;
let issuer = '';

const server = http.createServer((req, res) => {
  const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const url = new URL(req.url!, issuer);
  if (url.pathname === '/.well-known/openid-configuration')
    return json(200, {
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      end_session_endpoint: `${issuer}/logout`,
      response_types_supported: ['code'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
    });
  if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
  if (url.pathname !== '/token') return json(404, {});
  let body = '';
  req.on('data', (c: Buffer) => (body += c));
  req.on('end', () => {
    const form = new URLSearchParams(body);
    const now = Math.floor(Date.now() / 1000);
    const idToken = (claims: Record<string, unknown>) =>
      jwt(
        Object.fromEntries(
          Object.entries({
            iss: issuer,
            sub: 'person-1',
            aud: CLIENT_ID,
            iat: now,
            exp: now + 3600,
            email: 'p@example.com',
            name: 'P',
            ...claims,
          }).filter(([, v]) => v !== undefined),
        ),
      );
    if (form.get('grant_type') === 'refresh_token') {
      refreshCalls++;
      if (refreshMode.fail > 0) {
        refreshMode.fail--;
        return refreshMode.body ? json(refreshMode.status ?? 400, refreshMode.body) : res.writeHead(refreshMode.status ?? 503).end('down');
      }
      return json(200, {
        access_token: `at-${refreshCalls}`,
        token_type: 'Bearer',
        expires_in: 3600,
        refresh_token: `rt-${refreshCalls}`, // rotated
        ...(refreshMode.newIdToken ? { id_token: idToken({ iat: now + refreshCalls }) } : {}),
      });
    }
    const pending = codes.get(form.get('code') ?? '');
    const verifier = form.get('code_verifier') ?? '';
    if (!pending || pending.used || createHash('sha256').update(verifier).digest('base64url') !== pending.challenge)
      return json(400, { error: 'invalid_grant', error_description: 'the code is unknown, used, or its PKCE verifier does not match' });
    pending.used = true;
    json(200, {
      access_token: 'at-0',
      token_type: 'Bearer',
      expires_in: 3600,
      refresh_token: 'rt-0',
      id_token: idToken({ nonce: pending.nonce, ...pending.claims }),
    });
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
// Configuration is read once, at import: name this issuer before the site's modules load.
setEnv({
  OIDC_ISSUER: issuer,
  OIDC_CLIENT_ID: CLIENT_ID,
  OIDC_CLIENT_SECRET: 'site-secret',
  SITE_URL: 'http://localhost:3999',
  // As for a Cognito user pool: sign-out through the hosted UI's /logout.
  COGNITO_DOMAIN: 'https://streamit.auth.us-east-1.amazoncognito.example',
});
const { finishSignIn, signOut, startSignIn, SignInFailed } = await import('@/domains/identity/relying-party');
const { identities } = await import('@/domains/identity/schema');
const { sessions } = await import('@/domains/identity/schema');
const { findSession } = await import('@/domains/identity/sessions');
const { backoff, freshTokens } = await import('@/domains/identity/tokens');
const { CREDENTIALS_TTL_MS, getCredentials, verifySessionToken } = await import('@/domains/identity/credentials');

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A sign-in the site starts; the issuer answers with these ID token claims (undefined drops a claim). */
async function signIn(
  claims: Record<string, unknown> = {},
  tamper: { state?: string; cookie?: (c: string) => string; challenge?: string } = {},
) {
  const { url, cookie } = await startSignIn('/movies');
  const auth = new URL(url);
  const code = randomBytes(8).toString('hex');
  codes.set(code, {
    challenge: tamper.challenge ?? auth.searchParams.get('code_challenge')!,
    nonce: auth.searchParams.get('nonce')!,
    claims,
  });
  const callback = new URL(
    `http://localhost:3999/auth/callback?${new URLSearchParams({ code, state: tamper.state ?? auth.searchParams.get('state')!, iss: issuer })}`,
  );
  const replay = () => finishSignIn(callback, cookie);
  return { result: finishSignIn(callback, tamper.cookie ? tamper.cookie(cookie) : cookie), replay };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the sign-in was accepted');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(SignInFailed);
      return error as InstanceType<typeof SignInFailed>;
    },
  );

describe.each(testEngines())('the site as relying party on $name', ({ open }) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => db?.dispose());
  beforeEach(() => {
    refreshMode = { fail: 0 };
    refreshCalls = 0;
  });
  const sessionCount = () => db.db.$count(sessions);

  it('accepts a proper answer: a session for the person, back where the sign-in started', async () => {
    const { result } = await signIn();
    const { token, returnTo } = await result;
    expect(returnTo).toBe('/movies');
    expect(await findSession(token)).toMatchObject({ issuer, subject: 'person-1', email: 'p@example.com', refreshToken: 'rt-0' });
  });

  it('refuses every answer it must not trust, and starts no session for any', async () => {
    const before = await sessionCount();
    const tampered = await refusal((await signIn({}, { state: 'not-the-state' })).result);
    expect(tampered.reason).toBe('failed');
    expect((await refusal((await signIn({}, { cookie: (c) => c.slice(0, -2) + (c.endsWith('A') ? 'BB' : 'AA') })).result)).reason).toBe(
      'expired',
    );
    const { result, replay } = await signIn();
    await result;
    expect((await refusal(replay())).cause).toMatchObject({ error: 'invalid_grant' }); // a code works once
    await refusal((await signIn({ nonce: 'another-nonce' })).result);
    expect((await refusal((await signIn({}, { challenge: 'x'.repeat(43) })).result)).cause).toMatchObject({ error: 'invalid_grant' });
    await refusal((await signIn({ iss: 'https://other-issuer.example' })).result);
    await refusal((await signIn({ aud: 'another-client' })).result);
    const now = Math.floor(Date.now() / 1000);
    await refusal((await signIn({ iat: now - 7200, exp: now - 60 })).result); // past the 5 s tolerance
    const noIssuer = await refusal((await signIn({ iss: undefined })).result);
    expect(noIssuer.cause).toMatchObject({ name: 'InvalidIdTokenException', message: 'Invalid Idtoken.' });
    expect(noIssuer.message).toBe('We could not complete your sign-in. Try again.'); // what the person sees
    expect(await sessionCount()).toBe(before + 1); // only the one proper sign-in above
  });

  it('refreshes tokens when they are within 5 s of expiry, once for many callers, rotating the refresh token', async () => {
    const { token } = await (await signIn()).result;
    const session = (await findSession(token))!;
    expect(await freshTokens(session)).toBe(session); // an hour left: nothing to do
    expect(refreshCalls).toBe(0);
    await db.db
      .update(sessions)
      .set({ tokenExpiresAt: new Date(Date.now() + 3000) })
      .where(eq(sessions.id, session.id));
    const due = (await findSession(token))!;
    const results = await Promise.all([freshTokens(due), freshTokens(due), freshTokens(due)]);
    expect(refreshCalls).toBe(1);
    expect(results.map((r) => r?.refreshToken)).toEqual(['rt-1', 'rt-1', 'rt-1']);
    expect((await findSession(token))!).toMatchObject({ accessToken: 'at-1', refreshToken: 'rt-1', refreshingUntil: null });
  });

  it('retries a failing issuer 3 times with growing waits (at most 300,000 ms), then fails the check but keeps the session', async () => {
    const { token } = await (await signIn()).result;
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    refreshMode = { fail: 2 };
    expect(await freshTokens((await findSession(token))!, { force: true, sleep })).toMatchObject({ refreshToken: 'rt-3' });
    expect(waits).toEqual([1000, 2000]);
    waits.length = 0;
    refreshMode = { fail: 10 };
    await expect(freshTokens((await findSession(token))!, { force: true, sleep })).rejects.toThrow();
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(await findSession(token)).toMatchObject({ refreshingUntil: null });
    expect(backoff(30)).toBe(300_000);
  });

  it('ends the session when the issuer refuses the refresh token', async () => {
    const { token } = await (await signIn()).result;
    refreshMode = { fail: 1, status: 400, body: { error: 'invalid_grant' } };
    expect(await freshTokens((await findSession(token))!, { force: true })).toBeUndefined();
    expect(await findSession(token)).toBeUndefined();
  });

  it('keeps derived credentials for 3,000,000 ms, and makes new ones when the ID token changes or a refresh is forced', async () => {
    const { token } = await (await signIn()).result;
    const session = (await findSession(token))!;
    const first = (await getCredentials(session))!;
    expect(first.expiration.getTime() - Date.now()).toBeGreaterThan(CREDENTIALS_TTL_MS - 5000);
    expect(await verifySessionToken(first.sessionToken)).toBe(session.identityId);
    expect(await verifySessionToken(first.sessionToken.replace(/.$/, (c: string) => (c === 'A' ? 'B' : 'A')))).toBeUndefined();
    expect((await getCredentials(session))!.sessionToken).toBe(first.sessionToken);
    refreshMode = { fail: 0, newIdToken: true };
    const forced = (await getCredentials(session, { force: true }))!;
    expect(forced.sessionToken).not.toBe(first.sessionToken);
    // A refresh that brings a new ID token (not forced) also clears them.
    await db.db
      .update(sessions)
      .set({ tokenExpiresAt: new Date(Date.now() + 1000) })
      .where(eq(sessions.id, session.id));
    const afterRefresh = (await getCredentials((await findSession(token))!))!;
    expect(afterRefresh.sessionToken).not.toBe(forced.sessionToken);
  });

  it('signs out through the hosted UI with client id and logout uri, the failed revocation logged and ignored', async () => {
    const { token } = await (await signIn()).result;
    const next = new URL(await signOut(token)); // this issuer has no revocation endpoint: revoking fails, sign-out goes on
    expect(next.origin + next.pathname).toBe('https://streamit.auth.us-east-1.amazoncognito.example/logout');
    expect(Object.fromEntries(next.searchParams)).toEqual({ client_id: CLIENT_ID, logout_uri: 'http://localhost:3999/' });
    expect(await findSession(token)).toBeUndefined();
  });

  it('fails with GetIdResponseException when the session has no identity behind it', async () => {
    const { token } = await (await signIn({ sub: 'person-to-forget' })).result;
    const session = (await findSession(token))!;
    await db.db.delete(identities).where(eq(identities.id, session.identityId)); // (the session goes with it)
    await expect(getCredentials(session)).rejects.toMatchObject({
      name: 'GetIdResponseException',
      message: 'Received undefined response from getId operation',
    });
  });
});
