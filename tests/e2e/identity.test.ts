import { createHash, randomBytes } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appReady,
  axeViolations,
  seededDataDir,
  openBrowser,
  withBrowser,
  startSite,
  streamitCli,
  type Browser,
  type Site,
} from './harness';

let site: Site;
let browser: Browser;
let origin: string;
let temporaryPassword: string;

beforeAll(async () => {
  // An operator adds the account with the CLI before the server owns the folder.
  const dataDir = seededDataDir();
  const cli = (...args: string[]) => streamitCli(args, { DATA_DIR: dataDir, DATABASE_URL: '' });
  await cli('user', 'create', 'viewer@example.com', '--password', 'a long passphrase');
  await cli('user', 'create', 'tess@example.com', '--password', 'tess first passphrase');
  await cli('user', 'create', 'noscript@example.com', '--password', 'a passphrase without scripts');
  await cli('user', 'create', 'ops@example.com', '--admin', '--name', 'Olu Operator', '--password', 'the operators passphrase');
  // Without --password: a temporary one, and a new password is required at the first sign-in.
  temporaryPassword = /temporary password: (\S+)/.exec((await cli('user', 'create', 'operator-made@example.com')).stdout)![1]!;
  site = await startSite({}, dataDir);
  // The embedded provider's issuer is http://localhost:<port> (no SITE_URL): the browser uses that name.
  origin = site.url.replace('127.0.0.1', 'localhost');
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** On the sign-in page (once it is reached), the viewer's right e-mail and password, sent. */
async function submitSignIn(page: Browser['page'], password = 'a long passphrase', email = 'viewer@example.com') {
  await page.waitForURL(/\/sign-in\?interaction=/);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

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

/** The next server action's answer: the page shows a change at once, the server saves it a moment later. */
const actionAnswered = (page: Page) =>
  page.waitForResponse((r) => r.request().method() === 'POST' && r.request().headers()['next-action'] !== undefined);

/** Counts server actions from now on: `settled(n)` waits until n have been sent and every one sent has been answered. */
function actionLog(page: Page) {
  const isAction = (r: Request) => r.method() === 'POST' && r.headers()['next-action'] !== undefined;
  let sent = 0;
  let answered = 0;
  page.on('request', (r) => void (isAction(r) && sent++));
  page.on('requestfinished', (r) => void (isAction(r) && answered++));
  page.on('requestfailed', (r) => void (isAction(r) && answered++));
  return { settled: (n: number) => expect.poll(() => sent >= n && answered === sent).toBe(true) };
}

describe('sign-in at the embedded provider', () => {
  it('publishes its discovery document', async () => {
    const doc = (await (await fetch(`${site.url}/oidc/.well-known/openid-configuration`)).json()) as { issuer: string };
    expect(doc.issuer).toBe(`${origin}/oidc`);
  });

  it('signs in from the site and back where it started, keeps the session in an httpOnly cookie, and signs out to /', async () => {
    const { page, context } = browser;
    const session = () => page.evaluate(() => fetch('/api/session').then((r) => r.json()));
    await page.goto(`${origin}/auth/login?returnTo=/movies`);
    await page.waitForURL(/\/sign-in\?interaction=/);
    expect(await page.title()).toBe('Sign in | StreamIt');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Sign in');
    expect(await axeViolations(page)).toEqual([]);

    await submitSignIn(page, 'not the passphrase');
    await expect.poll(() => page.locator('#sign-in-error').innerText()).toContain('do not match an account');
    expect(await page.getByLabel('E-mail address').inputValue()).toBe('viewer@example.com');
    await page.getByLabel('Password').fill('a long passphrase');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${origin}/movies`);
    expect(await session()).toMatchObject({ signedIn: true, name: '', email: 'viewer@example.com', watchlist: [] });

    const cookie = (await context.cookies(origin)).find((c) => c.name === 'streamit_session')!;
    // Secure by default (SPEC.md section 9): browsers keep Secure cookies on http://localhost.
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/' });
    expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);

    // Sign out is a form post from a page of the site; the provider's logout needs no second click.
    await page.evaluate(() => {
      const form = Object.assign(document.createElement('form'), { method: 'post', action: '/auth/logout' });
      document.body.append(form);
      form.submit();
    });
    await page.waitForURL(`${origin}/`);
    expect(await session()).toMatchObject({ signedIn: false });
    // Signed out at the provider as well: signing in again asks for the password.
    await page.goto(`${origin}/auth/login`);
    await page.waitForURL(/\/sign-in\?interaction=/);
  });

  it('signs in from another name of this machine (127.0.0.1) by going to the configured address first', async () => {
    const { page, context } = browser;
    await context.clearCookies();
    await page.goto(`${site.url}/movies`);
    await page.goto(`${site.url}/auth/login?returnTo=/movies`);
    await submitSignIn(page);
    await page.waitForURL(`${origin}/movies`);
    expect(await page.evaluate(() => fetch('/api/session').then((r) => r.json()))).toMatchObject({ signedIn: true });
    await context.clearCookies();
  });

  it('refuses a callback this browser did not start, and a sign-out posted from another site', async () => {
    const { page, context } = browser;
    await context.clearCookies();
    // A code from a sign-in another browser (or page) started: no PKCE verifier, state or nonce to match it.
    await page.goto(authorizeUrl());
    await submitSignIn(page);
    await page.waitForURL(/\/sign-in\?error=expired/);
    expect(await page.locator('#sign-in-error').innerText()).toContain('has expired');
    const crossSite = await fetch(`${site.url}/auth/logout`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site' },
      redirect: 'manual',
    });
    expect(crossSite.status).toBe(403);
  });

  it('refuses a code whose sign-in this browser did not start as it last did (state and PKCE do not match)', async () => {
    const { page, context } = browser;
    await context.clearCookies();
    await page.goto(`${origin}/auth/login`); // this browser's sign-in: its own state, nonce and verifier
    await page.waitForURL(/\/sign-in\?interaction=/);
    await page.goto(authorizeUrl()); // another sign-in's code arrives at the callback
    await submitSignIn(page);
    await page.waitForURL(/\/sign-in\?error=failed/);
    expect(await page.locator('#sign-in-error').innerText()).toContain('could not complete your sign-in');
    expect(await page.evaluate(() => fetch('/api/session').then((r) => r.json()))).toMatchObject({ signedIn: false });
  });

  it('offers Sign in from the account menu, shows who is signed in with the account links, and signs out with Logout', async () => {
    const { page, context } = browser;
    await context.clearCookies();
    await page.goto(`${origin}/tv-shows`);
    const toggle = page.getByRole('button', { name: 'Account menu' });
    await page.waitForLoadState('load'); // hydrated: the toggle has its handler
    await toggle.click();
    const signInLink = page.locator('#user-menu').getByRole('link', { name: 'Sign in' });
    expect(await signInLink.getAttribute('href')).toBe('/auth/login?returnTo=%2Ftv-shows');
    await signInLink.click();
    await submitSignIn(page);
    await page.waitForURL(`${origin}/tv-shows`);

    await toggle.click();
    const menu = page.locator('#user-menu');
    await expect.poll(() => menu.innerText()).toContain('Signed in as\nviewer@example.com');
    for (const name of ['My Account', 'Collections', 'Watchlist', 'Subscription'])
      expect(await menu.getByRole('link', { name }).count(), name).toBe(1);
    // The keyboard: Escape closes it and gives focus back to its toggle; a click elsewhere closes it too.
    await page.keyboard.press('Escape');
    expect(await menu.count()).toBe(0);
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    await toggle.click();
    await expect.poll(() => menu.count()).toBe(1);
    await page.locator('main h1').first().click();
    expect(await menu.count()).toBe(0);

    await toggle.click();
    await menu.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${origin}/`);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect.poll(() => page.locator('#user-menu').getByRole('link', { name: 'Sign in' }).count()).toBe(1);
  });

  it('draws the signed-in account button from the first paint, before the app, on cached and personal pages alike', async () => {
    await withBrowser({}, async ({ page }) => {
      await signInAs(page, 'viewer@example.com', 'a long passphrase', '/blogs');
      await page.waitForURL(`${origin}/blogs`);
      // The app never arrives: what shows is the page's own first paint.
      await page.route('**/_next/static/chunks/*.js', (route) => route.abort());
      const button = async () => {
        const hint = page.locator('.user-menu .who-hint').first();
        return {
          initial: (await hint.isVisible()) ? await hint.evaluate((el) => getComputedStyle(el, '::before').content) : null,
          icon: await page.locator('.user-menu .who-unknown').first().isVisible(),
        };
      };
      for (const path of ['/blogs', '/my-account', '/collections', '/extra/faq', '/merchandise/cart']) {
        await page.goto(origin + path, { waitUntil: 'domcontentloaded' });
        expect(await button(), path).toEqual({ initial: '"VI"', icon: false });
      }
      // A page rendered per request runs under a nonce policy without 'unsafe-inline': the app still takes over, nothing
      // is refused (a cached page keeps its policy: decision 0026).
      await page.unroute('**/_next/static/chunks/*.js');
      const refused: string[] = [];
      page.on('console', (m) => /Content Security Policy/.test(m.text()) && refused.push(m.text()));
      for (const path of ['/my-account', '/merchandise/cart', '/collections']) {
        const policy = (await page.goto(origin + path))!.headers()['content-security-policy']!;
        expect(policy, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}';/);
        expect(policy, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
        await appReady(page);
      }
      expect(refused).toEqual([]);
      expect((await page.goto(`${origin}/blogs`))!.headers()['content-security-policy']).toMatch(/script-src 'self' 'unsafe-inline'/);
      // Signed out, the hint goes with the session: the icon again.
      await page.goto(`${origin}/my-account`, { waitUntil: 'domcontentloaded' });
      await page.locator('form[action="/auth/logout"] button').first().click();
      await page.waitForURL(`${origin}/`);
      await page.route('**/_next/static/chunks/*.js', (route) => route.abort());
      await page.goto(`${origin}/blogs`, { waitUntil: 'domcontentloaded' });
      expect(await button()).toEqual({ initial: null, icon: true });
    });
  });

  it('signs out a dead session when the account menu is opened', async () => {
    const { page, context } = browser;
    await context.clearCookies();
    await context.addCookies([{ name: 'streamit_session', value: 'x'.repeat(43), url: origin }]);
    await page.goto(`${origin}/movies`);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect.poll(() => page.locator('#user-menu').getByRole('link', { name: 'Sign in' }).count()).toBe(1);
    expect((await context.cookies(origin)).map((c) => c.name)).not.toContain('streamit_session');
  });

  it('explains an expired or incomplete sign-in instead of showing a form', async () => {
    const { page } = browser;
    await page.goto(`${site.url}/sign-in?error=expired`);
    expect(await page.locator('#sign-in-error').innerText()).toContain('has expired');
    expect(await page.locator('form').count()).toBe(0);
  });
});

describe('the watchlist', () => {
  it("keeps a guest's picks in this browser, merges them into the account at sign-in and counts them in the menu", async () => {
    const { page, context } = browser;
    await context.clearCookies();
    await page.goto(`${origin}/movies`);
    await page.waitForLoadState('load');
    const card = page.locator('.title-card:not(:has(.coming))').nth(2); // a title out already: its row has Play
    const name = await card.locator('h3').innerText();
    await card.getByRole('button', { name: `Add ${name} to watchlist` }).click();
    const remove = card.getByRole('button', { name: `Remove ${name} from watchlist` });
    await expect.poll(() => remove.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await context.cookies(origin)).find((c) => c.name === 'streamit_guest')?.httpOnly).toBe(true);

    // Kept on the server: a reload shows it on the card, the title page and the play list.
    await page.reload();
    await expect.poll(() => remove.getAttribute('aria-pressed')).toBe('true');
    await card.getByRole('link').first().click();
    await page.waitForURL(/\/movies\/[\w-]+$/);
    await expect.poll(() => page.locator('.detail-actions .watchlist-button').innerText()).toBe('On your watchlist');
    await page.goto(`${origin}/play-list`);
    const list = page.getByRole('list', { name: 'Your watchlist' });
    expect(await list.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([name]);
    // Each row plays its title with one click, and says plainly how to take it off.
    expect(await list.getByRole('link', { name: `Play: ${name}` }).getAttribute('href')).toMatch(/^\/watch\/[\w-]+\?autoplay=1$/);
    expect(await list.getByRole('button', { name: `Remove ${name} from watchlist` }).innerText()).toBe('Remove');
    expect(await page.locator('h1').innerText()).toBe('Watchlist');
    expect(await axeViolations(page)).toEqual([]);

    // Signing in keeps it: the guest's list becomes the account's, and the guest cookie is gone. (The menu as the app
    // runs it: a click before the app had taken over was once lost on a busy machine, in CI, with two files at a time.)
    await appReady(page);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.locator('#user-menu').getByRole('link', { name: 'Sign in' }).click();
    await submitSignIn(page);
    await page.waitForURL(`${origin}/play-list`);
    expect(await list.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([name]);
    expect((await context.cookies(origin)).map((c) => c.name)).not.toContain('streamit_guest');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect
      .poll(() =>
        page
          .locator('#user-menu')
          .getByRole('link', { name: /^Watchlist/ })
          .innerText(),
      )
      .toBe('Watchlist (1)');
    await page.keyboard.press('Escape');

    // Taken off from the list page: gone at once, and after a reload (once the server has answered the change).
    const removed = actionAnswered(page);
    await list.getByRole('button', { name: `Remove ${name} from watchlist` }).click();
    await expect.poll(() => list.getByRole('heading', { level: 3 }).count()).toBe(0);
    await removed;
    await page.reload();
    await expect.poll(() => page.locator('.empty').first().innerText()).toContain('Nothing on your watchlist yet');
  });
});

describe('collections', () => {
  it('creates, fills from a title page, reorders, renames and deletes a collection that no other visitor can open', async () => {
    const { page, context } = browser;
    await context.clearCookies();
    // Typed and sent before the app's scripts are there (a person faster than the app): the form posts to its server
    // action itself, and the page comes back with the collection made.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      await gate;
      // Let go by the unroute below when it comes first: then it is handled already.
      await route.continue().catch(() => undefined);
    });
    await page.goto(`${origin}/collections`, { waitUntil: 'domcontentloaded' });
    await page.getByLabel('New collection').fill('Weekend films');
    await page.getByRole('button', { name: 'Create' }).click();
    open();
    await page.unroute('**/_next/static/chunks/*.js');
    await expect.poll(() => page.getByRole('list', { name: 'Your collections' }).innerText()).toContain('Weekend films');
    expect(page.url()).toBe(`${origin}/collections`);
    // The same name again, in another case, is refused with a message by the field.
    await page.getByLabel('New collection').fill('weekend FILMS');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => page.locator('.field-error').innerText()).toContain('already have a collection called');

    await page.goto(`${origin}/movies`);
    const hrefs = await page.locator('.title-card > a').evaluateAll((links) => links.slice(0, 3).map((a) => a.getAttribute('href')!));
    const names: string[] = [];
    for (const href of hrefs) {
      await page.goto(origin + href);
      await appReady(page);
      names.push(await page.locator('h1').innerText());
      await page.getByRole('button', { name: 'Add to collection' }).click();
      await page.getByLabel('Weekend films').check();
      await expect.poll(() => page.locator('.notice').last().innerText()).toContain(`Added ${names.at(-1)} to Weekend films`);
    }
    await page.keyboard.press('Escape');
    expect(await page.getByRole('button', { name: 'Add to collection' }).getAttribute('aria-expanded')).toBe('false');

    await page.goto(`${origin}/collections`);
    await page.getByRole('link', { name: /Weekend films/ }).click();
    await page.waitForURL(/\/collections\/[\w-]+$/);
    await appReady(page);
    const url = page.url();
    const items = page.getByRole('list', { name: 'Titles in Weekend films' }).getByRole('link');
    expect(await items.allInnerTexts()).toEqual(names);
    expect(await axeViolations(page)).toEqual([]);
    // Reorder with the keyboard: focus stays on the moved title's button.
    const actions = actionLog(page);
    await page.getByRole('button', { name: `Move ${names[2]} up` }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => items.allInnerTexts()).toEqual([names[0], names[2], names[1]]);
    await page.keyboard.press('Enter');
    await expect.poll(() => items.allInnerTexts()).toEqual([names[2], names[0], names[1]]);
    // Server actions run one after another (two moves, then the removal): reload once all three are answered, not
    // on the first answer, which may be a move's still in flight when the removal is clicked.
    await page.getByRole('button', { name: `Remove ${names[0]}` }).click();
    await expect.poll(() => items.allInnerTexts()).toEqual([names[2], names[1]]);
    await actions.settled(3);
    await page.reload();
    expect(await items.allInnerTexts()).toEqual([names[2], names[1]]);

    await page.getByRole('button', { name: 'Rename' }).click();
    await page.getByLabel('Collection name').fill('Sunday night');
    const renamePost = page.waitForRequest((r) => r.method() === 'POST' && !!r.headers()['next-action']);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.locator('.breadcrumb-banner h1').innerText()).toBe('Sunday night');

    // The same rename, sent by another visitor with this collection's id: not found, and nothing changes.
    const rename = await renamePost;
    const { 'content-length': _length, 'content-type': _type, cookie: _cookie, ...headers } = rename.headers();
    // The app sends the form's fields (the same ones a browser posts without it): the id is a hidden field.
    const collectionId = /name="_\d+_id"\r\n\r\n([^\r]+)/.exec(rename.postData()!)![1]!;
    const hijack = await fetch(rename.url(), {
      method: 'POST',
      headers: { ...headers, origin },
      body: JSON.stringify([{ id: collectionId, name: 'Hijacked' }]),
    });
    expect(await hijack.text()).toContain('That collection was not found');
    await page.reload();
    expect(await page.locator('.breadcrumb-banner h1').innerText()).toBe('Sunday night');

    // Titles found from the collection's own search box are added at the end; Play all plays it in its order, the
    // watch page naming what comes next in the collection.
    const adding = page.getByRole('region', { name: 'Add titles' });
    await adding.getByLabel('Find a title').fill('tidewater');
    await adding.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\?q=tidewater$/);
    await appReady(page);
    await page.getByRole('button', { name: 'Add Tidewater' }).click();
    const renamed = page.getByRole('list', { name: 'Titles in Sunday night' }).getByRole('link');
    await expect.poll(() => renamed.allInnerTexts()).toEqual([names[2], names[1], 'Tidewater']);
    expect(await adding.getByText('In this collection').count()).toBe(1);
    await page.getByRole('link', { name: 'Play all' }).click();
    await page.waitForURL(/\/watch\/[\w-]+\?collection=[\w-]+&autoplay=1$/);
    expect(await page.locator('h1').innerText()).toBe(names[2]);
    expect(await page.locator('.watch-next').innerText()).toBe(`Up next in Sunday night: ${names[1]}`);
    await page.goto(url);

    // Another visitor (no cookies of this one) finds nothing at its address, and cannot change it.
    const stranger = await fetch(url.replace('localhost', '127.0.0.1'));
    expect(stranger.status).toBe(404);

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Delete collection' }).click();
    await page.waitForURL(`${origin}/collections`);
    await expect.poll(() => page.locator('.empty').innerText()).toContain('No collections yet');
    expect((await page.goto(url))!.status()).toBe(404);
  });

  it('refuses a server action posted from another site (CSRF) and changes nothing', async () => {
    const { page, context } = browser;
    await context.clearCookies();
    await page.goto(`${origin}/movies`);
    await page.waitForLoadState('load');
    const posted = page.waitForRequest((r) => r.method() === 'POST' && !!r.headers()['next-action']);
    const card = page.locator('.title-card').first();
    await card.getByRole('button').click();
    const request = await posted;
    await request.response(); // the guest cookie arrives with the answer
    const cookie = (await context.cookies(origin)).map((c) => `${c.name}=${c.value}`).join('; ');
    const titleId = JSON.parse(request.postData()!)[0].titleId as number;
    const { 'content-length': _length, ...headers } = request.headers();
    const replay = (originHeader: string) =>
      fetch(request.url(), {
        method: 'POST',
        headers: { ...headers, origin: originHeader, cookie },
        body: JSON.stringify([{ titleId, listed: false }]),
      });
    const forged = await replay('http://evil.example');
    expect(forged.status).toBeGreaterThanOrEqual(400);
    const session = () => page.evaluate(() => fetch('/api/session').then((r) => r.json() as Promise<{ watchlist: number[] }>));
    expect((await session()).watchlist).toEqual([titleId]);
    // The same request from the site itself goes through: the refusal was the origin.
    expect((await replay(origin)).status).toBe(200);
    expect((await session()).watchlist).toEqual([]);
  });
});

