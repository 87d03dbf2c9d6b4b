import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readControlFile } from '@/jobs/control';
import { makeClip } from '../helpers/clips';
import {
  appReady,
  demoMediaDone,
  guestWithCart,
  openBrowser,
  placeOrderOverHttp,
  rawRequest,
  startCluster,
  streamitCli,
  type Browser,
  type Cluster,
} from './harness';

// The production shape on one machine (`npm run start:cluster`): nginx on one port in front of three app processes on
// one PostgreSQL, two job workers, packaged video in an S3-protocol bucket (s3rver) that nginx streams after the app's
// media gate. Everything here goes through nginx, as a visitor's browser would.

const base = process.env.TEST_DATABASE_URL;
const PASSWORD = 'a long passphrase';

let cluster: Cluster;
let browser: Browser;
let origin: string;
let admin: pg.Client;
let database = '';
/** The cluster's database, for what the test checks behind the site's back (orders, assets). */
let db: pg.Client;

/** The CLI handed to one of the running app processes (the control file in the shared data folder). */
const cli = (...args: string[]) => streamitCli(args, { DATA_DIR: cluster.dataDir, DATABASE_URL: '' });

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
  db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  origin = cluster.url.replace('127.0.0.1', 'localhost');
  await cli('user', 'create', 'fan@example.com', '--password', PASSWORD);
  await cli('subscription', 'grant', 'fan@example.com', '--days', '30');
  await cli('user', 'create', 'ops@example.com', '--admin', '--password', PASSWORD);
  browser = await openBrowser();
  await demoMediaDone(cluster);
});
afterAll(async () => {
  await browser?.close();
  await db?.end();
  await cluster?.stop();
  if (admin) {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
});

// A failure shows what the processes said (nginx, apps, workers), newest last.
beforeEach(({ onTestFailed }) => onTestFailed(() => console.log(cluster?.log().slice(-6000))));

async function signIn(page: Page, email: string, returnTo: string) {
  await browser.context.clearCookies();
  await page.goto(`${origin}/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.waitForURL(/\/sign-in\?interaction=/);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${origin}${returnTo}`);
}

/** A listing's n-th title slug (not its sub-listings), first by default. */
async function firstSlugAfter(listing: string, n: number): Promise<string> {
  const html = await (await fetch(cluster.url + listing)).text();
  const slugs = [...new Set([...html.matchAll(/href="\/movies\/(?!restricted"|related")([a-z0-9-]+)"/g)].map((m) => m[1]!))];
  return slugs[n]!;
}
const firstSlug = (listing: string) => firstSlugAfter(listing, 0);

/** A GET straight to one app process (not through nginx), as the site's own address with the given cookies. */
function direct(address: string, target: string, cookie: string): Promise<{ status: number; body: string }> {
  const [host, port] = address.split(':');
  return new Promise((resolve, reject) => {
    http
      .get({ host, port: Number(port), path: target, headers: { host: new URL(origin).host, cookie }, timeout: 15_000 }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** The pid a member of the cluster has now, once it is (again) ready. */
async function restarted(name: string, before: number): Promise<number> {
  await expect.poll(() => cluster.members().get(name), { timeout: 60_000 }).not.toBe(before);
  return cluster.members().get(name)!;
}

const video = (page: Page) => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0);

describe.skipIf(!base)('the cluster (nginx, three app processes, two workers, a bucket)', () => {
  it('keeps a sign-in made on one app process on every other', async () => {
    const { page } = browser;
    await signIn(page, 'fan@example.com', '/my-account');
    for (let i = 0; i < 3; i++) {
      await page.goto(`${origin}/my-account`);
      expect(page.url(), 'still signed in (not sent to sign in)').toBe(`${origin}/my-account`);
      expect(await page.locator('main').innerText()).toContain('fan@example.com');
    }
    // The browser's session, shown to each app process directly: every one of them knows it.
    const cookie = (await browser.context.cookies(origin)).map((c) => `${c.name}=${c.value}`).join('; ');
    for (const [name, address] of cluster.apps) {
      const answer = await direct(address, '/my-account', cookie);
      expect(answer.status, name).toBe(200);
      expect(answer.body, name).toContain('fan@example.com');
    }
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
    await appReady(page);
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
    // Read only, and no path nginx and the app would read differently.
    for (const method of ['PUT', 'DELETE', 'POST'])
      expect((await fetch(segments[0]!, { method, body: method === 'DELETE' ? undefined : 'x' })).status, method).toBe(403);
    const raw = (target: string) => rawRequest(cluster.url, target).then((r) => r.status);
    expect(await raw(`${new URL(segments[0]!).pathname}#/../../../outside/x`)).toBe(400);
    expect(await raw('/internal\\actions/updateTitleDetails')).toBe(400);
    expect(await raw('/internal/media-gate')).toBe(404);
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

  it('keeps answering GETs while an app process is killed, and a checkout cut off with it makes one order or none', async () => {
    // Twelve guests with one item each in their carts, checking out all at once while app2 is killed.
    const [variant] = (
      await db.query(
        `update product_variants set stock = 100 where sku = (select sku from product_variants where stock > 0 order by sku limit 1) returning sku`,
      )
    ).rows as { sku: string }[];
    const buyers = [];
    for (let i = 0; i < 12; i++) buyers.push({ ...(await guestWithCart(origin, variant!.sku)), email: `buyer${i}@example.com` });
    // Visitors browsing meanwhile, four at a time, until told to stop.
    let browsing = true;
    const answers: number[] = [];
    const pages = ['/', '/movies', '/tv-shows', '/merchandise', '/blogs'];
    const browse = async (n: number) => {
      for (let i = n; browsing; i++)
        answers.push(
          await fetch(cluster.url + pages[i % pages.length]!).then(
            (r) => (r.body?.cancel(), r.status),
            () => 0,
          ),
        );
    };
    const visitors = [0, 1, 2, 3].map(browse);
    await expect.poll(() => answers.length).toBeGreaterThan(20);

    const victim = cluster.members().get('app2')!;
    const checkouts = buyers.map((b, i) =>
      placeOrderOverHttp(origin, b, b.email, `cluster-kill-${i}-${Date.now()}`).catch(() => ({ status: 0, result: null, cookies: [] })),
    );
    process.kill(victim, 'SIGKILL');
    const outcomes = await Promise.all(checkouts);
    // The launcher brings app2 back; browsing goes on through the gap and after it.
    await restarted('app2', victim);
    const afterRestart = answers.length;
    await expect.poll(() => answers.length).toBeGreaterThan(afterRestart + 20);
    browsing = false;
    await Promise.all(visitors);
    expect(
      answers.filter((s) => s !== 200),
      'every page view answered',
    ).toEqual([]);

    for (const [i, outcome] of outcomes.entries()) {
      const buyer = buyers[i]!;
      const { rows } = await db.query('select count(*)::int as n from orders where email = $1', [buyer.email]);
      const placed = (rows[0] as { n: number }).n;
      expect(placed, `${buyer.email}: never two orders`).toBeLessThanOrEqual(1);
      if (outcome.result?.ok) expect(placed, `${buyer.email} was told the order was placed`).toBe(1);
      const cart = (await (await fetch(`${cluster.url}/api/cart`, { headers: { cookie: buyer.cookie } })).json()) as {
        cart: { lines: unknown[] };
      };
      // No order: the cart is as it was, to try again; an order: the cart was emptied with it.
      expect(cart.cart.lines.length, `${buyer.email}'s cart`).toBe(placed ? 0 : 1);
    }
    const cut = outcomes.filter((o) => !o.result?.ok).length;
    console.log(
      `checkouts: ${outcomes.length - cut} placed, ${cut} cut off with app2 (answered ${outcomes.map((o) => o.status).join(' ')})`,
    );
  }, 180_000);

  it('hands a transcode of a killed worker to the other, and the title publishes once', async () => {
    // Another title than the upload test's.
    const slug = await firstSlugAfter('/movies', 1);
    // Long enough to be mid-transcode when the worker is killed (a few seconds of ffmpeg on two cores).
    const clip = makeClip(path.join(cluster.dataDir, 'feature.mp4'), { seconds: 24, size: '960x540' });
    const before = cluster.log().length;
    const ingest = cli('ingest', clip, '--title', slug);
    await expect
      .poll(() => /\[(worker\d)\] job ingest feature\.mp4 → [^:]+: [1-9]\d?%/.exec(cluster.log().slice(before))?.[1], { timeout: 60_000 })
      .toBeTruthy();
    const worker = /\[(worker\d)\] job ingest feature\.mp4 → [^:]+: [1-9]\d?%/.exec(cluster.log().slice(before))![1]!;
    const pid = cluster.members().get(worker)!;
    process.kill(pid, 'SIGKILL');
    await ingest;
    const log = cluster.log().slice(before);
    expect(log.match(/job ingest feature\.mp4 → [^:]+: done/g), 'finished once').toHaveLength(1);
    // Started twice: by the killed worker, then again by the one that took it over (the other, or it restarted).
    expect(log.match(/job ingest feature\.mp4 → [^:]+: started/g)).toHaveLength(2);
    const { rows } = await db.query(
      `select a.prefix from media_assets a join titles t on t.id = a.title_id where t.slug = $1 and not a.demo`,
      [slug],
    );
    expect(rows, 'one video published for the title').toHaveLength(1);
    const prefix = (rows[0] as { prefix: string }).prefix;
    const master = await fetch(`${cluster.url}/media/${prefix}/master.m3u8`);
    expect(master.status).toBe(200);
  }, 180_000);
});
