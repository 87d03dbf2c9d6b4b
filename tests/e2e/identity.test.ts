import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, freshDataDir, openBrowser, startSite, type Browser, type Site } from './harness';

let site: Site;
let browser: Browser;
let origin: string;

beforeAll(async () => {
  // An operator adds the account with the CLI before the server owns the folder.
  const dataDir = freshDataDir();
  await promisify(execFile)('npx', ['tsx', 'cli/streamit.ts', 'user', 'create', 'viewer@example.com', '--password', 'a long passphrase'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  site = await startSite({}, dataDir);
  // The embedded provider's issuer is http://localhost:<port> (no SITE_URL): the browser uses that name.
  origin = site.url.replace('127.0.0.1', 'localhost');
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

function authorizeUrl() {
  const verifier = randomBytes(32).toString('base64url');
  return `${origin}/oidc/auth?${new URLSearchParams({
    client_id: 'streamit-web',
    response_type: 'code',
    scope: 'openid email profile',
    redirect_uri: `${origin}/auth/callback`,
    state: 'e2e-state',
    nonce: 'e2e-nonce',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  })}`;
}

describe('sign-in at the embedded provider', () => {
  it('publishes its discovery document', async () => {
    const doc = (await (await fetch(`${site.url}/oidc/.well-known/openid-configuration`)).json()) as { issuer: string };
    expect(doc.issuer).toBe(`${origin}/oidc`);
  });

  it('shows the sign-in page, says what is wrong with bad credentials, and returns a code to the site', async () => {
    const { page } = browser;
    await page.goto(authorizeUrl());
    await page.waitForURL(/\/sign-in\?interaction=/);
    expect(await page.title()).toBe('Sign in | StreamIt');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Sign in');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('E-mail address').fill('viewer@example.com');
    await page.getByLabel('Password').fill('not the passphrase');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.locator('#sign-in-error').innerText()).toContain('do not match an account');
    expect(await page.getByLabel('E-mail address').inputValue()).toBe('viewer@example.com');

    await page.getByLabel('Password').fill('a long passphrase');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/auth\/callback\?/);
    const back = new URL(page.url());
    expect(back.searchParams.get('state')).toBe('e2e-state');
    expect(back.searchParams.get('code')).toMatch(/^[\w-]{20,}$/);
  });

  it('explains an expired or incomplete sign-in instead of showing a form', async () => {
    const { page } = browser;
    await page.goto(`${site.url}/sign-in?error=expired`);
    expect(await page.locator('#sign-in-error').innerText()).toContain('has expired');
    expect(await page.locator('form').count()).toBe(0);
  });
});
