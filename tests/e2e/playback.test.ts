import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClip } from '../helpers/clips';
import { axeViolations, freshDataDir, openBrowser, startSite, type Browser, type Site } from './harness';

const run = promisify(execFile);
let site: Site;
let browser: Browser;

const PASSWORD = 'a long passphrase';

beforeAll(async () => {
  // Two viewers, one with a subscription (18+ titles play only for subscribers).
  const dataDir = freshDataDir();
  const cli = (...args: string[]) =>
    run('npx', ['tsx', 'cli/streamit.ts', ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });
  await cli('user', 'create', 'fan@example.com', '--password', PASSWORD);
  await cli('user', 'create', 'free@example.com', '--password', PASSWORD);
  await cli('subscription', 'grant', 'fan@example.com', '--days', '30');
  site = await startSite({}, dataDir);
  browser = await openBrowser();
  // The demo clips are shared out by a job that starts with the site.
  const deadline = Date.now() + 120_000;
  while (!/job demo-media demo clips: done/.test(site.log())) {
    if (Date.now() > deadline) throw new Error(`the demo clips were not shared out:\n${site.log().slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

async function firstHref(listing: string, prefix: string): Promise<string> {
  const html = await (await fetch(site.url + listing)).text();
  const hrefs = [...html.matchAll(new RegExp(`href="(${prefix}/[a-z0-9-]+)"`, 'g'))].map((m) => m[1]!);
  const found = hrefs.find((h) => !['/movies/restricted', '/movies/related'].includes(h));
  if (!found) throw new Error(`no ${prefix} link on ${listing}`);
  return found;
}

const video = (page: Page) =>
  page.evaluate(() => {
    const v = document.querySelector('video')!;
    return {
      time: v.currentTime,
      paused: v.paused,
      height: v.videoHeight,
      frames: v.getVideoPlaybackQuality().totalVideoFrames,
      duration: v.duration,
      hls: v.currentSrc.startsWith('blob:'),
    };
  });

describe('watching', () => {
  it('has video for every demo title on the listings: movies, videos and every episode of a show', async () => {
    const slugsOf = async (listing: string, prefix: string) => {
      const html = await (await fetch(site.url + listing)).text();
      return [...new Set([...html.matchAll(new RegExp(`href="${prefix}/([a-z0-9-]+)"`, 'g'))].map((m) => m[1]!))].filter(
        (s) => !['restricted', 'related'].includes(s),
      );
    };
    const pages = [
      ...(await slugsOf('/movies', '/movies')).map((s) => `/watch/${s}`),
      ...(await slugsOf('/videos', '/videos')).map((s) => `/watch/${s}`),
    ];
    const show = await firstHref('/tv-shows', '/tv-shows');
    const showHtml = await (await fetch(site.url + show)).text();
    pages.push(...new Set([...showHtml.matchAll(/href="(\/watch\/[a-z0-9-]+\/s\d+e\d+)"/g)].map((m) => m[1]!)));
    expect(pages.length).toBeGreaterThan(20);
    for (const href of pages) {
      const html = await (await fetch(site.url + href)).text();
      expect(html, href).toMatch(/\/media\/videos\/[^"]+\/master\.m3u8/);
      expect(html, href).not.toContain('Not ready to play yet');
    }
  });

  it('plays a movie from its title page: frames decode, time advances, through hls.js', async () => {
    const { page } = browser;
    await page.goto(site.url + (await firstHref('/movies', '/movies')));
    await page.getByRole('link', { name: 'Play', exact: true }).click();
    await page.waitForURL(/\/watch\/[a-z0-9-]+$/);
    await expect.poll(async () => page.locator('img.vds-poster').count()).toBeGreaterThan(0);
    // The controls come with the player's script (and hls.js): on a cold server give them time.
    await page.mouse.move(640, 320);
    await page.getByRole('button', { name: 'Play', exact: true }).click({ timeout: 45_000 });
    await expect.poll(async () => (await video(page)).time, { timeout: 20_000 }).toBeGreaterThan(1.5);
    const state = await video(page);
    expect(state).toMatchObject({ paused: false, hls: true });
    expect(state.frames).toBeGreaterThan(10);
    // requestVideoFrameCallback: a frame is presented.
    expect(
      await page.evaluate(() => new Promise<boolean>((r) => document.querySelector('video')!.requestVideoFrameCallback(() => r(true)))),
    ).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('switches quality from the settings menu, shows trickplay thumbnails on the seek bar and captions with the c key', async () => {
    const { page } = browser;
    // While playing, the controls hide until the pointer moves over the player.
    const settings = async () => {
      await page.mouse.move(600, 300);
      await page.mouse.move(640, 320);
      await page.getByRole('button', { name: 'Settings' }).click();
    };
    // Escape steps back out of the submenu, then closes the menu.
    const closeMenu = async () => {
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('menuitemradio').count()).toBe(0);
    };
    await settings();
    await page.getByRole('menuitem', { name: /Quality/ }).click();
    await page.getByRole('menuitemradio', { name: /540p/ }).click();
    await expect.poll(async () => (await video(page)).height, { timeout: 20_000 }).toBe(540);
    await closeMenu();
    await settings();
    await page.getByRole('menuitem', { name: /Quality/ }).click();
    await page.getByRole('menuitemradio', { name: /240p/ }).click();
    await expect.poll(async () => (await video(page)).height, { timeout: 20_000 }).toBe(240);
    await closeMenu();

    // Trickplay: hovering the seek bar shows a thumbnail from the sprite sheet.
    await page.mouse.move(640, 320);
    const slider = await page.locator('.vds-time-slider').boundingBox();
    await page.mouse.move(slider!.x + slider!.width * 0.6, slider!.y + slider!.height / 2);
    await expect
      .poll(() => page.locator('.vds-slider-thumbnail img').getAttribute('src'), { timeout: 10_000 })
      .toMatch(/\/media\/videos\/[^/]+\/thumbs\/sprite_001\.jpg$/);
    await expect
      .poll(() => page.locator('.vds-slider-thumbnail img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    await page.locator('body').click({ position: { x: 5, y: 760 } }); // focus off the menus, on the page
    await page.keyboard.press('c');
    await expect.poll(async () => (await page.locator('.vds-captions').innerText()).trim(), { timeout: 15_000 }).toMatch(/\w/);
    expect(await page.locator('.vds-captions').innerText()).toMatch(/StreamIt demo|tone|quality|subtitles|Thanks/i);
  });

  it('counts down to the next episode over the last seconds and plays it; Cancel stays', async () => {
    const { page } = browser;
    const show = await firstHref('/tv-shows', '/tv-shows');
    await page.goto(site.url + show);
    await page.getByRole('link', { name: /^Play S1:E1$/ }).click();
    await page.waitForURL(/\/watch\/[a-z0-9-]+\/s1e1$/);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(async () => (await video(page)).time, { timeout: 20_000 }).toBeGreaterThan(0.5);
    await page.evaluate(() => {
      const v = document.querySelector('video')!;
      v.currentTime = v.duration - 7;
    });
    const card = page.getByRole('complementary', { name: 'Next episode' });
    await expect.poll(() => card.isVisible(), { timeout: 15_000 }).toBe(true);
    const first = Number(await card.locator('.next-card-count').innerText());
    expect(first).toBeLessThanOrEqual(10);
    await expect.poll(async () => Number(await card.locator('.next-card-count').innerText()), { timeout: 10_000 }).toBeLessThan(first);
    await page.waitForURL(/\/s1e2\?autoplay=1$/, { timeout: 20_000 });
    await expect.poll(async () => (await video(page)).time, { timeout: 20_000 }).toBeGreaterThan(0.5);

    // Cancelled, the episode ends where it is.
    await page.evaluate(() => {
      const v = document.querySelector('video')!;
      v.currentTime = v.duration - 6;
    });
    await expect.poll(() => card.isVisible(), { timeout: 15_000 }).toBe(true);
    await card.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(async () => (await video(page)).paused, { timeout: 15_000 }).toBe(true);
    expect(page.url()).toMatch(/\/s1e2\?autoplay=1$/);
    expect(await card.count()).toBe(0);
  });

  it('saves the place, offers to resume it after a reload, and lists the title under Continue watching', async () => {
    const { page } = browser;
    const html = await (await fetch(`${site.url}/movies`)).text();
    const movies = [...html.matchAll(/href="\/movies\/([a-z0-9-]+)"/g)]
      .map((m) => m[1]!)
      .filter((s) => !['restricted', 'related'].includes(s));
    const slug = [...new Set(movies)][1]!;
    await page.goto(`${site.url}/watch/${slug}`);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(async () => (await video(page)).time, { timeout: 20_000 }).toBeGreaterThan(0.5);
    await page.evaluate(() => (document.querySelector('video')!.currentTime = 12));
    await expect.poll(async () => (await video(page)).time, { timeout: 10_000 }).toBeGreaterThan(12.2);
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/progress') && r.status() === 200);
    await page.keyboard.press('k'); // pause: the place is saved
    await saved;
    const at = Math.floor((await video(page)).time);
    await page.reload();
    const prompt = page.getByRole('group', { name: 'Resume' });
    await expect.poll(() => prompt.isVisible()).toBe(true);
    const label = `0:${String(at).padStart(2, '0')}`;
    await prompt.getByRole('button', { name: `Resume from ${label}` }).click();
    await expect.poll(async () => (await video(page)).time, { timeout: 20_000 }).toBeGreaterThan(at + 0.2);
    expect(await prompt.count()).toBe(0);

    await page.goto(site.url + '/');
    const row = page.getByRole('region', { name: 'Continue watching' });
    await expect.poll(() => row.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await row.locator(`a[href="/watch/${slug}"]`).count()).toBe(1);
    // With a history, the curated Suggested and Recommended rows become the viewer's own.
    await expect.poll(() => page.getByRole('region', { name: 'Suggested for you' }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole('region', { name: 'Recommended for you' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('refuses an 18+ title to viewers without a subscription, on the page and on the media, and plays it for a subscriber', async () => {
    const { page, context } = browser;
    const slug = (await firstHref('/movies/restricted', '/movies')).split('/').pop()!;
    // Signing in goes through the embedded issuer, which knows the site as localhost.
    const origin = site.url.replace('127.0.0.1', 'localhost');
    const signInAs = async (email: string) => {
      await context.clearCookies();
      await page.goto(`${origin}/auth/login?returnTo=${encodeURIComponent(`/watch/${slug}`)}`);
      await page.waitForURL(/\/sign-in\?interaction=/);
      await page.getByLabel('E-mail address').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${origin}/watch/${slug}`);
    };
    await context.clearCookies();
    await page.goto(`${origin}/watch/${slug}`);
    const notice = page.locator('.player-missing');
    expect(await notice.innerText()).toMatch(/For subscribers[\s\S]*Sign in/);
    expect(await page.locator('video').count()).toBe(0);

    await signInAs('free@example.com');
    expect(await page.locator('.player-missing').innerText()).toMatch(/no active subscription/);
    expect(await page.locator('video').count()).toBe(0);

    await signInAs('fan@example.com');
    console.log(
      'DEBUG',
      site.log().slice(-1500),
      JSON.stringify(
        await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((e) => e.name)
            .filter((n) => n.includes('/media/')),
        ),
      ),
    );
    const media: string[] = [];
    page.on('request', (r) => r.url().includes('/media/') && media.push(r.url()));
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(async () => (await video(page)).time, { timeout: 20_000 }).toBeGreaterThan(1);
    const segments = media.filter((u) => u.endsWith('.m4s'));
    expect(segments.length).toBeGreaterThan(0);
    expect(segments.every((u) => /\/media\/p\/[^/]+\/videos\//.test(u))).toBe(true);

    // The media itself refuses: no token, a forged one.
    const open = segments[0]!.replace(/\/media\/p\/[^/]+\//, '/media/');
    const bare = await fetch(open.replace(origin, site.url));
    expect(bare.status).toBe(403);
    expect(await bare.json()).toMatchObject({ error: 'token_required' });
    const forged = await fetch(
      segments[0]!.replace(origin, site.url).replace(/\/media\/p\/([^/]+)\//, (_, t: string) => `/media/p/${t.slice(0, -4)}AAAA/`),
    );
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ error: 'invalid_token' });
    await context.clearCookies();
  });

  it('hands an ingest from the CLI to the running server, with progress, and the title plays it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'streamit-cli-src-'));
    const clip = path.join(dir, 'trailer.mp4');
    makeClip(clip, { seconds: 6, tone: 250 });
    const slug = (await firstHref('/videos', '/videos')).split('/').pop()!;
    try {
      const { stdout, stderr } = await run('npx', ['tsx', 'cli/streamit.ts', 'ingest', clip, '--title', slug], {
        env: { ...process.env, DATA_DIR: site.dataDir },
        timeout: 120_000,
      });
      expect(stderr).toMatch(/queued on the running server/);
      expect(stderr).toMatch(/packaging trailer\.mp4 100%/);
      expect(stdout).toMatch(/renditions:\n\s+240p\s+426x240/);
      const url = /as (\/media\/videos\/[0-9a-f-]{36}\/master\.m3u8)/.exec(stdout)![1]!;
      const html = await (await fetch(`${site.url}/watch/${slug}`)).text();
      expect(html).toContain(url.replace('/master.m3u8', '/poster.jpg'));
      expect(site.log()).toMatch(/job ingest trailer\.mp4 → .*: done/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
