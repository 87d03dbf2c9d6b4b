import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDataDir, openBrowser, startSite, streamitCli, type Browser, type Site } from './harness';

// No dead ends: every internal link reachable from the home page, the store front and the blog answers (a crawler
// walks them all, as a visitor), and every link of the header, footer and account menus, signed in too.

const PASSWORD = 'a long passphrase';
let site: Site;
let browser: Browser;
let origin: string;

beforeAll(async () => {
  const dataDir = seededDataDir();
  await streamitCli(['user', 'create', 'crawler@example.com', '--password', PASSWORD], { DATA_DIR: dataDir, DATABASE_URL: '' });
  site = await startSite({}, dataDir);
  origin = site.url.replace('127.0.0.1', 'localhost');
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

type Problem = { url: string; status: number; from: string };

/** The page's links as paths on this site (no fragments; sign-in and sign-out, media and APIs are not pages). */
function linksIn(html: string, page: URL): { pages: string[]; checkOnly: string[] } {
  const pages: string[] = [];
  const checkOnly: string[] = [];
  for (const [, raw] of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
    const href = raw!.replace(/&amp;/g, '&');
    if (/^(mailto|tel|javascript):/i.test(href) || href.startsWith('#')) continue;
    const url = new URL(href, page);
    if (url.origin !== page.origin) continue;
    url.hash = '';
    const path = url.pathname + url.search;
    if (/^\/(media|api|oidc|_next)\//.test(url.pathname)) continue;
    // Leaving for the identity provider: the link must answer, but what follows is the provider's.
    if (url.pathname.startsWith('/auth/')) checkOnly.push(path);
    else pages.push(path);
  }
  return { pages, checkOnly };
}

/** Walks every page reachable from `seeds`; returns the links that do not answer, and how many pages it read. */
async function crawl(seeds: string[], { cookie, depth = Infinity }: { cookie?: string; depth?: number } = {}) {
  const seen = new Map<string, number>(seeds.map((s) => [s, 0]));
  const from = new Map<string, string>(seeds.map((s) => [s, '(start)']));
  const queue = [...seeds];
  const problems: Problem[] = [];
  const checked = new Set<string>();
  const headers = cookie ? { cookie } : undefined;
  const visit = async (path: string) => {
    const res = await fetch(origin + path, { redirect: 'manual', headers });
    const level = seen.get(path)!;
    const add = (next: string) => {
      if (seen.has(next) || level + 1 > depth) return;
      seen.set(next, level + 1);
      from.set(next, path);
      queue.push(next);
    };
    if (res.status >= 300 && res.status < 400) {
      const location = new URL(res.headers.get('location')!, origin + path);
      if (location.origin === origin) add(location.pathname + location.search);
      return;
    }
    if (res.status !== 200) {
      problems.push({ url: path, status: res.status, from: from.get(path)! });
      await res.body?.cancel();
      return;
    }
    if (!res.headers.get('content-type')?.startsWith('text/html')) return void (await res.body?.cancel());
    const { pages, checkOnly } = linksIn(await res.text(), new URL(origin + path));
    pages.forEach(add);
    for (const link of checkOnly) {
      if (checked.has(link)) continue;
      checked.add(link);
      // Sign-in starts at the provider (a redirect); nothing here may be missing.
      const answer = await fetch(origin + link, { redirect: 'manual', headers });
      if (answer.status === 404 || answer.status >= 500) problems.push({ url: link, status: answer.status, from: path });
      await answer.body?.cancel();
    }
  };
  // Four at a time: the pages render on their first request, and the machine has two cores.
  let active = 0;
  await new Promise<void>((resolve, reject) => {
    const pump = () => {
      if (seen.size > 5000) return reject(new Error('the crawl passed 5,000 URLs: a link makes endless addresses'));
      if (!queue.length && active === 0) return resolve();
      while (active < 4 && queue.length) {
        active += 1;
        visit(queue.shift()!).then(() => {
          active -= 1;
          pump();
        }, reject);
      }
    };
    pump();
  });
  return { problems, pages: seen.size };
}

describe('no dead ends', () => {
  it('answers every internal link reachable from the home page, the store front and the blog, signed out', async () => {
    const { problems, pages } = await crawl(['/', '/merchandise', '/blogs']);
    expect(problems).toEqual([]);
    // The whole demo site: every title, person, product, post and archive (a crawl that read a handful proves nothing).
    expect(pages).toBeGreaterThan(300);
  }, 600_000);

  it('answers every link of the header, footer and account menus, signed in', async () => {
    const { page, context } = browser;
    await page.goto(`${origin}/auth/login?returnTo=%2F`);
    await page.waitForURL(/\/sign-in\?interaction=/);
    await page.getByLabel('E-mail address').fill('crawler@example.com');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${origin}/`);
    const menuLinks: string[] = [];
    for (const start of ['/', '/merchandise', '/blogs']) {
      await page.goto(origin + start);
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', null, { timeout: 30_000 });
      // The shop's menu asks who is signed in when it opens; the site's knows already.
      await page.getByRole('button', { name: /^Account menu/ }).click();
      await page.locator('#user-menu a').first().waitFor();
      menuLinks.push(
        ...(await page.locator('#user-menu a').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))),
      );
    }
    expect(menuLinks).toEqual(expect.arrayContaining(['/my-account', '/play-list']));
    const cookie = (await context.cookies(origin)).map((c) => `${c.name}=${c.value}`).join('; ');
    // The menus' pages and every link on them and on the three starts (header and footer included), as this person.
    const { problems, pages } = await crawl([...new Set(['/', '/merchandise', '/blogs', ...menuLinks])], { cookie, depth: 1 });
    expect(problems).toEqual([]);
    expect(pages).toBeGreaterThan(50);
  }, 300_000);
});
