import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClip } from '../helpers/clips';
import { readControlFile } from '@/jobs/control';
import { appReady, axeViolations, freshDataDir, withBrowser, startSite, streamitCli, type Site } from './harness';

// The studio as an operator uses it from a fresh start: the demo admin the README names signs in (and must replace
// the published password), adds a title, its artwork and its video, and watches it. And nobody else gets in.

let site: Site;
let origin: string;
let files: string;
const ADMIN = { email: 'admin@streamit.example', password: 'streamit-studio', next: 'a studio passphrase of our own' };

beforeAll(async () => {
  const dataDir = freshDataDir();
  site = await startSite({}, dataDir);
  // The member is made while the server runs: the CLI hands the command to it (the embedded database is its own).
  for (const deadline = Date.now() + 30_000; !readControlFile(dataDir) && Date.now() < deadline;)
    await new Promise((r) => setTimeout(r, 100)); // the control file is written once the queue runs
  const made = await streamitCli(['user', 'create', 'member@example.com', '--password', 'a member passphrase'], {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
  });
  expect(made.stdout).toContain('created member@example.com');
  origin = site.url.replace('127.0.0.1', 'localhost');
  files = fs.mkdtempSync(path.join(dataDir, '..', 'studio-files-'));
});
afterAll(async () => {
  await site?.stop();
  if (files) fs.rmSync(files, { recursive: true, force: true });
});