/** The newest code mailed to this address, read from the dev mailbox in another tab. */
async function mailedCode(to: string): Promise<string> {
  const tab = await browser.context.newPage();
  try {
    await tab.goto(`${origin}/dev/mailbox`);
    const subject = await tab
      .locator('article', { hasText: `To ${to}` })
      .first()
      .locator('h2')
      .innerText();
    return /^(\d{6}) is your/.exec(subject)![1]!;
  } finally {
    await tab.close();
  }
}

describe('accounts at the embedded provider', () => {
  it('signs up with a mailed confirmation code and lands signed in where it started', async () => {
    const { page, context } = browser;
    await context.clearCookies();
    await page.goto(`${origin}/tv-shows`);
    await page.waitForLoadState('load');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.locator('#user-menu').getByRole('link', { name: 'Register' }).click();
    await page.waitForURL(/\/sign-up\?interaction=/);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Your name').fill('Nova Reyes');
    await page.getByLabel('E-mail address').fill('nova@example.com');
    await page.getByLabel('New password').fill('short');
    await page.getByLabel('Type it again').fill('short');
    // The browser's own check stops a short password; the server's says the same for a form that skips it.
    expect(await page.getByLabel('New password').evaluate((el: HTMLInputElement) => el.validity.tooShort || el.validity.valid)).toBe(true);
    await page.getByLabel('New password').fill('a fine new passphrase');
    await page.getByLabel('Type it again').fill('a different passphrase');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.locator('#sign-in-error').innerText()).toContain('two passwords differ');
    expect(await page.getByLabel('E-mail address').inputValue()).toBe('nova@example.com');
    await page.getByLabel('New password').fill('a fine new passphrase');
    await page.getByLabel('Type it again').fill('a fine new passphrase');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/sign-up\/confirm\?/);

    await page.getByLabel('Confirmation code').fill('000000');
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
    await expect.poll(() => page.locator('#sign-in-error').innerText()).toContain('code is not right');
    await page.getByLabel('Confirmation code').fill(await mailedCode('nova@example.com'));
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
    await page.waitForURL(`${origin}/tv-shows`);
    expect(await page.evaluate(() => fetch('/api/session').then((r) => r.json()))).toMatchObject({
      signedIn: true,
      name: 'Nova Reyes',
      email: 'nova@example.com',
    });
    // A welcome, once, and the account button wears the person's initials, as their account page does.
    await expect.poll(() => page.locator('.notices').innerText()).toContain('Welcome to StreamIt, Nova!');
    const account = page.getByRole('button', { name: 'Account menu, signed in as Nova Reyes' });
    expect(await account.locator('.account-initial').innerText()).toBe('NR');
    await page.reload();
    await account.waitFor();
    // The same two letters from the first paint, before the app has asked who is here (who-hint.ts).
    expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--who-initial'))).toBe('"NR"');
    expect(await page.locator('.notices').innerText()).not.toContain('Welcome');
  });

  it('answers a sign-up for a taken address like any other (no enumeration) and mails the owner instead', async () => {
    const { page, context } = browser;
    await context.clearCookies();
    // The address typed as it is (bookmarked, remembered): it starts a sign-up, not a page saying none is under way.
    await page.goto(`${origin}/sign-up`);
    await page.waitForURL(/\/sign-up\?interaction=/);
    await page.getByLabel('E-mail address').fill('viewer@example.com');
    await page.getByLabel('New password').fill('somebody elses pass');
    await page.getByLabel('Type it again').fill('somebody elses pass');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/sign-up\/confirm\?/);
    expect(await page.locator('#sign-in-notice').innerText()).toContain('We sent a code to that address if it can receive one');
    const tab = await context.newPage();
    await tab.goto(`${origin}/dev/mailbox`);
    expect(await tab.locator('article', { hasText: 'To viewer@example.com' }).first().innerText()).toContain('already has one');
    await tab.close();
  });

  it('resets a forgotten password with a mailed code, without a browser-long session when not kept', async () => {
    const { page, context } = browser;
    await context.clearCookies();
    await page.goto(`${origin}/auth/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(/\/forgot-password\?/); // the sign-in page has an e-mail field too
    await page.getByLabel('E-mail address').fill('nova@example.com');
    await page.getByRole('button', { name: 'Send the code' }).click();
    await page.waitForURL(/\/reset-password\?/);
    await page.getByLabel('Reset code').fill(await mailedCode('nova@example.com'));
    await page.getByLabel('New password').fill('another fine passphrase');
    await page.getByLabel('Type it again').fill('another fine passphrase');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.waitForURL(/\/sign-in\?.*notice=reset/);
    expect(await page.getByLabel('E-mail address').inputValue()).toBe('nova@example.com');
    await page.getByLabel('Password').fill('a fine new passphrase'); // the old one no longer works
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.locator('#sign-in-error').innerText()).toContain('do not match');
    await page.getByLabel('Password').fill('another fine passphrase');
    await page.getByLabel('Keep me signed in on this device').uncheck();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${origin}/`);
    const cookie = (await context.cookies(origin)).find((c) => c.name === 'streamit_session')!;
    expect(cookie.expires).toBe(-1); // a browser-session cookie
  });

  it('asks an operator-made account for its own password at the first sign-in', async () => {
    const { page, context } = browser;
    await context.clearCookies();
    await page.goto(`${origin}/auth/login`);
    await page.waitForURL(/\/sign-in\?interaction=/);
    await page.getByLabel('E-mail address').fill('operator-made@example.com');
    await page.getByLabel('Password').fill(temporaryPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/sign-in\/new-password\?/);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('New password').fill('my very own passphrase');
    await page.getByLabel('Type it again').fill('my very own passphrase');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(`${origin}/`);
    expect(await page.evaluate(() => fetch('/api/session').then((r) => r.json()))).toMatchObject({ email: 'operator-made@example.com' });
    // The temporary password is spent.
    await context.clearCookies();
    await page.goto(`${origin}/auth/login`);
    await page.getByLabel('E-mail address').fill('operator-made@example.com');
    await page.getByLabel('Password').fill(temporaryPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.locator('#sign-in-error').innerText()).toContain('do not match');
  });
});

