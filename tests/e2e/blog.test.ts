import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appReady,
  axeViolations,
  demoMediaDone,
  openBrowser,
  withBrowser,
  rawRequest,
  startSite,
  structuredData,
  type Browser,
  type Site,
} from './harness';
import { DEMO_AUTHORS, DEMO_POSTS, postSlug } from '../../src/domains/blog/demo/posts';

// The blog: its layouts, archives, formats, lightbox, search and feeds (a site of its own: searches count against the
// rate limits other files measure); and the appearance customizer, on the blog's pages and the others.

let site: Site;
let browser: Browser;

beforeAll(async () => {
  site = await startSite();
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('the blog', () => {
  const newestFirst = [...DEMO_POSTS].sort((a, b) => a.daysAgo - b.daysAgo);

  it('lists the posts in every layout, pages them and opens the archives, at 1280 px', async () => {
    const { page } = browser;
    const columns = async () =>
      page
        .locator('.post-grid')
        .first()
        .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    for (const [route, cols, sidebar] of [
      ['/blogs', 1, false],
      ['/blogs/grid/one-column', 1, false],
      ['/blogs/grid/two-column', 2, false],
      ['/blogs/grid/three-column', 3, false],
      ['/blogs/grid/four-column', 4, false],
      ['/blogs/sidebar/left', 1, true],
      ['/blogs/sidebar/right', 1, true],
    ] as const) {
      const res = await page.goto(site.url + route);
      expect(res?.status(), route).toBe(200);
      expect(await page.locator('.post-grid > li').count(), route).toBe(9);
      expect(await columns(), route).toBe(cols);
      expect(await page.locator('.blog-sidebar').count(), route).toBe(sidebar ? 1 : 0);
      expect(await page.locator('.post-card-title').first().innerText(), route).toBe(newestFirst[0]!.title);
    }
    // The left sidebar stands before the posts, the right one after them.
    await page.goto(`${site.url}/blogs/sidebar/left`);
    const [aside, main] = await Promise.all([page.locator('.blog-sidebar').boundingBox(), page.locator('.blog-main').boundingBox()]);
    expect(aside!.x).toBeLessThan(main!.x);
    expect(await axeViolations(page)).toEqual([]);
    // Page 2 of a grid holds the next nine; a page past the last is a 404.
    await page.goto(`${site.url}/blogs/grid/three-column`);
    await page.locator('.pagination').getByRole('link', { name: '2', exact: true }).click();
    await page.waitForURL(`${site.url}/blogs/grid/three-column/page/2`);
    expect(await page.locator('.post-card-title').first().innerText()).toBe(newestFirst[9]!.title);
    expect((await page.goto(`${site.url}/blogs/page/99`))?.status()).toBe(404);
    // The template: a lead story, more beside the sidebar.
    await page.goto(`${site.url}/blogs/template`);
    expect(await page.locator('.blog-lead .post-card-title').innerText()).toBe(newestFirst[0]!.title);
    expect(await page.locator('.blog-template .blog-sidebar').count()).toBe(1);
    // Archives: a category, a tag and an author (with who they are), each with only its posts.
    await page.goto(`${site.url}/blogs`);
    await page.locator('.post-kicker a').first().click();
    await page.waitForURL(/\/blogs\/category\//);
    expect(await page.locator('h1').innerText()).toMatch(/^Category: /);
    const author = DEMO_AUTHORS[2]!;
    await page.goto(`${site.url}/blogs/author/${author.slug}`);
    expect(await page.locator('h1').innerText()).toBe(`Author: ${author.name}`);
    expect(await page.locator('.archive-head').innerText()).toContain(author.bio);
    expect(await page.locator('.post-grid > li').count()).toBe(Math.min(9, DEMO_POSTS.filter((p) => p.author === author.slug).length));
    await page.locator('.blog-sidebar .chips a').first().click();
    await page.waitForURL(/\/blogs\/tag\//);
    expect(await page.locator('h1').innerText()).toMatch(/^Tag: /);
    expect((await page.goto(`${site.url}/blogs/tag/no-such-tag`))?.status()).toBe(404);
  });

  it('fits a 320 px phone: no page of the blog is wider than the screen', async () => {
    await withBrowser({ viewport: { width: 320, height: 640 } }, async ({ page }) => {
      for (const route of [
        '/blogs',
        '/blogs/grid/four-column',
        '/blogs/sidebar/left',
        '/blogs/template',
        '/blogs/single/gallery',
        '/blogs/single/audio',
      ]) {
        await page.goto(site.url + route);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, route).toBeLessThanOrEqual(0);
      }
    });
  });

  it('shows a real post of every format, each looking like what it is, with cards, related posts and neighbours', async () => {
    const { page } = browser;
    // The video post's stream: the demo clips, shared out by a job that starts with the site.
    await demoMediaDone(site);
    const newestOf = (format: string) => newestFirst.find((p) => p.format === format)!;
    for (const [route, format] of [
      ['/blogs/detail', 'standard'],
      ['/blogs/single/audio', 'audio'],
      ['/blogs/single/video', 'video'],
      ['/blogs/single/link', 'link'],
      ['/blogs/single/quote', 'quote'],
      ['/blogs/single/gallery', 'gallery'],
    ] as const) {
      const res = await page.goto(site.url + route);
      expect(res?.status(), route).toBe(200);
      const demo = newestOf(format);
      expect(await page.locator('h1').innerText(), route).toBe(demo.title);
      expect(await page.locator('article.post').getAttribute('data-format')).toBe(format);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`/blogs/${postSlug(demo)}$`));
      expect(await page.locator('.post-body p').count(), route).toBeGreaterThan(0);
      expect(await page.locator('.related-posts .post-card').count(), route).toBe(3);
      expect(structuredData(await page.content(), 'BlogPosting')).toMatchObject({ headline: demo.title });
      if (format === 'link') expect(await page.locator('h1 a').getAttribute('href')).toBe(demo.link!.url);
      if (format === 'quote') expect(await page.locator('.post-quote p').innerText()).toBe(demo.quote!.text);
      if (format === 'video') expect(await page.locator('.embedded-player video').count()).toBe(1);
    }
    expect(await axeViolations(page)).toEqual([]);
    // The audio post plays in the site's own player.
    await page.goto(`${site.url}/blogs/single/audio`);
    await appReady(page);
    await page.locator('.post-media .audio-toggle').click();
    await expect.poll(() => page.locator('.post-media audio').evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0.3);
    expect(await page.locator('.post-media .audio-toggle').getAttribute('aria-label')).toMatch(/^Pause /);
    await page.locator('.post-media .audio-toggle').click();
    // The video post plays the title's stream in the site's player.
    await page.goto(`${site.url}/blogs/single/video`);
    await appReady(page);
    await page.locator('.embedded-player .big-play').click();
    await expect
      .poll(() => page.locator('.embedded-player video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
      .toBeGreaterThan(0.3);
    // A post with cards of the catalogue and the shop shows both, linked; its neighbours are the posts beside it.
    const withCards = newestFirst.find((p) => p.body.includes('[[title:') && p.body.includes('[[product:'))!;
    const at = newestFirst.indexOf(withCards);
    await page.goto(`${site.url}/blogs/${postSlug(withCards)}`);
    expect(await page.locator('.post-embed .title-card').count()).toBeGreaterThan(0);
    expect(await page.locator('.post-embed .product-card a[href^="/merchandise/product/"]').count()).toBeGreaterThan(0);
    if (at > 0) expect(await page.locator('a[rel="next"].post-neighbour').innerText()).toContain(newestFirst[at - 1]!.title);
    if (at < newestFirst.length - 1)
      expect(await page.locator('a[rel="prev"].post-neighbour').innerText()).toContain(newestFirst[at + 1]!.title);
    // An unknown post, or a path named after an object's own properties, is a 404 that no shared cache keeps (a
    // scheduled post's address must not stay a 404 at a CDN once its day comes).
    for (const path of ['/blogs/no-such-post', '/blogs/grid/toString', '/blogs/grid/__proto__', '/og/post/no-such-post']) {
      const res = await fetch(site.url + path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('opens a gallery photograph in a lightbox and goes through them by keyboard', async () => {
    const { page } = browser;
    await page.goto(`${site.url}/blogs/single/gallery`);
    await appReady(page);
    const count = await page.locator('.gallery-thumb').count();
    expect(count).toBeGreaterThanOrEqual(4);
    const thumb = page.locator('.gallery-thumb').nth(1);
    await thumb.focus();
    await page.keyboard.press('Enter');
    const box = page.locator('dialog.lightbox');
    await expect.poll(() => box.evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    expect(await box.locator('.lightbox-count').innerText()).toBe(`2 / ${count}`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => box.locator('.lightbox-count').innerText()).toBe(`3 / ${count}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => box.locator('.lightbox-count').innerText()).toBe(`${count} / ${count}`);
    await expect.poll(() => box.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => box.evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    expect(await thumb.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('is found by the site search, and feeds whole posts as valid RSS and JSON on the configured address', async () => {
    const { page } = browser;
    await page.goto(`${site.url}/search?searchTerm=lighthouse`);
    expect(await page.locator('section[aria-labelledby="posts-heading"] .post-card-title').allInnerTexts()).toContain(
      'Making the storm in The Lighthouse Keepers',
    );
    const suggestions = await (await fetch(`${site.url}/api/search/suggest?q=score+notes`)).json();
    expect(JSON.stringify(suggestions)).toContain('"kind":"post"');
    const origin = site.url.replace('127.0.0.1', 'localhost');
    await page.goto(`${site.url}/blogs`);
    expect(await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')).toMatch(/\/blogs\/feed\.xml$/);
    for (const path of ['/blogs/feed.xml', '/blogs/category/music-and-sound/feed.xml']) {
      const { status, headers, body } = await rawRequest(site.url, path, { host: 'evil.example' });
      expect(status, path).toBe(200);
      expect(headers['content-type']).toMatch(/^application\/rss\+xml/);
      expect(body).not.toContain('evil.example');
      // A real XML parser (the browser's) reads it whole.
      const parsed = await page.evaluate((xml) => {
        const doc = new DOMParser().parseFromString(xml, 'application/xml');
        return {
          error: doc.querySelector('parsererror')?.textContent ?? null,
          links: [...doc.querySelectorAll('item > link')].map((l) => l.textContent),
          content: doc.querySelector('item')?.getElementsByTagName('content:encoded')[0]?.textContent ?? '',
        };
      }, body);
      expect(parsed.error, path).toBeNull();
      expect(parsed.links.length).toBeGreaterThan(0);
      expect(parsed.links.every((l) => l!.startsWith('http'))).toBe(true);
      expect(parsed.content).not.toMatch(/(href|src)="\/(?!\/)/);
    }
    const json = JSON.parse((await rawRequest(site.url, '/blogs/feed.json', { host: 'evil.example' })).body);
    expect(json.items[0].url).toBe(`${origin}/blogs/${postSlug(newestFirst[0]!)}`);
    expect(json.items.length).toBe(Math.min(20, DEMO_POSTS.length));
    expect((await fetch(`${site.url}/blogs/category/nope/feed.xml`)).status).toBe(404);
  });
});

describe('the appearance customizer', () => {
  const settingsOf = (page: Page) =>
    page.evaluate(() => {
      const root = document.documentElement;
      return { dir: root.dir, theme: root.dataset.theme, scheme: root.dataset.bsTheme, fontSize: root.dataset.fontSize };
    });
  const open = async (page: Page) => {
    await page.getByRole('button', { name: 'Appearance settings' }).click();
    const panel = page.getByRole('dialog', { name: 'Appearance' });
    await panel.waitFor();
    return panel;
  };

  it('loads on open, applies hulu, right to left and light at once, and keeps them on the first paint after a reload', async () => {
    const page = await browser.context.newPage();
    try {
      await page.goto(`${site.url}/`);
      await appReady(page);
      expect(await settingsOf(page)).toEqual({ dir: 'ltr', theme: 'theme-color-default', scheme: 'dark', fontSize: 'medium' });
      expect(await page.locator('dialog').count()).toBe(0);
      // The panel's code comes when it is opened, not with the page.
      const scripts: string[] = [];
      page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
      const panel = await open(page);
      expect(scripts.length).toBeGreaterThan(0);
      await panel.getByRole('radio', { name: 'Hulu', exact: true }).check();
      await panel.getByRole('radio', { name: 'Right to left', exact: true }).check();
      await panel.getByRole('radio', { name: 'Light', exact: true }).check();
      await panel.getByRole('radio', { name: 'Large', exact: true }).check();
      expect(await settingsOf(page)).toEqual({ dir: 'rtl', theme: 'hulu', scheme: 'light', fontSize: 'large' });
      // Keyboard: Tab cycles inside the panel, Escape closes it and gives focus back to its button.
      await panel.getByRole('button', { name: 'Done' }).focus();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close appearance settings');
      await page.keyboard.press('Shift+Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Done');
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Appearance settings');

      // Reloaded with the app's scripts held back: what the first paint shows is the inline script's work alone.
      await page.route('**/_next/static/**/*.js', () => undefined);
      await page.reload({ waitUntil: 'domcontentloaded' });
      expect(await settingsOf(page)).toEqual({ dir: 'rtl', theme: 'hulu', scheme: 'light', fontSize: 'large' });
      expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
      // The page itself is the same cached page as anyone's: the settings never reach the server.
      const html = await (await fetch(`${site.url}/`)).text();
      expect(html).toContain('data-theme="theme-color-default"');
      await page.unroute('**/_next/static/**/*.js');

      // Reset restores the defaults.
      await page.reload();
      await appReady(page);
      await (await open(page)).getByRole('button', { name: 'Reset to defaults' }).click();
      expect(await settingsOf(page)).toEqual({ dir: 'ltr', theme: 'theme-color-default', scheme: 'dark', fontSize: 'medium' });
      expect(await page.getByRole('radio', { name: 'Hulu', exact: true }).isChecked()).toBe(false);

      // "Do not remember": applied to this page only; a reload shows the defaults, and no storage holds them.
      await page.getByRole('radio', { name: 'Prime', exact: true }).check();
      await page.getByRole('radio', { name: 'Do not remember', exact: true }).check();
      expect((await settingsOf(page)).theme).toBe('amazonprime');
      await page.reload();
      expect((await settingsOf(page)).theme).toBe('theme-color-default');
      expect(await page.evaluate(() => [sessionStorage.getItem('huisetting-react'), localStorage.getItem('huisetting-react')])).toEqual([
        null,
        null,
      ]);

      // "This browser": another tab opens with it (a tab's session storage is its own).
      await appReady(page);
      const panel2 = await open(page);
      await panel2.getByRole('radio', { name: 'Netflix', exact: true }).check();
      await panel2.getByRole('radio', { name: 'This browser', exact: true }).check();
      await panel2.getByLabel('App name').fill('Cinema Club');
      await expect.poll(() => page.locator('.site-header .logo text').textContent()).toBe('Cinema Club');
      const other = await browser.context.newPage();
      await other.goto(`${site.url}/blogs`);
      expect((await settingsOf(other)).theme).toBe('dark');
      await appReady(other);
      expect(await other.locator('.site-header .logo text').textContent()).toBe('Cinema Club');
      await (await open(other)).getByRole('button', { name: 'Reset to defaults' }).click();
      expect(await other.evaluate(() => localStorage.getItem('huisetting-react'))).toBeNull();
      await other.close();
    } finally {
      await page.close();
    }
  });

  it('opens from the shop’s settings button, and fits a 320 px phone', async () => {
    const page = await browser.context.newPage();
    try {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(`${site.url}/merchandise`);
      await appReady(page);
      const panel = await open(page);
      const box = (await panel.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
      const done = panel.getByRole('button', { name: 'Done' });
      expect(await done.isVisible()).toBe(true);
      expect((await done.boundingBox())!.y + 10).toBeLessThanOrEqual(640);
      // Every choice can be reached by scrolling the panel.
      await panel.getByRole('radio', { name: 'Do not remember', exact: true }).scrollIntoViewIfNeeded();
      expect(await panel.getByRole('radio', { name: 'Do not remember', exact: true }).isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await done.click();
      await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  it('leaves no serious accessibility violation in light and dark, and left to right and right to left', async () => {
    await browser.page.goto(`${site.url}/movies`);
    const title = await browser.page.locator('.title-card > a').first().getAttribute('href');
    const newest = [...DEMO_POSTS].sort((a, b) => a.daysAgo - b.daysAgo)[0]!;
    const pages = ['/', title!, `/blogs/${postSlug(newest)}`, '/merchandise'];
    // Each scheme and each direction once (contrast follows the scheme; the direction moves the layout, not colours).
    for (const [scheme, direction] of [
      ['light', 'ltr'],
      ['dark', 'rtl'],
    ]) {
      const page = await browser.context.newPage();
      try {
        await page.addInitScript(
          (s) => sessionStorage.setItem('huisetting-react', s),
          JSON.stringify({ theme_scheme: scheme, theme_scheme_direction: direction }),
        );
        for (const path of pages) {
          await page.goto(site.url + path);
          await appReady(page);
          expect(await settingsOf(page), path).toMatchObject({ dir: direction, scheme });
          expect(await axeViolations(page), `${path} ${scheme} ${direction}`).toEqual([]);
        }
        await open(page);
        expect(await axeViolations(page), `customizer ${scheme} ${direction}`).toEqual([]);
      } finally {
        await page.close();
      }
    }
  });
});