async function signIn(page: Page, email: string, password: string, returnTo: string) {
  await page.goto(`${origin}/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.waitForURL(/\/sign-in\?interaction=/);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The admin, signed in (the first sign-in of a run replaces the README's password). */
let passwordChanged = false;
async function signInAsAdmin(page: Page, returnTo = '/studio') {
  await signIn(page, ADMIN.email, passwordChanged ? ADMIN.next : ADMIN.password, returnTo);
  if (!passwordChanged) {
    await page.waitForURL(/\/sign-in\/new-password/);
    await page.locator('#password').fill(ADMIN.next);
    await page.getByLabel('Type it again').fill(ADMIN.next);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    passwordChanged = true;
  }
  await page.waitForURL(`${origin}${returnTo}`);
}

/** Every studio page's address, from the app's folders ([slug] as a real title): a new page cannot be left out. */
function studioPages(): string[] {
  const root = path.join('src', 'app', 'studio');
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'page.tsx')
        found.push(
          `/${path.relative(path.join('src', 'app'), dir)}`
            .replace('/pages/[slug]', '/pages/about-us')
            .replace('[slug]', 'orbital-decay')
            .replace('[number]', 'SI-0000-0000-0000')
            .replace('[id]', '00000000-0000-4000-8000-000000000000')
            .replace('[list]', 'top-10')
            .replace('[code]', 's1e1'),
        );
    }
  };
  walk(root);
  return found;
}

describe('the studio, refused', () => {
  const uploads = [
    '/api/studio/uploads',
    '/api/studio/jobs/00000000-0000-4000-8000-000000000000',
    '/api/studio/newsletter',
    '/api/studio/orders',
  ];

  it('is a 404 for a visitor and a member: every page, the artwork and video uploads and the job progress', async () => {
    const pages = studioPages();
    expect(pages).toEqual(expect.arrayContaining(['/studio', '/studio/titles', '/studio/titles/new', '/studio/titles/orbital-decay']));
    const tryAll = async (cookie?: string) => {
      const headers = { origin, ...(cookie && { cookie }) };
      for (const p of [...pages, ...uploads]) expect((await fetch(origin + p, { headers, redirect: 'manual' })).status, p).toBe(404);
      const form = new FormData();
      form.set('slug', 'orbital-decay');
      form.set('kind', 'poster');
      form.set(
        'file',
        new Blob([
          await sharp({ create: { width: 400, height: 600, channels: 3, background: '#336' } })
            .png()
            .toBuffer(),
        ]),
      );
      const artwork = await fetch(`${origin}/api/studio/artwork`, { method: 'POST', body: form, headers });
      expect(artwork.status).toBe(404);
      for (const upload of ['portrait', 'still', 'product-image', 'post-cover', 'post-gallery', 'post-audio'])
        expect((await fetch(`${origin}/api/studio/${upload}`, { method: 'POST', body: form, headers })).status, upload).toBe(404);
      const create = await fetch(`${origin}/api/studio/uploads`, {
        method: 'POST',
        headers: { ...headers, 'tus-resumable': '1.0.0', 'upload-length': '10', 'upload-metadata': `slug ${btoa('orbital-decay')}` },
      });
      expect(create.status).toBe(404);
    };
    await tryAll();
    await withBrowser({}, async ({ page, context }) => {
      await signIn(page, 'member@example.com', 'a member passphrase', '/movies');
      await page.waitForURL(`${origin}/movies`);
      const cookie = (await context.cookies(origin)).map((c) => `${c.name}=${c.value}`).join('; ');
      await tryAll(cookie);
      for (const p of pages) expect((await page.goto(origin + p))?.status(), p).toBe(404);
    });
  });
});

describe('the studio, from a fresh start', () => {
  it('lets the admin the README names add a title with its poster and video, and watch it', async () => {
    const poster = path.join(files, 'poster.png');
    await sharp({ create: { width: 600, height: 900, channels: 3, background: '#7a2e1f' } })
      .composite([{ input: Buffer.from('<svg width="600" height="900"><circle cx="300" cy="380" r="160" fill="#f2c14e"/></svg>') }])
      .png()
      .toFile(poster);
    const clip = makeClip(path.join(files, 'lighthouse-keeper.mp4'), { seconds: 6 });
    await withBrowser({}, async ({ page }) => {
      await signInAsAdmin(page);
      expect(await page.locator('h1').innerText()).toBe('Dashboard');
      // A fresh site has sign-ups (the demo accounts) and no plays yet: that chart says so in words.
      expect(await page.locator('figure.bar-chart figcaption').allInnerTexts()).toEqual([
        'Titles watched per day',
        expect.stringMatching(/^Sign-ups per day: \d+ new accounts? in 14 days$/),
      ]);
      expect(await page.locator('.bar-chart-empty').innerText()).toBe('No plays in the last 14 days yet: the chart fills in as they come.');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Titles' }).click();
      await page.getByRole('link', { name: 'New title' }).click();
      await page.waitForURL(`${origin}/studio/titles/new`);
      await appReady(page);
      expect(await axeViolations(page)).toEqual([]);
      // Nothing is made from a form with field errors.
      await page.getByRole('button', { name: 'Create title' }).click();
      await expect.poll(() => page.locator('.field-error').first().innerText()).toContain('A title needs a name.');
      await page.getByLabel('Name').fill('The Lighthouse Keeper');
      await page.getByLabel('Synopsis').fill('A keeper on a northern rock counts ships that never arrive, until one does.');
      await page.getByLabel('Runtime (minutes)').fill('94');
      await page.getByRole('button', { name: 'Create title' }).click();
      await page.waitForURL(`${origin}/studio/titles/the-lighthouse-keeper?created=1`);
      await appReady(page);
      expect(await page.locator('h1').innerText()).toBe('The Lighthouse Keeper');
      // A draft until it is published: nobody else sees it.
      expect((await fetch(`${origin}/movies/the-lighthouse-keeper`)).status).toBe(404);
      const publishing = page.getByRole('region', { name: 'Publishing' });
      await publishing.getByLabel('Published').check();
      await publishing.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => publishing.getByRole('status').innerText()).toBe('Saved: published.');
      expect(await (await fetch(`${origin}/movies/the-lighthouse-keeper`)).text()).toContain('counts ships that never arrive');

      // The poster: a refused file changes nothing, a good one shows on the public page at its next request.
      const posterForm = page.locator('form.studio-artwork').filter({ hasText: 'Poster' });
      await posterForm
        .getByLabel('New poster')
        .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
      await posterForm.getByRole('button', { name: 'Upload poster' }).click();
      await expect.poll(() => posterForm.getByRole('status').innerText()).toContain('not an image we can read');
      await posterForm.getByLabel('New poster').setInputFiles(poster);
      await posterForm.getByRole('button', { name: 'Upload poster' }).click();
      await expect.poll(() => posterForm.getByRole('status').innerText()).toContain('Poster saved');
      const src = (await posterForm.locator('img').getAttribute('src'))!;
      const posterPath = decodeURIComponent(/url=([^&]+)/.exec(src)![1]!);
      expect(posterPath).toMatch(/^\/media\/images\/posters\/the-lighthouse-keeper-[0-9a-f]{12}\.webp$/);
      expect(await (await fetch(`${origin}/movies/the-lighthouse-keeper`)).text()).toContain(encodeURIComponent(posterPath));
      const image = await fetch(`${origin}/media/image?url=${encodeURIComponent(posterPath)}&w=384&q=75`);
      expect(image.status).toBe(200);
      expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(384);

      // The video: uploaded, packaged with live progress, published; then it plays.
      const video = page.getByRole('region', { name: 'Video' });
      await video.getByLabel('Video file').setInputFiles(clip);
      await video.getByRole('button', { name: 'Upload' }).click();
      await expect.poll(() => video.getByRole('status').innerText(), { timeout: 120_000 }).toMatch(/^Published: .*360p/);
      expect(await axeViolations(page)).toEqual([]);
      await video.getByRole('link', { name: 'Watch it' }).click();
      await page.waitForURL(`${origin}/watch/the-lighthouse-keeper`);
      await page.goto(`${origin}/watch/the-lighthouse-keeper?autoplay=1`);
      await expect
        .poll(() => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0), { timeout: 30_000 })
        .toBeGreaterThan(0.5);

      // The audit log has each change, by the admin.
      await page.goto(`${origin}/studio/audit`);
      const actions = await page.locator('.studio-audit tbody tr td:nth-child(3)').allInnerTexts();
      expect(actions.slice(0, 4)).toEqual(['Upload video', 'Set title artwork', 'Set title publishing', 'Create title']);

      // Rated 18+, its video's files refuse anyone without a playback token at once (the /media handler is told,
      // not only the action's module); another rating opens them again.
      const master = /\/media\/videos\/[0-9a-f-]{36}\/master\.m3u8/.exec(
        await (await fetch(`${origin}/watch/the-lighthouse-keeper`)).text(),
      )![0];
      expect((await fetch(origin + master)).status).toBe(200);
      await page.goto(`${origin}/studio/titles/the-lighthouse-keeper`);
      await appReady(page);
      const details = page.getByRole('region', { name: 'Details' });
      for (const [rating, status] of [
        ['18+', 403],
        ['PG', 200],
      ] as const) {
        await details.getByLabel('Rating').selectOption(rating);
        await details.getByRole('button', { name: 'Save' }).click();
        await expect.poll(() => details.getByRole('status').innerText()).toContain('Saved.');
        expect((await fetch(origin + master)).status, rating).toBe(status);
        await page.reload();
        await appReady(page);
      }
    });
  });

  it('releases a scheduled title by itself at its time: the cached listing shows it on its next request', async () => {
    await withBrowser({}, async ({ page }) => {
      await signInAsAdmin(page, '/studio/titles/new');
      await appReady(page);
      await page.getByLabel('Name').fill('Northern Crossing');
      // Released today: first among the newest movies once it is public.
      await page.getByLabel('Release date').fill(new Date().toISOString().slice(0, 10));
      await page.getByRole('button', { name: 'Create title' }).click();
      await page.waitForURL(`${origin}/studio/titles/northern-crossing?created=1`);
      await appReady(page);
      const publishing = page.getByRole('region', { name: 'Publishing' });
      await publishing.getByLabel('Scheduled').check();
      // A time in the browser's own zone, seconds from now (the field reads local time).
      const soon = await page.evaluate(() => {
        const at = new Date(Date.now() + 8_000);
        const pad = (n: number) => String(n).padStart(2, '0');
        return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
      });
      await publishing.getByLabel('Release at (your time)').fill(soon);
      await publishing.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => publishing.getByRole('status').innerText()).toBe('Saved: the release is scheduled.');
    });
    // Kept in the page cache without it, then shown once the release job has run.
    expect(await (await fetch(`${origin}/movies`)).text()).not.toContain('/movies/northern-crossing');
    expect((await fetch(`${origin}/movies/northern-crossing`)).status).toBe(404);
    await expect
      .poll(async () => (await (await fetch(`${origin}/movies`)).text()).includes('/movies/northern-crossing'), { timeout: 30_000 })
      .toBe(true);
    expect((await fetch(`${origin}/movies/northern-crossing`)).status).toBe(200);
  });

  it('resumes an interrupted upload after a reload, and refuses a file that is not a video without publishing anything', async () => {
    // 12 MB that are no video, sent at 4 MB/s: the reload comes mid-upload.
    const fake = path.join(files, 'not-a-video.mp4');
    fs.writeFileSync(fake, Buffer.alloc(12 * 1024 * 1024, 7));
    await withBrowser({}, async ({ page, context }) => {
      await signInAsAdmin(page, '/studio/titles/new');
      await appReady(page);
      await page.getByLabel('Name').fill('Harbour Lights');
      await page.getByRole('button', { name: 'Create title' }).click();
      await page.waitForURL(`${origin}/studio/titles/harbour-lights?created=1`);
      await appReady(page);
      const cdp = await context.newCDPSession(page);
      const throttle = (bytesPerSecond: number) =>
        cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 0,
          downloadThroughput: -1,
          uploadThroughput: bytesPerSecond,
        });
      await cdp.send('Network.enable');
      await throttle(4 * 1024 * 1024);
      const video = page.getByRole('region', { name: 'Video' });
      await video.getByLabel('Video file').setInputFiles(fake);
      await video.getByRole('button', { name: 'Upload' }).click();
      const sentShare = async () => Number(/Uploading: (\d+) %/.exec(await video.getByRole('status').innerText())?.[1] ?? 0);
      await expect.poll(sentShare).toBeGreaterThanOrEqual(10);
      // Leaving mid-upload is asked about: the operator leaves anyway.
      page.once('dialog', (dialog) => void dialog.accept());
      await page.reload();
      await appReady(page);
      await throttle(-1);
      // Chosen again, the same file resumes: the browser asks the server where it stopped (HEAD) and sends the rest.
      const sent: { method: string; offset: number }[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/studio/uploads')) sent.push({ method: r.method(), offset: Number(r.headers()['upload-offset'] ?? -1) });
      });
      await video.getByLabel('Video file').setInputFiles(fake);
      await video.getByRole('button', { name: 'Upload' }).click();
      await expect
        .poll(() => video.getByRole('status').innerText(), { timeout: 50_000 })
        .toMatch(/^Not published: not-a-video\.mp4 is (truncated or damaged|not a video file)/);
      expect(sent.map((r) => r.method)).toEqual(['HEAD', 'PATCH']);
      expect(sent[1]!.offset).toBeGreaterThan(1024 * 1024);
      expect(sent[1]!.offset).toBeLessThan(12 * 1024 * 1024);
    });
    // Nothing plays: the watch page has no stream for it.
    expect(await (await fetch(`${origin}/watch/harbour-lights`)).text()).not.toMatch(/master\.m3u8/);
    // The upload's file is gone once refused.
    await expect.poll(() => fs.readdirSync(path.join(site.dataDir, 'uploads')).filter((f) => !f.endsWith('.json'))).toEqual([]);
  }, 120_000);
});

describe('the studio’s cast and crew', () => {
  it('adds a person with a portrait and credits them on a title: the public pages show both', async () => {
    const portrait = path.join(files, 'portrait.png');
    await sharp({ create: { width: 400, height: 600, channels: 3, background: '#2e4a7a' } })
      .png()
      .toFile(portrait);
    await withBrowser({}, async ({ page }) => {
      await signInAsAdmin(page, '/studio/cast/new');
      await appReady(page);
      await page.getByLabel('Name').fill('Marguerite Osei');
      await page.getByLabel('Designation').fill('Actor');
      await page.getByLabel('Biography').fill('Stage actor from Kumasi, on screen since 2014.');
      await page.getByRole('button', { name: 'Add person' }).click();
      await page.waitForURL(`${origin}/studio/cast/marguerite-osei?created=1`);
      await appReady(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel('New portrait').setInputFiles(portrait);
      await page.getByRole('button', { name: 'Upload portrait' }).click();
      await expect.poll(() => page.locator('form.studio-artwork').getByRole('status').innerText()).toContain('Portrait saved');

      await page.goto(`${origin}/studio/titles/orbital-decay`);
      await appReady(page);
      const credits = page.getByRole('region', { name: 'Cast and crew' });
      await credits.getByLabel('Person').fill('marguerite-osei');
      await credits.getByLabel('Character or job').fill('Flight Surgeon Adjei');
      await credits.getByRole('button', { name: 'Add credit' }).click();
      await expect.poll(() => page.locator('.notice').last().innerText()).toBe('Credited Marguerite Osei.');
      expect(await axeViolations(page)).toEqual([]);
    });
    const titlePage = await (await fetch(`${origin}/movies/orbital-decay`)).text();
    expect(titlePage).toContain('Marguerite Osei');
    expect(titlePage).toContain('Flight Surgeon Adjei');
    const personPage = await (await fetch(`${origin}/cast/marguerite-osei`)).text();
    expect(personPage).toContain('Stage actor from Kumasi');
    expect(personPage).toContain('/movies/orbital-decay');
    expect(personPage.replaceAll('%2F', '/')).toMatch(/\/media\/images\/people\/marguerite-osei-[0-9a-f]{12}\.webp/);
  });
});

describe('the studio’s shows', () => {
  it('adds a show’s season and episode, with its still and video: the episode plays once the show is published', async () => {
    const still = path.join(files, 'still.png');
    await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#1f3b4d' } })
      .png()
      .toFile(still);
    const clip = makeClip(path.join(files, 'ferry-wardens-s1e1.mp4'), { seconds: 4 });
    await withBrowser({}, async ({ page }) => {
      await signInAsAdmin(page, '/studio/titles/new');
      await appReady(page);
      await page.getByLabel('Kind').selectOption('tv-show');
      await page.getByLabel('Name').fill('The Ferry Wardens');
      await page.getByRole('button', { name: 'Create title' }).click();
      await page.waitForURL(`${origin}/studio/titles/the-ferry-wardens?created=1`);
      await appReady(page);
      await page.getByRole('button', { name: 'Add season' }).click();
      await expect.poll(() => page.getByRole('heading', { name: 'Season 1' }).count()).toBe(1);
      await page.getByText('New episode of Season 1').click();
      await page.getByLabel('Episode name').fill('Low Tide');
      await page.getByLabel('Runtime (minutes)').last().fill('44');
      await page.getByRole('button', { name: 'Add episode' }).click();
      await page.getByRole('link', { name: '1. Low Tide' }).click();
      await page.waitForURL(`${origin}/studio/titles/the-ferry-wardens/episodes/s1e1`);
      await appReady(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel('New still').setInputFiles(still);
      await page.getByRole('button', { name: 'Upload still' }).click();
      await expect.poll(() => page.locator('form.studio-artwork').getByRole('status').innerText()).toContain('Still saved');
      const video = page.getByRole('region', { name: 'Video' });
      await video.getByLabel('Video file').setInputFiles(clip);
      await video.getByRole('button', { name: 'Upload' }).click();
      await expect.poll(() => video.getByRole('status').innerText(), { timeout: 120_000 }).toMatch(/^Published: /);

      // A draft show: its episode is nobody's yet; published, it plays.
      expect((await fetch(`${origin}/watch/the-ferry-wardens/s1e1`)).status).toBe(404);
      await page.goto(`${origin}/studio/titles/the-ferry-wardens`);
      await appReady(page);
      const publishing = page.getByRole('region', { name: 'Publishing' });
      await publishing.getByLabel('Published').check();
      await publishing.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => publishing.getByRole('status').innerText()).toBe('Saved: published.');
    });
    expect(await (await fetch(`${origin}/watch/the-ferry-wardens/s1e1`)).text()).toMatch(/master\.m3u8/);
    expect(await (await fetch(`${origin}/tv-shows/the-ferry-wardens`)).text()).toContain('Low Tide');
  }, 180_000);
});

describe('the studio’s curated rows', () => {
  it('reorders a row by keyboard drag and by its buttons; the home page shows the new order on its next request', async () => {
    await withBrowser({}, async ({ page }) => {
      await signInAsAdmin(page, '/studio/terms');
      await appReady(page);
      expect(await axeViolations(page)).toEqual([]);
      // A new genre, at once in the list.
      await page.getByLabel('New genre').fill('Slow Cinema');
      await page.getByRole('button', { name: 'Add genre' }).click();
      await expect.poll(() => page.locator('.notice').last().innerText()).toBe('Added the genre Slow Cinema.');
      expect(await page.getByRole('link', { name: 'Slow Cinema: /genres/slow-cinema' }).count()).toBe(1);
      await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Curated rows' }).click();
      await page.getByRole('link', { name: 'Top 10 Movies to Watch' }).click();
      await page.waitForURL(`${origin}/studio/curated/top-10`);
      await appReady(page);
      expect(await axeViolations(page)).toEqual([]);
      const list = page.getByRole('list', { name: 'Titles on Top 10 Movies to Watch' });
      const names = await list.locator('.studio-curated-name a').allInnerTexts();
      expect(names.length).toBeGreaterThanOrEqual(3);
      // Keyboard drag: Space picks the third up, the up arrow moves it, Space drops it.
      // Each key waits for what the last one did (the sensor listens for the arrows once the item is picked up).
      const handle = page.getByRole('button', { name: `Drag ${names[2]}` });
      const announced = page.locator('[id^="DndLiveRegion"]');
      await handle.focus();
      await page.keyboard.press('Space');
      await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
      // dnd-kit starts listening for the arrows in a timer set at pick-up, and a browser may hand a key press over
      // before a pending timer: a timer of our own, set now, runs after theirs.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
      await page.keyboard.press('ArrowUp');
      await expect.poll(() => announced.innerText()).toBe(`${names[2]} would go to 2 of ${names.length}.`);
      await page.keyboard.press('Space');
      await expect.poll(() => page.locator('.notice').last().innerText()).toBe(`${names[2]} is now at 2 of ${names.length}.`);
      const dragged = [names[0]!, names[2]!, names[1]!, ...names.slice(3)];
      expect(await list.locator('.studio-curated-name a').allInnerTexts()).toEqual(dragged);
      // A button: the new second goes first.
      await page.getByRole('button', { name: `Move ${names[2]} up` }).click();
      await expect.poll(() => page.locator('.notice').last().innerText()).toBe(`${names[2]} is now at 1 of ${names.length}.`);
      const expected = [names[2]!, names[0]!, names[1]!, ...names.slice(3)];
      await page.reload();
      expect(await list.locator('.studio-curated-name a').allInnerTexts()).toEqual(expected);
      await page.goto(`${origin}/`);
      const rail = page.getByRole('list', { name: 'Top 10 Movies to Watch' });
      await expect.poll(() => rail.locator('li').first().innerText()).toContain(expected[0]);
      expect(await rail.locator('li').nth(1).innerText()).toContain(expected[1]);
    });
  });
});

describe('the studio’s products', () => {
  it('adds a product, puts it on sale and reprices it: the shop shows each change on its next request', async () => {
    await withBrowser({}, async ({ page }) => {
      await signInAsAdmin(page, '/studio/products/new');
      await appReady(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel('Name').fill('Lighthouse Keeper Enamel Mug');
      await page.getByLabel('SKU').fill('LK-MUG');
      await page.getByLabel('Price (USD)').fill('19.5');
      await page.getByLabel('In stock').fill('12');
      await page.getByRole('button', { name: 'Create product' }).click();
      await page.waitForURL(`${origin}/studio/products/lighthouse-keeper-enamel-mug?created=1`);
      await appReady(page);
      expect(await axeViolations(page)).toEqual([]);
      expect((await fetch(`${origin}/merchandise/product/lighthouse-keeper-enamel-mug`)).status).toBe(404);
      await page.getByLabel('On sale: listed in the shop and its search').check();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect
        .poll(() => page.getByRole('region', { name: 'Details' }).getByRole('status').innerText())
        .toBe('Saved: the shop shows it now.');
      expect(await (await fetch(`${origin}/merchandise/product/lighthouse-keeper-enamel-mug`)).text()).toContain('$19.50');
      await page.getByLabel('Price of LK-MUG', { exact: true }).fill('17.00');
      await page.getByLabel('Compare-at price of LK-MUG (empty when not reduced)').fill('19.50');
      await page.getByRole('button', { name: 'Save LK-MUG' }).click();
      await expect
        .poll(() => page.getByRole('region', { name: 'Variants, prices and stock' }).getByRole('status').innerText())
        .toBe('Saved: $17.00, 12 in stock.');
    });
    const productPage = await (await fetch(`${origin}/merchandise/product/lighthouse-keeper-enamel-mug`)).text();
    expect(productPage).toContain('$17.00');
    expect(productPage).toContain('$19.50');
    expect(await (await fetch(`${origin}/merchandise/shop`)).text()).toContain('Lighthouse Keeper Enamel Mug');
  });
});

describe('the studio’s blog and pages', () => {
  it('writes a post with its preview and publishes it; adds a FAQ question; exports the newsletter as CSV', async () => {
    await withBrowser({}, async ({ page, context }) => {
      await signInAsAdmin(page, '/studio/posts/new');
      await appReady(page);
      await page.getByLabel('Title', { exact: true }).fill('Notes from the Scoring Stage');
      await page.getByLabel('Excerpt').fill('How the strings of Orbital Decay were recorded live.');
      await page
        .getByRole('textbox', { name: 'Text (Markdown)' })
        .fill('## Forty players\n\nWe recorded **live**, in one room.\n\n<script>alert(1)</script>');
      await page.getByRole('button', { name: 'Preview' }).click();
      await expect.poll(() => page.locator('.studio-preview h2').count()).toBe(1);
      expect(await page.locator('.studio-preview').innerHTML()).not.toContain('<script');
      expect(await page.locator('.studio-preview strong').innerText()).toBe('live');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Create post' }).click();
      await page.waitForURL(`${origin}/studio/posts/notes-from-the-scoring-stage?created=1`);
      await appReady(page);
      expect((await fetch(`${origin}/blogs/notes-from-the-scoring-stage`)).status).toBe(404);
      const publishing = page.getByRole('region', { name: 'Publishing' });
      await publishing.getByLabel('Published').check();
      await publishing.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => publishing.getByRole('status').innerText()).toBe('Saved: published.');
      expect(await (await fetch(`${origin}/blogs`)).text()).toContain('Notes from the Scoring Stage');

      // Made a gallery by its first photograph: the published post shows it on its next request.
      const editor = page.getByRole('region', { name: 'Post' });
      await editor.getByLabel('Format').selectOption('gallery');
      const gallery = editor.getByRole('region', { name: 'Gallery' });
      await gallery.getByLabel('New photograph', { exact: false }).setInputFiles({
        name: 'violins.png',
        mimeType: 'image/png',
        buffer: await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#446' } })
          .png()
          .toBuffer(),
      });
      await gallery.getByLabel('What it shows').fill('The violins from the conductor’s desk');
      await gallery.getByLabel('Caption').fill('Forty players, one room.');
      await gallery.getByRole('button', { name: 'Add photograph' }).click();
      await expect.poll(() => page.locator('.notice').last().innerText()).toBe('Photograph added to the gallery.');
      await expect.poll(() => gallery.getByRole('listitem').count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      const post = await (await fetch(`${origin}/blogs/notes-from-the-scoring-stage`)).text();
      expect(post).toContain('The violins from the conductor’s desk');
      expect(post).toContain('Forty players, one room.');

      await page.goto(`${origin}/studio/pages`);
      await appReady(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel('Topic').last().fill('Studio');
      await page.getByLabel('Question').last().fill('Can I suggest a film for the catalogue?');
      await page.getByLabel('Answer (Markdown)').last().fill('Yes: write to us from the contact page.');
      await page.getByRole('button', { name: 'Add question' }).click();
      await expect.poll(() => page.locator('.notice').last().innerText()).toBe('Added to the FAQ.');
      expect(await (await fetch(`${origin}/extra/faq`)).text()).toContain('Can I suggest a film for the catalogue?');

      const cookie = (await context.cookies(origin)).map((c) => `${c.name}=${c.value}`).join('; ');
      const csv = await fetch(`${origin}/api/studio/newsletter`, { headers: { cookie } });
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect((await csv.text()).split('\r\n')[0]).toBe('email,source,subscribed_at,confirmed_at');
    });
    expect((await fetch(`${origin}/api/studio/newsletter`)).status).toBe(404);
  });
});

describe('the studio’s orders', () => {
  it('lists orders by status and moves one on: shipped with its carrier and tracking number, in the audit log', async () => {
    await withBrowser({}, async ({ page }) => {
      await signInAsAdmin(page, '/studio/orders');
      expect(await page.locator('h1').innerText()).toBe('Orders');
      await page.getByRole('navigation', { name: 'Orders by status' }).getByRole('link', { name: 'Paid' }).click();
      await page.waitForURL(/status=paid/);
      const first = page.locator('.studio-table tbody th a').first();
      const number = await first.innerText();
      await first.click();
      await page.waitForURL(`${origin}/studio/orders/${number}`);
      await appReady(page);
      expect(await axeViolations(page)).toEqual([]);
      // Shipping needs its carrier and tracking number, in words.
      await page.getByRole('button', { name: 'Ship' }).click();
      await expect.poll(() => page.locator('.field-error').first().innerText()).toContain('Name the carrier, like UPS');
      await page.getByLabel('Carrier').fill('UPS');
      await page.getByLabel('Tracking number').fill('1Z999AA10123456784');
      await page.getByRole('button', { name: 'Ship' }).click();
      await expect.poll(() => page.locator('.order-status').innerText()).toContain('Shipped');
      expect(await page.locator('.order-status').innerText()).toContain('1Z999AA10123456784');
      await page.goto(`${origin}/studio/audit`);
      expect(await page.locator('.studio-audit tbody tr').first().locator('td').allInnerTexts()).toEqual([
        expect.any(String),
        'Studio Admin',
        'Change shop order',
        `order ${number}`,
        expect.any(String),
        expect.stringContaining('1Z999AA10123456784'),
      ]);
    });
  });
});

describe('the data API', () => {
  it('takes a token the embedded provider issues to its API client: a watchlist mutation shows on the site', async () => {
    await withBrowser({}, async ({ page }) => {
      // The member signs in on the site, then in an app: the API client (code + PKCE, a loopback redirect on any port,
      // as a native app's).
      await signIn(page, 'member@example.com', 'a member passphrase', '/play-list');
      await page.waitForURL(`${origin}/play-list`);
      const verifier = randomBytes(32).toString('base64url');
      const redirect = 'http://127.0.0.1:8765/callback';
      let code = '';
      await page.route('http://127.0.0.1:8765/**', (route) => {
        code = new URL(route.request().url()).searchParams.get('code') ?? '';
        return route.fulfill({ status: 200, body: 'done' });
      });
      await page.goto(
        `${origin}/oidc/auth?${new URLSearchParams({
          client_id: 'streamit-api',
          response_type: 'code',
          scope: 'openid api',
          redirect_uri: redirect,
          state: 'api-state',
          code_challenge: createHash('sha256').update(verifier).digest('base64url'),
          code_challenge_method: 'S256',
        })}`,
      );
      // Signed in at the provider already (through the site): a native app is still asked about, every time.
      await page.getByRole('heading', { name: 'Allow an app to use your StreamIt account?' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Allow' }).click();
      await expect.poll(() => code).not.toBe('');
      const tokens = (await (
        await fetch(`${origin}/oidc/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code,
            redirect_uri: redirect,
            client_id: 'streamit-api',
            code_verifier: verifier,
          }),
        })
      ).json()) as { access_token: string; token_type: string };
      expect(tokens.token_type).toBe('Bearer');
      expect(tokens.access_token.split('.')).toHaveLength(3); // a JWT for the API, for 15 minutes
      const claims = JSON.parse(Buffer.from(tokens.access_token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
      expect(claims).toMatchObject({ client_id: 'streamit-api', scope: 'api', aud: `${origin}/api/graphql`, iss: `${origin}/oidc` });
      expect(Number(claims.exp) - Number(claims.iat)).toBe(900);

      const graphql = async (query: string, token?: string) =>
        (await fetch(`${origin}/api/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
          body: JSON.stringify({ query }),
        })) as Response;
      const title = (
        await (
          await graphql(`
            {
              title(slug: "orbital-decay") {
                id
                name
              }
            }
          `)
        ).json()
      ).data.title as { id: number; name: string };
      expect(title.name).toBe('Orbital Decay');
      expect(
        (
          await (
            await graphql(`
              {
                me {
                  watchlist {
                    slug
                  }
                }
              }
            `)
          ).json()
        ).errors[0].extensions.code,
      ).toBe('UNAUTHENTICATED');
      const added = await graphql(`mutation { setWatchlisted(titleId: ${title.id}, listed: true) { slug } }`, tokens.access_token);
      expect((await added.json()).data.setWatchlisted).toEqual([{ slug: 'orbital-decay' }]);
      await page.goto(`${origin}/play-list`);
      await expect.poll(() => page.locator('main').innerText()).toContain('Orbital Decay');
      // A broken document is the caller's mistake, said as such (not a server error); a personal answer is not cacheable.
      const broken = await (await graphql('{ titles { ')).json();
      expect(broken.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
      const personal = await graphql(
        `
          {
            me {
              watchlist {
                slug
              }
            }
          }
        `,
        tokens.access_token,
      );
      expect(personal.headers.get('cache-control')).toBe('private, no-store');
      expect(personal.headers.get('access-control-allow-origin')).toBeNull();
      // A tampered token is refused.
      const tampered = tokens.access_token.slice(0, -4) + (tokens.access_token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
      expect(
        (
          await graphql(
            `
              {
                me {
                  watchlist {
                    slug
                  }
                }
              }
            `,
            tampered,
          )
        ).status,
      ).toBe(401);
    });
  });
});

describe('the studio’s people', () => {
  it('finds a person, grants and ends a subscription, and disables the account', async () => {
    await withBrowser({}, async ({ page }) => {
      await signInAsAdmin(page, '/studio/people');
      await page.getByLabel('Find a person by e-mail or name').fill('member@');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(/q=member/);
      await page.locator('.studio-table tbody th a').first().click();
      await page.waitForURL(/\/studio\/people\/[0-9a-f-]{36}$/);
      await appReady(page);
      expect(await axeViolations(page)).toEqual([]);
      const subscription = page.getByRole('region', { name: 'Subscription' });
      await subscription.getByLabel('Days').fill('30');
      await subscription.getByRole('button', { name: 'Grant' }).click();
      await expect.poll(() => subscription.locator('p').first().innerText()).toMatch(/active, until \d{4}-\d{2}-\d{2}/);
      await subscription.getByRole('button', { name: 'End the subscription now' }).click();
      await expect.poll(() => subscription.locator('p').first().innerText()).toMatch(/ended/);
      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: 'Disable the account' }).click();
      await expect.poll(() => page.locator('.studio-details').innerText()).toContain('Disabled');
    });
    // Disabled: the member's password no longer signs in.
    await withBrowser({}, async ({ page }) => {
      await signIn(page, 'member@example.com', 'a member passphrase', '/');
      await expect.poll(() => page.url()).toMatch(/\/sign-in\?/);
      await expect.poll(() => page.locator('body').innerText()).toContain('do not match an account');
    });
  });
});