/** Signs in at the embedded provider from a fresh start; ends on `returnTo`. */
async function signInAs(page: Browser['page'], email: string, password: string, returnTo = '/') {
  await page.goto(`${origin}/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.waitForURL(/\/sign-in\?interaction=/);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('the account page', () => {
  it('sends a visitor who is not signed in to sign in first', async () => {
    await browser.context.clearCookies();
    await browser.page.goto(`${origin}/my-account`);
    await browser.page.waitForURL(/\/sign-in\?interaction=/);
  });

  it('changes name and password, turns on TOTP and signs in with a code, lists and ends sessions, and deletes the account', async () => {
    const { page, context } = browser;
    await context.clearCookies();
    await signInAs(page, 'tess@example.com', 'tess first passphrase', '/my-account');
    await page.waitForURL(`${origin}/my-account`);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.locator('.avatar').innerText()).toBe('TE');

    await page.getByLabel('Name', { exact: true }).fill('Tess Ortega');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect.poll(() => page.locator('#profile-heading').innerText()).toBe('Tess Ortega');
    expect(await page.locator('.avatar').innerText()).toBe('TO');

    await page.getByLabel('Current password').fill('not my password');
    await page.getByLabel('New password').fill('tess second passphrase');
    await page.getByLabel('Type it again').fill('tess second passphrase');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => page.locator('.account-form [role=alert]').first().innerText()).toContain('current password is not right');
    await page.getByLabel('Current password').fill('tess first passphrase');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => page.locator('.notice').last().innerText()).toBe('Your password has been changed.');

    // TOTP: the key from the page, codes computed here; confirmed with the previous step's code so the current one is unused.
    await page.getByRole('button', { name: 'Set up two-step verification' }).click();
    const secret = (await page.locator('.secret').innerText()).replace(/\s/g, '');
    expect(await page.getByRole('img', { name: /QR code/ }).getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
    await page.getByLabel('Code from the app').fill('000000');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect.poll(() => page.locator('.account-form [role=alert]').first().innerText()).toContain('not right');
    await page.getByLabel('Code from the app').fill(totp.generate({ timestamp: Date.now() - 30_000 }));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).locator('code');
    await expect.poll(() => codes.count()).toBe(10);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect.poll(() => page.locator('#totp-heading + p').innerText()).toContain('10 recovery codes left');

    // A second browser signs in: password, then the current TOTP code.
    await withBrowser({}, async (other) => {
      await signInAs(other.page, 'tess@example.com', 'tess second passphrase');
      await other.page.waitForURL(/\/sign-in\/totp\?/);
      await other.page.getByLabel('Code').fill(totp.generate());
      await other.page.getByRole('button', { name: 'Verify' }).click();
      await other.page.waitForURL(`${origin}/`);
      const otherSession = () => other.page.evaluate(() => fetch('/api/session').then((r) => r.json() as Promise<{ signedIn: boolean }>));
      expect((await otherSession()).signedIn).toBe(true);

      // Both sessions are listed; this one is marked, the other can be signed out from here.
      await page.reload();
      const sessions = page.locator('.session-list > li');
      await expect.poll(() => sessions.count()).toBe(2);
      expect(await page.locator('.session-list').innerText()).toContain('This browser');
      // Times in the viewer's own words: relative while recent, the exact moment in the browser's time zone on hover.
      const signedInAt = page.locator('.session-list time').first();
      await expect.poll(() => signedInAt.innerText()).toMatch(/^(just now|\d+ minutes? ago)$/);
      expect(await signedInAt.getAttribute('title')).toMatch(/\d{4}/);
      await page.getByRole('button', { name: /^Sign out Chrome on Linux/ }).click();
      await expect.poll(() => sessions.count()).toBe(1);
      expect((await otherSession()).signedIn).toBe(false);
    });

    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByLabel('Your e-mail address').fill('someone@else.example');
    await page.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect.poll(() => page.locator('.danger-zone [role=alert]').innerText()).toContain('Nothing was deleted');
    await page.getByLabel('Your e-mail address').fill('tess@example.com');
    await page.getByLabel('Your password').fill('not it');
    await page.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect.poll(() => page.locator('.danger-zone [role=alert]').innerText()).toContain('password is not right');
    await page.getByLabel('Your password').fill('tess second passphrase');
    await page.getByRole('button', { name: 'Delete my account for good' }).click();
    await page.waitForURL(`${origin}/`);
    expect(await page.evaluate(() => fetch('/api/session').then((r) => r.json()))).toMatchObject({ signedIn: false });
    await context.clearCookies();
    await signInAs(page, 'tess@example.com', 'tess second passphrase');
    await expect.poll(() => page.locator('#sign-in-error').innerText()).toContain('do not match');
  });

  it('signs out everywhere: every browser of the person, and the provider too', async () => {
    const { page, context } = browser;
    await context.clearCookies();
    await signInAs(page, 'viewer@example.com', 'a long passphrase', '/my-account');
    await page.waitForURL(`${origin}/my-account`);
    await withBrowser({}, async (other) => {
      await signInAs(other.page, 'viewer@example.com', 'a long passphrase');
      await other.page.waitForURL(`${origin}/`);
      await page.getByRole('button', { name: 'Sign out everywhere' }).click();
      await page.waitForURL(`${origin}/`);
      for (const p of [page, other.page])
        expect(await p.evaluate(() => fetch('/api/session').then((r) => r.json()))).toMatchObject({ signedIn: false });
      // Signed out at the provider as well: the other browser is asked for its password again.
      await other.page.goto(`${origin}/auth/login`);
      await other.page.waitForURL(/\/sign-in\?interaction=/);
    });
  });
});

describe('the shop: buying', () => {
  const notebook = '/merchandise/product/open-mic-joke-notebook';

  it('adds from the product page as a guest, keeps the cart through sign-in, refuses a declined card and places the order, at 1280 and 375 px', async () => {
    for (const width of [1280, 375]) {
      await withBrowser({ viewport: { width, height: 800 } }, async ({ page }) => {
        const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
        await page.goto(origin + notebook);
        await appReady(page);
        const box = page.locator('.buy-box');
        expect(await box.getByRole('spinbutton', { name: 'Quantity' }).inputValue()).toBe('2');
        // Adding 0 is refused in words; 2 go in, and the side cart opens with them.
        const fewer = box.getByRole('button', { name: 'One fewer' });
        await fewer.click();
        await fewer.click();
        await box.getByRole('button', { name: 'Add to cart' }).click();
        await expect.poll(() => box.locator('.buy-message').textContent()).toBe('Choose at least one to add it to your cart.');
        await box.getByRole('button', { name: 'One more' }).click();
        await box.getByRole('button', { name: 'One more' }).click();
        await box.getByRole('button', { name: 'Add to cart' }).click();
        const panel = page.locator('dialog.cart-panel[open]');
        await expect.poll(() => panel.locator('#cart-panel-title').textContent()).toBe('Shopping Cart (2)');
        expect(await panel.locator('.cart-subtotal strong').textContent()).toBe('$28.00');
        expect(await panel.locator('.cart-line-name').textContent()).toBe('Open Mic Joke Notebook');
        expect(await fits()).toBe(true);
        expect(await axeViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await expect.poll(() => page.locator('.cart-button').getAttribute('aria-label')).toBe('Shopping cart, 2 items');

        // Sign in from the shop header's account menu: the guest's cart is the account's now.
        await page.getByRole('button', { name: 'Account menu' }).click();
        await page.locator('#user-menu').getByRole('link', { name: 'Sign in' }).click();
        await submitSignIn(page);
        await page.waitForURL(origin + notebook);
        await page.goto(`${origin}/merchandise/cart`);
        const lines = page.getByRole('list', { name: 'Items in your cart' });
        expect(await lines.locator('.cart-line-name').allTextContents()).toEqual(['Open Mic Joke Notebook']);
        expect(await page.locator('.cart-summary .cart-subtotal').textContent()).toContain('$28.00');
        expect(await fits()).toBe(true);
        expect(await axeViolations(page)).toEqual([]);
        await page.locator('.cart-summary').getByRole('link', { name: 'Checkout' }).click();
        await page.waitForURL(`${origin}/merchandise/checkout`);
        await appReady(page);
        expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe('viewer@example.com');
        await page.getByLabel('Full name').fill('Vera Viewer');
        await page.getByLabel('Street address').fill('12 Market Street');
        await page.getByLabel('Town or city').fill('Portland');
        await page.getByLabel('State').selectOption('OR');
        await page.getByLabel('ZIP code').fill('97205');
        expect(await fits()).toBe(true);
        expect(await axeViolations(page)).toEqual([]);

        // A declined card: nothing placed, the cart as it was.
        await page.getByRole('radio', { name: /Card \(test mode\)/ }).check();
        await page.getByLabel('Card number').fill('4000 0000 0000 0002');
        await page.getByLabel('Expiry (MM/YY)').fill('12/40');
        await page.getByLabel('Security code').fill('123');
        await page.getByRole('button', { name: /^Place order/ }).click();
        await expect.poll(() => page.locator('.checkout-review [role="alert"]').textContent()).toMatch(/declined/);
        // The viewer is taken to the message, by the button, not to the first field far above (at 375 px, 2,500 px up).
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.closest('.checkout-review [role="alert"]') !== null))
          .toBe(true);
        await expect.poll(() => page.locator('.cart-button').getAttribute('aria-label')).toBe('Shopping cart, 2 items');

        // Pay on delivery instead: the order page, with its number.
        await page.getByRole('radio', { name: /Bank transfer or pay on delivery/ }).check();
        await page.getByRole('button', { name: /^Place order · \$32\.95/ }).click();
        await page.waitForURL(/\/merchandise\/order\/SI-[0-9A-Z-]+$/);
        const number = page.url().split('/').pop()!;
        expect(await page.locator('.order-status').first().textContent()).toBe('Placed');
        await expect.poll(() => page.locator('.cart-button').getAttribute('aria-label')).toBe('Shopping cart, 0 items');
        expect(await fits()).toBe(true);
        // One account: the shop's "My Account" is the orders part of /my-account, with this order in it.
        if (width === 1280) {
          await page.goto(`${origin}/merchandise/account`);
          await page.waitForURL(`${origin}/my-account#orders`);
          expect(await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link').allInnerTexts()).toEqual([
            'Profile and security',
            'Subscription and billing',
            'Orders and addresses',
          ]);
          expect(await page.locator('section[aria-labelledby="orders-heading"]').innerText()).toContain(number);
          await page.goto(`${origin}/merchandise/order/${number}`);
        }

        // Tracked by number and e-mail, from any browser.
        await withBrowser({ viewport: { width, height: 800 } }, async ({ page: stranger }) => {
          await stranger.goto(`${origin}/merchandise/track-order`);
          await appReady(stranger);
          await stranger.getByLabel('Order number').fill(number);
          await stranger.getByLabel('E-mail used for the order').fill('someone-else@example.com');
          await stranger.locator('.track-form').getByRole('button', { name: 'Track order' }).click();
          await expect.poll(() => stranger.locator('.track-form [role="alert"]').textContent()).toMatch(/found no order/);
          await stranger.getByLabel('E-mail used for the order').fill('viewer@example.com');
          await stranger.locator('.track-form').getByRole('button', { name: 'Track order' }).click();
          await expect.poll(() => stranger.locator('.tracked-order h2').first().textContent()).toBe(`Order ${number}`);
          expect(await stranger.locator('.order-timeline li').first().textContent()).toContain('Placed');
          expect(await axeViolations(stranger)).toEqual([]);
        });
      });
    }
  });
});

