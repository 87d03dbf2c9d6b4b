import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appReady, openBrowser, startSite, type Browser, type Site } from './harness';

// A second, separate oidc-provider on another port plays an external issuer (as a Cognito user pool or Keycloak
// would be): the site signs in through it with only configuration changed, and mounts no provider of its own.
// Guest access is off here, so a visitor's watchlist asks them to sign in first.

let site: Site;
let browser: Browser;
let origin: string;
let issuer: string;
const server = http.createServer();

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://localhost:${(server.address() as AddressInfo).port}`;
  site = await startSite({
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: 'streamit-external',
    OIDC_CLIENT_SECRET: 'an external client secret',
    ALLOW_GUEST: 'false',
  });
  origin = site.url.replace('127.0.0.1', 'localhost');
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'streamit-external',
        client_secret: 'an external client secret',
        redirect_uris: [`${origin}/auth/callback`],
        post_logout_redirect_uris: [`${origin}/`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    pkce: { methods: ['S256'], required: () => true },
    claims: { openid: ['sub'], email: ['email'], profile: ['name'] },
    conformIdTokenClaims: false,
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({ sub: id, email: `${id}@external.example`, name: 'Ext Ernal' }),
    }),
  });
  server.on('request', provider.callback());
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await new Promise((resolve) => server.close(resolve));
});

describe('an external OpenID Connect issuer', () => {
  it('refuses guest actions with a "sign in to ..." message when guest access is off', async () => {
    const { page } = browser;
    await page.goto(`${origin}/movies`);
    await appReady(page);
    const card = page.locator('.title-card').first();
    await card.getByRole('button', { name: /to watchlist$/ }).click();
    await expect.poll(() => page.locator('.notice').last().innerText()).toBe('Sign in to keep a watchlist.');
    expect(await card.getByRole('button', { name: /watchlist$/ }).getAttribute('aria-pressed')).toBe('false');
    await page.goto(`${origin}/collections`);
    expect(await page.locator('main').innerText()).toContain('Sign in to keep collections.');
    expect(await page.getByLabel('New collection').count()).toBe(0);
    expect((await page.context().cookies(origin)).map((c) => c.name)).not.toContain('streamit_guest');
  });

  it('signs in through the issuer and back, keeps the watchlist, and signs out through its end-session endpoint', async () => {
    const { page } = browser;
    // Nothing of the embedded provider is mounted: the issuer is elsewhere.
    expect((await fetch(`${site.url}/oidc/.well-known/openid-configuration`)).status).toBe(404);
    await page.goto(`${origin}/movies`);
    // The menu opens once the app has loaded (after the first paint, by design): a click before it does nothing.
    await appReady(page);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.locator('#user-menu').getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(new RegExp(`^${issuer}/interaction/`));
    await page.locator('input[name=login]').fill('ext-person');
    await page.locator('input[name=password]').fill('anything');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click(); // the issuer's own consent screen
    await page.waitForURL(`${origin}/movies`);
    expect(await page.evaluate(() => fetch('/api/session').then((r) => r.json()))).toMatchObject({
      signedIn: true,
      email: 'ext-person@external.example',
      name: 'Ext Ernal',
    });

    const card = page.locator('.title-card').first();
    await card.getByRole('button', { name: /to watchlist$/ }).click();
    await expect.poll(() => card.getByRole('button', { name: /watchlist$/ }).getAttribute('aria-pressed')).toBe('true');
    await page.goto(`${origin}/my-account`);
    expect(await page.locator('main').innerText()).toContain('Managed by your sign-in provider');

    await appReady(page);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.locator('#user-menu').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(new RegExp(`^${issuer}/session/end`));
    await page.getByRole('button', { name: 'Yes, sign me out' }).click(); // this issuer asks; ours does not
    await page.waitForURL(`${origin}/`);
    expect(await page.evaluate(() => fetch('/api/session').then((r) => r.json()))).toMatchObject({ signedIn: false });
  });
});
