import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readControlFile } from '@/jobs/control';
import { makeClip } from '../helpers/clips';
import { appReady, demoMediaDone, openBrowser, startCluster, type Browser, type Cluster } from './harness';

// The production shape on one machine (`npm run start:cluster`): nginx on one port in front of three app processes on
// one PostgreSQL, two job workers, packaged video in an S3-protocol bucket (s3rver) that nginx streams after the app's
// media gate. Everything here goes through nginx, as a visitor's browser would.

const run = promisify(execFile);
const base = process.env.TEST_DATABASE_URL;
const PASSWORD = 'a long passphrase';

let cluster: Cluster;
let browser: Browser;
let origin: string;
let admin: pg.Client;
let database = '';

/** The CLI handed to one of the running app processes (the control file in the shared data folder). */
const cli = (...args: string[]) =>
  run('npx', ['tsx', 'cli/streamit.ts', ...args], { env: { ...process.env, DATA_DIR: cluster.dataDir, DATABASE_URL: '' } });

/** The app process (upstream) that answered each matching request, from nginx's access log, oldest first. */
const upstreamsOf = (request: RegExp, status = 200) =>
  cluster
    .accessLog()
    .filter((line) => request.test(line) && line.includes(`" ${status} `))
    .map((line) => line.split(' ').at(-2)!);

beforeAll(async () => {
  if (!base) return;
  database = `streamit_e2e_cluster_${Date.now()}`;
  admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(base);
  url.pathname = `/${database}`;
  cluster = await startCluster({ DATABASE_URL: url.toString(), SEARCH_RATE_LIMIT: '8', JOB_HEARTBEAT_TIMEOUT: '5' });
  origin = cluster.url.replace('127.0.0.1', 'localhost');
  await cli('user', 'create', 'fan@example.com', '--password', PASSWORD);
  await cli('subscription', 'grant', 'fan@example.com', '--days', '30');
  await cli('user', 'create', 'ops@example.com', '--admin', '--password', PASSWORD);
  browser = await openBrowser();
  await demoMediaDone(cluster);
});
afterAll(async () => {
  await browser?.close();
  await cluster?.stop();
  if (admin) {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
});

async function signIn(page: Page, email: string, returnTo: string) {
  await browser.context.clearCookies();
  await page.goto(`${origin}/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.waitForURL(/\/sign-in\?interaction=/);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${origin}${returnTo}`);
}

/** A listing's first title slug (not its sub-listings). */
async function firstSlug(listing: string): Promise<string> {
  const html = await (await fetch(cluster.url + listing)).text();
  return /href="\/movies\/(?!restricted"|related")([a-z0-9-]+)"/.exec(html)![1]!;
}

const video = (page: Page) => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0);

