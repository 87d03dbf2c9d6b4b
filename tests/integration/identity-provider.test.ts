import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseAdapter, deleteExpiredPayloads } from '@/domains/identity/oidc-adapter';
import { handleOidc, SITE_CLIENT_ID } from '@/domains/identity/provider';
import { testEngines, type TestDatabase } from '../helpers/db';

const forgetProvider = () => delete (globalThis as Record<symbol, unknown>)[Symbol.for('streamit.oidc-provider')];

describe.each(testEngines())('the embedded identity provider on $name', ({ open }) => {
  let db: TestDatabase;
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    db = await open();
    forgetProvider();
    server = http.createServer((req, res) => {
      void handleOidc(req, res).then((handled) => {
        if (!handled) res.writeHead(404).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    forgetProvider();
    await new Promise<void>((r) => server.close(() => r()));
    await db.dispose();
  });

  it('publishes its configuration under /oidc: PKCE S256 only, refresh tokens, revocation and logout', async () => {
    const res = await fetch(`${base}/oidc/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const doc = (await res.json()) as Record<string, unknown>;
    expect(doc.issuer).toMatch(/^http:\/\/localhost:\d+\/oidc$/);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'profile', 'offline_access']));
    expect(doc.response_types_supported).toEqual(['code']);
    expect(doc.revocation_endpoint).toBe(`${base}/oidc/token/revocation`);
    expect(doc.end_session_endpoint).toBe(`${base}/oidc/session/end`);
    expect((await fetch(`${base}/elsewhere`)).status).toBe(404);
  });

  it('signs with a key made once and kept: only its public half is published', async () => {
    const keys = async () => ((await (await fetch(`${base}/oidc/jwks`)).json()) as { keys: Record<string, string>[] }).keys;
    const first = await keys();
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ kty: 'RSA', use: 'sig', alg: 'RS256' });
    expect(first[0]).not.toHaveProperty('d');
    forgetProvider(); // as after a restart
    expect((await keys())[0]!.kid).toBe(first[0]!.kid);
  });

  it('refuses an authorization request without PKCE, and sends a proper one to the sign-in page', async () => {
    const authorize = (extra: Record<string, string>) =>
      fetch(
        `${base}/oidc/auth?${new URLSearchParams({
          client_id: SITE_CLIENT_ID,
          response_type: 'code',
          scope: 'openid email profile',
          redirect_uri: 'http://localhost:3000/auth/callback',
          state: 'st',
          nonce: 'n',
          ...extra,
        })}`,
        { redirect: 'manual' },
      );
    const withoutPkce = new URL((await authorize({})).headers.get('location')!);
    expect(withoutPkce.pathname).toBe('/auth/callback');
    expect(withoutPkce.searchParams.get('error')).toBe('invalid_request');

    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const res = await authorize({ code_challenge: challenge, code_challenge_method: 'S256' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/^\/sign-in\?interaction=[\w-]+$/);
  });

  it('stores, finds, consumes and forgets what the provider keeps', async () => {
    const codes = new DatabaseAdapter('AuthorizationCode');
    const tokens = new DatabaseAdapter('AccessToken');
    await codes.upsert('c1', { grantId: 'g1', accountId: 'a' }, 60);
    await tokens.upsert('t1', { grantId: 'g1' }, 60);
    await tokens.upsert('t2', { grantId: 'g2' }, 60);
    expect(await codes.find('c1')).toMatchObject({ grantId: 'g1', accountId: 'a' });
    expect(await tokens.find('c1')).toBeUndefined(); // another model's id

    await codes.consume('c1');
    expect((await codes.find('c1'))?.consumed).toEqual(expect.any(Number));

    await codes.revokeByGrantId('g1'); // the grant's code and token, not another grant's
    expect(await codes.find('c1')).toBeUndefined();
    expect(await tokens.find('t1')).toBeUndefined();
    expect(await tokens.find('t2')).toBeDefined();
    await tokens.destroy('t2');
    expect(await tokens.find('t2')).toBeUndefined();

    const sessions = new DatabaseAdapter('Session');
    await sessions.upsert('s1', { uid: 'u1' }, 60);
    expect(await sessions.findByUid('u1')).toMatchObject({ uid: 'u1' });
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a' }, 60); // an update, not a second row
    expect(await sessions.findByUid('u1')).toMatchObject({ accountId: 'a' });
  });

  it('never returns what has expired, and sweeps it', async () => {
    const interactions = new DatabaseAdapter('Interaction');
    await interactions.upsert('old', { uid: 'x' }, 1);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await interactions.find('old')).toBeUndefined();
    expect(await deleteExpiredPayloads()).toBeGreaterThanOrEqual(1);
  });
});