describe('forms before the app (JavaScript off)', () => {
  it('change a password, sign up for the newsletter, send the contact form and add to the cart, each posted and answered by the server', async () => {
    await withBrowser({ javaScriptEnabled: false }, async ({ page }) => {
      // Nothing typed ever reaches an address: every answer below is checked for its query.
      const typed = ['a passphrase without scripts', 'a new passphrase without scripts', 'noscript@example.com', 'reader'];
      const cleanUrl = () => expect(typed.filter((t) => decodeURIComponent(page.url().replace(/\+/g, ' ')).includes(t))).toEqual([]);
      await signInAs(page, 'noscript@example.com', 'a passphrase without scripts', '/my-account');
      await page.waitForURL(`${origin}/my-account`);
      const passwordForm = page.locator('form', { has: page.getByRole('button', { name: 'Change password' }) });
      await page.getByLabel('Current password').fill('not the passphrase');
      await page.getByLabel('New password').fill('a new passphrase without scripts');
      await page.getByLabel('Type it again').fill('a new passphrase without scripts');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect.poll(() => passwordForm.locator('[role=alert]').innerText()).toContain('current password is not right');
      cleanUrl();
      await page.getByLabel('Current password').fill('a passphrase without scripts');
      await page.getByLabel('New password').fill('a new passphrase without scripts');
      await page.getByLabel('Type it again').fill('a new passphrase without scripts');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect.poll(() => passwordForm.locator('[role=status]').innerText()).toBe('Your password has been changed.');
      expect(page.url()).toBe(`${origin}/my-account`);
      // The profile form too: a name that is refused comes back as typed, with its error.
      await page.getByLabel('Name', { exact: true }).fill('N\u0007');
      await page.getByRole('button', { name: 'Save name' }).click();
      await expect.poll(() => page.locator('.account-form .field-error').first().innerText()).toContain('Use letters, numbers');

      await page.goto(`${origin}/merchandise`);
      const newsletter = page.locator('form.newsletter-form');
      await newsletter.getByLabel('Get premieres and shop drops by e-mail').fill('not an address');
      await newsletter.getByRole('button', { name: 'Subscribe' }).click();
      await expect.poll(() => page.locator('form.newsletter-form [role=status]').innerText()).toContain('like name@example.com');
      expect(await page.locator('form.newsletter-form input[name=email]').inputValue()).toBe('not an address');
      await page.locator('form.newsletter-form input[name=email]').fill('reader@example.com');
      await page.locator('form.newsletter-form').getByRole('button', { name: 'Subscribe' }).click();
      await expect.poll(() => page.locator('form.newsletter-form [role=status]').innerText()).toContain('check your inbox');
      cleanUrl();

      await page.goto(`${origin}/extra/contact-us`);
      const contact = page.getByRole('form', { name: 'Contact us' });
      await contact.getByLabel('Your name').fill('Nora Script');
      await contact.getByLabel('E-mail').fill('reader@example.com');
      await contact.getByLabel('Subject').fill('A question');
      await contact.getByLabel('Message').fill('Too short');
      await contact.getByRole('button', { name: 'Send message' }).click();
      await expect
        .poll(() => page.getByRole('form', { name: 'Contact us' }).locator('.field-error').first().innerText())
        .toContain('at least 10');
      // What was typed is still there to fix.
      expect(await page.getByRole('form', { name: 'Contact us' }).getByLabel('Subject').inputValue()).toBe('A question');
      await page.getByRole('form', { name: 'Contact us' }).getByLabel('Message').fill('Does the notebook come in other colours?');
      await page.getByRole('form', { name: 'Contact us' }).getByRole('button', { name: 'Send message' }).click();
      await expect
        .poll(() => page.getByRole('form', { name: 'Contact us' }).locator('[role=status]').innerText())
        .toContain('Thank you, Nora Script');
      cleanUrl();

      // A choice that is not made comes back chosen as it was, with why; the quantity is typed.
      await page.goto(`${origin}/merchandise/product/kingdom-of-glass-crest-hoodie`);
      const hoodie = page.locator('.buy-box');
      await hoodie.getByRole('radio', { name: /^Frost/ }).check();
      await hoodie.getByRole('radio', { name: /^L( |$)/ }).check();
      await hoodie.getByRole('spinbutton', { name: 'Quantity' }).fill('1');
      await hoodie.getByRole('button', { name: 'Add to cart' }).click();
      await expect
        .poll(() => page.locator('.buy-box .not-made').innerText())
        .toBe('L in Frost is not made. Choose another colour or size.');
      // The button still sends (another choice can be made and sent without the app); the price area says why not this one.
      expect(await page.locator('.buy-box .add-to-cart').getAttribute('disabled')).toBeNull();
      expect(await page.locator('.buy-box .buy-message').innerText()).toBe('');
      expect(
        await page
          .locator('.buy-box')
          .getByRole('radio', { name: /^Frost/ })
          .isChecked(),
      ).toBe(true);
      expect(await page.locator('.buy-box').getByRole('spinbutton', { name: 'Quantity' }).inputValue()).toBe('1');
      await page.goto(`${origin}/merchandise/product/open-mic-joke-notebook`);
      await page.locator('.buy-box').getByRole('button', { name: 'Add to cart' }).click();
      await page.waitForURL(`${origin}/merchandise/cart`);
      const lines = page.getByRole('list', { name: 'Items in your cart' });
      expect(await lines.locator('.cart-line-name').allTextContents()).toEqual(['Open Mic Joke Notebook']);
      expect(await page.locator('.cart-summary .cart-subtotal').textContent()).toContain('$28.00');

      // Checkout: a refusal comes back with what was chosen (a country with its own shipping), then the order.
      await page.locator('.cart-summary').getByRole('link', { name: 'Checkout' }).click();
      await page.waitForURL(`${origin}/merchandise/checkout`);
      await page.getByLabel('Country').selectOption('CA');
      await page.getByLabel('Full name').fill('Nora Script');
      await page.getByLabel('Town or city').fill('Toronto');
      // Without the app the address fields stay the first country's: its postal code field takes Toronto's.
      await page.getByLabel('ZIP code').fill('M5J 2X2');
      await page.getByRole('radio', { name: /Bank transfer or pay on delivery/ }).check();
      await page.getByRole('button', { name: /^Place order/ }).click();
      await expect.poll(() => page.locator('.checkout .field-error').first().innerText()).toBe('Enter the street address.');
      expect(await page.getByLabel('Full name').inputValue()).toBe('Nora Script');
      expect(await page.getByLabel('Country').inputValue()).toBe('CA');
      expect(await page.getByLabel('Postal code').inputValue()).toBe('M5J 2X2');
      // International standard shipping ($12.95) on $28.00: the total of what was chosen.
      expect(await page.getByRole('button', { name: /^Place order/ }).innerText()).toBe('Place order · $40.95');
      await page.getByLabel('Street address').fill('40 Bay Street');
      await page.getByLabel('Province').selectOption('ON');
      await page.getByLabel('Postal code').fill('M5J 2X2');
      // By card: its fields show under its choice once it is checked, without the app.
      expect(await page.getByLabel('Card number').isVisible()).toBe(false);
      await page.getByRole('radio', { name: /Card \(test mode\)/ }).check();
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByLabel('Expiry (MM/YY)').fill('12/40');
      await page.getByLabel('Security code').fill('123');
      await page.getByRole('button', { name: /^Place order/ }).click();
      await page.waitForURL(/\/merchandise\/order\/SI-[0-9A-Z-]+$/);
      expect(await page.locator('.order-status').first().textContent()).toBe('Paid');
      cleanUrl();

      // A plan, paid by card: back where the viewer came from, subscribed.
      await page.goto(`${origin}/extra/pricing-plan/subscribe?plan=premium&interval=month&returnTo=%2Fmy-account`);
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByLabel('Expiry (MM/YY)').fill('12/40');
      await page.getByLabel('Security code').fill('123');
      await page.getByRole('button', { name: /Subscribe to Premium/ }).click();
      await page.waitForURL(`${origin}/my-account`);
      expect(await page.locator('section[aria-labelledby="subscription-heading"]').innerText()).toContain('Premium');
      expect(page.url()).not.toContain('4242');
    });
  });
});