describe.skipIf(!base)('the cluster (nginx, three app processes, two workers, a bucket)', () => {
  it('keeps a sign-in made on one app process on every other', async () => {
    const { page } = browser;
    await signIn(page, 'fan@example.com', '/my-account');
    for (let i = 0; i < 6; i++) {
      await page.goto(`${origin}/my-account`);
      expect(page.url(), 'still signed in (not sent to sign in)').toBe(`${origin}/my-account`);
      expect(await page.locator('main').innerText()).toContain('fan@example.com');
    }
    // Round robin: each app process answered the signed-in account page.
    expect(new Set(upstreamsOf(/"GET \/my-account HTTP/))).toEqual(new Set(cluster.apps.values()));
  });

  it('shows an operator edit made on one process on every process at its next request, and counts rate limits across them', async () => {
    const slug = await firstSlug('/movies');
    const title = async () => {
      const res = await fetch(`${cluster.url}/movies/${slug}`);
      return { cache: res.headers.get('x-nextjs-cache'), html: await res.text() };
    };
    // Cached on every process (three rounds of round robin).
    for (let i = 0; i < 9; i++) await title();
    expect((await title()).cache).toBe('HIT');
    const control = readControlFile(cluster.dataDir)!;
    const renamed = `Cluster Cut ${Date.now()}`;
    const res = await fetch(`${control.url}/internal/actions/updateTitleDetails`, {
      method: 'POST',
      headers: { authorization: `Bearer ${control.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ slug, name: renamed }),
    });
    expect(((await res.json()) as { ok: boolean }).ok).toBe(true);
    // Three answers in a row, one from each process, all with the new name (the expiry travels by LISTEN/NOTIFY).
    await expect
      .poll(async () => {
        const names = [];
        for (let i = 0; i < 3; i++) names.push((await title()).html.includes(renamed));
        return names;
      })
      .toEqual([true, true, true]);

    // Eight searches a minute per client wherever they land; the ninth is refused by whichever process gets it.
    const before = upstreamsOf(/"GET \/search\?/).length;
    const statuses = [];
    for (let n = 0; n < 9; n++) statuses.push((await fetch(`${cluster.url}/search?q=lantern+${n}`)).status);
    expect(statuses).toEqual([...Array(8).fill(200), 429]);
    expect(new Set(upstreamsOf(/"GET \/search\?/).slice(before)).size).toBe(3);
  });

  it('plays an 18+ title for a subscriber from the bucket, through the gate, and refuses its files to anyone else', async () => {
    const { page } = browser;
    const html = await (await fetch(`${cluster.url}/movies/restricted`)).text();
    const slug = /href="\/movies\/(?!restricted"|related")([a-z0-9-]+)"/.exec(html)![1]!;
    await signIn(page, 'fan@example.com', `/watch/${slug}`);
    const media: string[] = [];
    page.on('request', (r) => void (r.url().includes('/media/') && media.push(r.url())));
    await page.locator('.big-play').click();
    await expect.poll(() => video(page), { timeout: 20_000 }).toBeGreaterThan(1);
    const segments = media.filter((u) => u.endsWith('.m4s'));
    expect(segments.length).toBeGreaterThan(0);
    expect(segments.every((u) => /\/media\/p\/[^/]+\/videos\//.test(u))).toBe(true);
    // Streamed by nginx from the bucket and kept in its cache, private to the viewer.
    const again = await fetch(segments[0]!);
    expect(again.status).toBe(200);
    expect(again.headers.get('cache-control')).toBe('private, max-age=600');
    expect(again.headers.get('x-cache-status')).toBe('HIT');
    const apps = new Set(cluster.apps.values());
    expect(
      upstreamsOf(/"GET \/media\/p\//).filter((u) => apps.has(u)),
      'no app process streamed a file',
    ).toEqual([]);

    // Without the token, with a forged one: refused, with the gate's reason.
    const bare = await fetch(segments[0]!.replace(/\/media\/p\/[^/]+\//, '/media/'));
    expect(bare.status).toBe(403);
    expect(await bare.json()).toMatchObject({ error: 'token_required' });
    const forged = await fetch(segments[0]!.replace(/\/media\/p\/([^/]+)\//, (_, t: string) => `/media/p/${t.slice(0, -4)}AAAA/`));
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ error: 'invalid_token' });
    // Nothing of it is in the app processes' media folder: the bucket has it.
    const prefix = /\/media\/p\/[^/]+\/(videos\/[^/]+)\//.exec(segments[0]!)![1]!;
    expect(fs.existsSync(path.join(cluster.dataDir, 'media', prefix))).toBe(false);
  });

  it('ingests a browser upload on a worker into the bucket, and it plays from there', async () => {
    const { page } = browser;
    const slug = await firstSlug('/movies');
    const clip = makeClip(path.join(cluster.dataDir, 'upload.mp4'), { seconds: 4 });
    await signIn(page, 'ops@example.com', `/studio/titles/${slug}`);
    await appReady(page);
    const region = page.getByRole('region', { name: 'Video' });
    await region.getByLabel('Video file').setInputFiles(clip);
    await region.getByRole('button', { name: 'Upload' }).click();
    await expect.poll(() => region.getByRole('status').innerText(), { timeout: 120_000 }).toMatch(/^Published: /);
    // A worker packaged it (the app processes run no jobs here).
    expect(cluster.log()).toMatch(/\[worker\d\] job ingest .*done/);
    const master = /\/media\/videos\/([0-9a-f-]{36})\/master\.m3u8/.exec(await (await fetch(`${cluster.url}/watch/${slug}`)).text())!;
    expect(fs.existsSync(path.join(cluster.dataDir, 's3', 'streamit-media', 'videos', master[1]!))).toBe(true);
    const served = await fetch(cluster.url + master[0]);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=60');
    await page.goto(`${origin}/watch/${slug}?autoplay=1`);
    await expect.poll(() => video(page), { timeout: 30_000 }).toBeGreaterThan(0.5);
  });
});
