import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseAdapter, deleteExpiredPayloads } from '@/domains/identity/issuer/oidc-adapter';
import * as OTPAuth from 'otpauth';
import { createAccount, findAccountById } from '@/domains/identity/issuer/accounts';
import { confirmTotpEnrolment, startTotpEnrolment } from '@/domains/identity/issuer/totp';
import { installationSecret } from '@/db/secrets';
import { handleOidc, SITE_CLIENT_ID } from '@/domains/identity/issuer/provider';
import { readTyped } from '@/domains/identity/issuer/typed-cookie';
import { DEMO_OPERATOR, seedDemoOperator } from '@/domains/identity/demo';
import { CLIENT_IP_HEADER } from '@/server/client-ip';
import { testEngines, type TestDatabase } from '../../../../tests/helpers/db';

/** Every Set-Cookie the provider sent, whole, in this file's order. */
const cookiesSent: string[] = [];

/** A browser without a cookie path model: keeps every cookie it is given, follows no redirect by itself. */
function browser(base: string) {
  const jar = new Map<string, string>();
  return async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url.startsWith('http') ? url : base + url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const c of res.headers.getSetCookie()) {
      cookiesSent.push(c);
      const [name, ...value] = c.split(';')[0]!.split('=');
      jar.set(name!, value.join('='));
    }
    return {
      status: res.status,
      location: res.headers.get('location') ?? '',
      json: () => res.json() as Promise<Record<string, unknown>>,
      text: () => res.text(),
    };
  };
}

const REDIRECT_URI = 'http://localhost:3000/auth/callback';

/** Starts an authorization request with PKCE; returns the interaction address and the verifier. */
async function authorize(go: ReturnType<typeof browser>) {
  const verifier = randomBytes(32).toString('base64url');
  const start = await go(
    `/oidc/auth?${new URLSearchParams({
      client_id: SITE_CLIENT_ID,
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: REDIRECT_URI,
      state: 'state-1',
      nonce: 'nonce-1',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    })}`,
  );
  return { interaction: start.location, verifier };
}

const postForm = (fields: Record<string, string>, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  body: new URLSearchParams(fields).toString(),
});

/** The browser's part of a sign-in at the embedded provider: the authorization code and its PKCE verifier. */
async function signIn(base: string, email: string, password: string) {
  const go = browser(base);
  const { interaction, verifier } = await authorize(go);
  const resume = await go(`${interaction}/login`, postForm({ email, password }));
  const callback = new URL((await go(resume.location)).location);
  return { code: callback.searchParams.get('code')!, verifier, go };
}