describe('the studio', () => {
  /** Signs a fresh browser in from the sign-in link, back on `returnTo`. */
  async function signInAs(page: Page, email: string, password: string, returnTo: string) {
    await page.goto(`${origin}/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
    await submitSignIn(page, password, email);
    await page.waitForURL(`${origin}${returnTo}`);
  }
  // Refusals of every studio page and action: tests/e2e/studio.test.ts and src/server/operator-actions.test.ts.

  it('lets an operator find a title and edit it: the public page shows the change on its next request', async () => {
    await withBrowser({}, async ({ page }) => {
      await signInAs(page, 'ops@example.com', 'the operators passphrase', '/studio');
      expect(await page.locator('h1').innerText()).toBe('Dashboard');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Titles' }).click();
      await page.waitForURL(`${origin}/studio/titles`);
      await page.getByLabel('Find a title').fill('orbital');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(/q=orbital/);
      expect(await page.locator('.studio-table tbody th').allInnerTexts()).toEqual(['Orbital Decay']);
      expect(await axeViolations(page)).toEqual([]);
      await page.locator('.studio-table tbody th a').click();
      await page.waitForURL(`${origin}/studio/titles/orbital-decay`);
      await appReady(page);
      const publicPath = (await page
        .getByRole('link', { name: /^\/movies\// })
        .first()
        .getAttribute('href'))!;
      const before = await (await fetch(origin + publicPath)).text();
      const synopsis = 'A salvage crew finds a station still running its last experiment, and a log that ends mid-sentence.';
      expect(before).not.toContain(synopsis);
      // An empty name is refused by the field, and nothing changes.
      const details = page.getByRole('region', { name: 'Details' });
      await details.getByLabel('Name').fill('');
      await details.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => details.locator('.field-error').first().innerText()).toContain('A title needs a name.');
      await details.getByLabel('Name').fill('Orbital Decay');
      await details.getByLabel('Synopsis').fill(synopsis);
      await details.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => details.getByRole('status').innerText()).toContain('Saved.');
      expect(await axeViolations(page)).toEqual([]);
      expect(await (await fetch(origin + publicPath)).text()).toContain(synopsis);

      // The audit log says who changed what, with the values before and after.
      await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Audit log' }).click();
      await page.waitForURL(`${origin}/studio/audit`);
      const entry = page.locator('.studio-audit tbody tr').first();
      expect(await entry.locator('td').allInnerTexts()).toEqual([
        expect.any(String),
        'Olu Operator',
        'Update title details',
        'title orbital-decay',
        expect.stringMatching(/^synopsis\n/),
        expect.stringContaining(synopsis),
      ]);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});