async function exchangeCode(base: string, code: string, verifier: string) {
  const secret = await installationSecret<string>('oidc.site-client-secret', () => 'unused');
  const res = await fetch(`${base}/oidc/token`, {
    ...postForm(
      { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, code_verifier: verifier },
      { authorization: `Basic ${Buffer.from(`${SITE_CLIENT_ID}:${secret}`).toString('base64')}` },
    ),
  });
  return { status: res.status, body: (await res.json()) as Record<string, string> };
}

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
    expect(res.headers.get('location')).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
  });

  it('signs a user in through the sign-in form; the code needs the PKCE verifier', async () => {
    await createAccount({ email: 'Ada@Example.com', password: 'correct horse battery', name: 'Ada', emailVerified: true });
    const go = browser(base);
    const { interaction } = await authorize(go);
    const uid = interaction.split('/').pop()!;
    expect((await go(interaction)).location).toBe(`/sign-in?interaction=${uid}`);
    const login = (fields: Record<string, string>, headers?: Record<string, string>) =>
      go(`${interaction}/login`, postForm(fields, headers));

    expect((await login({ email: 'ada@example.com', password: 'wrong password!' })).location).toBe(
      `/sign-in?interaction=${uid}&error=credentials`,
    );
    expect((await login({ email: 'nobody@example.com', password: 'wrong password!' })).location).toMatch(/error=credentials/);
    expect((await login({ email: 'ada@example.com' })).location).toMatch(/error=missing/);
    const crossSite = await login({ email: 'ada@example.com', password: 'correct horse battery' }, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.location).toMatch(/error=cross-site/);

    const signedIn = await login({ email: 'ADA@example.com', password: 'correct horse battery' });
    expect(signedIn.status).toBe(303);
    const back = new URL((await go(signedIn.location)).location);
    expect(back.origin + back.pathname).toBe(REDIRECT_URI);
    expect(back.searchParams.get('state')).toBe('state-1');
    const wrongVerifier = await exchangeCode(base, back.searchParams.get('code')!, randomBytes(32).toString('base64url'));
    expect(wrongVerifier).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('lets the demo operator, whose password is published, be claimed from this machine only', async () => {
    await seedDemoOperator(db.db);
    const attempt = async (client?: string) => {
      const go = browser(base);
      const { interaction } = await authorize(go);
      const headers = client ? { [CLIENT_IP_HEADER]: client } : undefined;
      return (await go(`${interaction}/login`, postForm({ email: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password }, headers)))
        .location;
    };
    expect(await attempt('192.0.2.2')).toMatch(/^\/sign-in\?interaction=[\w-]+&error=demo-remote$/);
    expect(await attempt('::ffff:10.0.0.7')).toMatch(/error=demo-remote/);
    // From this machine: on to choosing a password of one's own, which ends the published one.
    expect(await attempt()).toMatch(/^\/sign-in\/new-password\?interaction=[\w-]+$/);
  });

  it('refuses a sign-in from a browser that did not start it', async () => {
    const { interaction } = await authorize(browser(base));
    const other = browser(base);
    const res = await other(`${interaction}/login`, postForm({ email: 'ada@example.com', password: 'correct horse battery' }));
    expect(res.location).toBe('/sign-in?error=expired');
  });

  it('issues tokens for a signed-in user: the ID token names the account, the nonce and the issuer; a code works once', async () => {
    const account = await createAccount({ email: 'grace@example.com', password: 'another long password', emailVerified: true });
    const { code, verifier } = await signIn(base, 'grace@example.com', 'another long password');
    const tokens = await exchangeCode(base, code, verifier);
    expect(tokens.status).toBe(200);
    const claims = JSON.parse(Buffer.from(tokens.body.id_token!.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ sub: account.id, email: 'grace@example.com', nonce: 'nonce-1', aud: SITE_CLIENT_ID });
    expect(claims.iss).toMatch(/\/oidc$/);
    // A refresh token for the first-party site (no offline_access needed), rotated on use: the old one is spent.
    const secret = await installationSecret<string>('oidc.site-client-secret', () => 'unused');
    const refresh = async (token: string) => {
      const res = await fetch(`${base}/oidc/token`, {
        ...postForm(
          { grant_type: 'refresh_token', refresh_token: token },
          { authorization: `Basic ${Buffer.from(`${SITE_CLIENT_ID}:${secret}`).toString('base64')}` },
        ),
      });
      return { status: res.status, body: (await res.json()) as Record<string, string> };
    };
    expect(tokens.body.refresh_token).toEqual(expect.any(String));
    const refreshed = await refresh(tokens.body.refresh_token!);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).not.toBe(tokens.body.refresh_token);
    expect(await refresh(tokens.body.refresh_token!)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    // The code works once; its replay also revokes what it gave (the refreshed token included).
    expect(await exchangeCode(base, code, verifier)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect(await refresh(refreshed.body.refresh_token!)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('answers a reset request and a sign-up alike for known and unknown addresses, and spends a code after five wrong tries', async () => {
    await createAccount({ email: 'known@example.com', password: 'a long enough pass', emailVerified: true });
    const ask = async (step: string, fields: Record<string, string>) => {
      const go = browser(base);
      const { interaction } = await authorize(go);
      const uid = interaction.split('/').pop()!;
      return { go, interaction, location: (await go(`${interaction}/${step}`, postForm(fields))).location.replace(uid, '<uid>') };
    };
    const known = await ask('forgot', { email: 'known@example.com' });
    const unknown = await ask('forgot', { email: 'unknown@example.com' });
    expect(known.location.replace('known', 'X')).toBe(unknown.location.replace('unknown', 'X'));
    const signUpKnown = await ask('sign-up', { email: 'known@example.com', password: 'p'.repeat(12), confirm: 'p'.repeat(12) });
    const signUpNew = await ask('sign-up', { email: 'fresh@example.com', password: 'p'.repeat(12), confirm: 'p'.repeat(12) });
    expect(signUpKnown.location.replace('known', 'X')).toBe(signUpNew.location.replace('fresh', 'X'));

    const { go, interaction } = known;
    const reset = (code: string) =>
      go(`${interaction}/reset`, postForm({ email: 'known@example.com', code, password: 'n'.repeat(12), confirm: 'n'.repeat(12) }));
    for (let i = 0; i < 4; i++) expect((await reset('000000')).location).toMatch(/error=code$/);
    expect((await reset('000000')).location).toMatch(/error=code-limit/);
  });

  it('asks for a TOTP code after the password: a code works once, a recovery code once', async () => {
    // Its own address per run: sign-in attempts are counted per account in this process.
    const email = `totp-${randomBytes(4).toString('hex')}@example.com`;
    const account = await createAccount({ email, password: 'a long enough pass', emailVerified: true });
    const enrolment = await startTotpEnrolment(account);
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(enrolment.secret) });
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/StreamIt:totp-\w+%40example\.com\?/);
    // Confirmed with the previous step's code, so that the current one is still unused.
    const recovery = (await confirmTotpEnrolment((await findAccountById(account.id))!, totp.generate({ timestamp: Date.now() - 30_000 })))!;
    expect(recovery).toHaveLength(10);

    const attempt = async (code: string) => {
      const go = browser(base);
      const { interaction } = await authorize(go);
      const afterPassword = await go(`${interaction}/login`, postForm({ email, password: 'a long enough pass' }));
      expect(afterPassword.location).toMatch(/^\/sign-in\/totp\?interaction=/);
      return (await go(`${interaction}/totp`, postForm({ code }))).location;
    };
    expect(await attempt('123456')).toMatch(/error=totp/);
    const current = totp.generate();
    expect(await attempt(current)).toMatch(/\/oidc\/auth\//);
    expect(await attempt(current)).toMatch(/error=totp/); // replayed
    expect(await attempt(recovery[0]!)).toMatch(/\/oidc\/auth\//);
    expect(await attempt(recovery[0]!)).toMatch(/error=totp/); // spent
    // Skipping the TOTP step is not a way in: the step's cookie is what the TOTP form needs.
    const go = browser(base);
    const { interaction } = await authorize(go);
    expect((await go(`${interaction}/totp`, postForm({ code: totp.generate() }))).location).toMatch(/error=expired/);
  });

  it('holds the sign-in rate limit: after ten failures from one client even the right password waits there, not elsewhere', async () => {
    const email = `limited-${randomBytes(4).toString('hex')}@example.com`;
    await createAccount({ email, password: 'the right password', emailVerified: true });
    // Client addresses of their own: attempts are also counted per client, across this file's tests.
    const attempt = async (client: string) => {
      const go = browser(base);
      const { interaction } = await authorize(go);
      return (password: string) => go(`${interaction}/login`, postForm({ email, password }, { 'x-streamit-client-ip': client }));
    };
    const stranger = await attempt(`stranger-${randomBytes(6).toString('hex')}`);
    for (let i = 0; i < 10; i++) expect((await stranger('a wrong password')).location).toMatch(/error=credentials/);
    expect((await stranger('the right password')).location).toMatch(/error=limit/);
    // The stranger's guesses did not lock the owner out: from another client the right password still works.
    const owner = await attempt(`owner-${randomBytes(6).toString('hex')}`);
    expect((await owner('the right password')).location).toMatch(/\/oidc\/auth\/[\w-]+$/);
  });

  it('keeps one address held at its own limit from running up the account-wide one (the owner is not locked out)', async () => {
    const email = `held-${randomBytes(4).toString('hex')}@example.com`;
    await createAccount({ email, password: 'the right password', emailVerified: true });
    const headers = { 'x-streamit-client-ip': `held-${randomBytes(6).toString('hex')}` };
    const go = browser(base);
    const { interaction } = await authorize(go);
    for (let i = 0; i < 210; i++) await go(`${interaction}/login`, postForm({ email, password: `wrong ${i}` }, headers));
    // A new browser of the owner's, from an address of its own: in.
    const owner = browser(base);
    const fresh = await authorize(owner);
    const answer = await owner(
      `${fresh.interaction}/login`,
      postForm({ email, password: 'the right password' }, { 'x-streamit-client-ip': `owner-${randomBytes(6).toString('hex')}` }),
    );
    expect(answer.location).toMatch(/\/oidc\/auth\/[\w-]+$/);
  }, 60_000);

  it('lets a browser that signed in before past the account-wide ceiling that strangers from many addresses reached', async () => {
    const email = `crowded-${randomBytes(4).toString('hex')}@example.com`;
    await createAccount({ email, password: 'the right password', emailVerified: true });
    const client = () => ({ 'x-streamit-client-ip': `crowd-${randomBytes(6).toString('hex')}` });
    const login = async (go: ReturnType<typeof browser>, password: string, headers = client()) => {
      const { interaction } = await authorize(go);
      return (await go(`${interaction}/login`, postForm({ email, password }, headers))).location;
    };
    const owner = browser(base);
    expect(await login(owner, 'the right password')).toMatch(/\/oidc\/auth\/[\w-]+$/);
    // Twenty addresses, ten wrong guesses each: the account-wide ceiling (200) is reached.
    for (let c = 0; c < 20; c++) {
      const go = browser(base);
      const headers = client();
      const { interaction } = await authorize(go);
      for (let i = 0; i < 10; i++) await go(`${interaction}/login`, postForm({ email, password: 'a wrong guess' }, headers));
    }
    expect(await login(browser(base), 'the right password')).toMatch(/error=limit/);
    // The owner's browser, from a new address too, still signs in.
    expect(await login(owner, 'the right password')).toMatch(/\/oidc\/auth\/[\w-]+$/);
  }, 60_000);

  it('takes a NUL byte or another control character in the e-mail or the name as a field error, not a failure', async () => {
    const go = browser(base);
    const { interaction } = await authorize(go);
    const uid = interaction.split('/').pop()!;
    const post = (step: string, fields: Record<string, string>) => go(`${interaction}/${step}`, postForm(fields));
    const login = await post('login', { email: 'ada\u0000@example.com', password: 'correct horse battery' });
    expect(login.status).toBe(303);
    // What was typed comes back in a cookie of this interaction, never in the address.
    expect(login.location).toBe(`/sign-in?interaction=${uid}&error=email`);
    const lastTyped = () =>
      cookiesSent
        .findLast((c) => c.startsWith('streamit_typed='))!
        .split(';')[0]!
        .slice('streamit_typed='.length);
    expect(readTyped(lastTyped(), uid)).toEqual({ email: 'ada@example.com' });
    expect(readTyped(lastTyped(), 'another-interaction')).toEqual({});
    const signUp = await post('sign-up', {
      email: 'new@example.com',
      name: 'Ne\u0000w',
      password: 'a long password',
      confirm: 'a long password',
    });
    expect(signUp.status).toBe(303);
    expect(signUp.location).toMatch(/error=name$/);
    expect(readTyped(lastTyped(), uid)).toEqual({ email: 'new@example.com', name: 'New' });
    // A right-to-left override makes a name read as another ("Bob" + U+202E + "live" shows as "Bobevil").
    const overridden = await post('sign-up', {
      email: 'new@example.com',
      name: 'Bob\u202Elive',
      password: 'a long password',
      confirm: 'a long password',
    });
    expect(overridden.location).toMatch(/error=name$/);
  });

  it('sends its cookies Secure, HttpOnly and SameSite=Lax on localhost, with no insecure .legacy twin', async () => {
    await createAccount({ email: 'cookies@example.com', password: 'a password for cookies', emailVerified: true });
    cookiesSent.length = 0;
    const { code, verifier, go } = await signIn(base, 'cookies@example.com', 'a password for cookies');
    expect((await exchangeCode(base, code, verifier)).status).toBe(200);
    await go('/oidc/session/end', { headers: { 'sec-fetch-site': 'same-origin' } });
    const names = cookiesSent.map((c) => c.split('=')[0]);
    expect(names).toEqual(expect.arrayContaining(['_interaction', '_session']));
    expect(names.filter((n) => n!.endsWith('.legacy'))).toEqual([]);
    for (const cookie of cookiesSent) {
      expect(cookie, cookie).toMatch(/; secure/i);
      expect(cookie, cookie).toMatch(/; httponly/i);
      expect(cookie, cookie).toMatch(/; samesite=lax/i);
    }
  });

  it("signs out at once for the site's own sign-out, and asks first when another site sends the browser", async () => {
    await createAccount({ email: 'leaving@example.com', password: 'a password to leave', emailVerified: true });
    const { code, verifier, go } = await signIn(base, 'leaving@example.com', 'a password to leave');
    const idToken = (await exchangeCode(base, code, verifier)).body.id_token!;
    const end = (query: Record<string, string>, site: string) =>
      go(`/oidc/session/end?${new URLSearchParams(query)}`, { headers: { 'sec-fetch-site': site } });
    const back = { post_logout_redirect_uri: 'http://localhost:3000/' };
    // A link on another page, with or without the person's ID token: a question, nothing submits itself.
    for (const [query, site] of [
      [{}, 'cross-site'],
      [{ id_token_hint: idToken, ...back }, 'cross-site'],
      [{ client_id: SITE_CLIENT_ID }, 'same-origin'],
    ] as const) {
      const page = await (await end(query, site)).text();
      expect(page).toContain('Sign out of StreamIt?');
      expect(page).not.toContain('.submit()');
    }
    const own = await (await end({ id_token_hint: idToken, ...back }, 'same-origin')).text();
    expect(own).toContain('document.forms[0].submit()');
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
