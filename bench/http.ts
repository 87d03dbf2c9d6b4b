// Page throughput against the production build (each cached page beside a static copy of its own HTML),
// first-load JavaScript as framework floor + app, and the server's memory under a flood of unique URLs.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { startSite, type Site } from '../tests/e2e/harness';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
// What a browser sends: the cached bytes must be compressed, as they are for real visitors.
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

export type HttpRow = { label: string; path: string; reqPerSec: number; p50: number; p99: number; non2xx: number };

export async function load(url: string, label: string, path: string, headers: Record<string, string> = BROWSER): Promise<HttpRow> {
  await fetch(url + path, { headers }).then((r) => r.arrayBuffer()); // first request fills the cache where there is one
  await autocannon({ url: url + path, connections: CONNECTIONS, duration: 3, headers }); // warm-up: JIT and caches, not measured
  const result = await autocannon({ url: url + path, connections: CONNECTIONS, duration: DURATION, headers });
  return { label, path, reqPerSec: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
}

export async function scripts(url: string, path: string): Promise<string[]> {
  const html = await (await fetch(url + path)).text();
  // Modern browsers skip the noModule polyfill, so it is not part of the first load.
  const tags = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"[^>]*>/g)].filter((m) => !/noModule/i.test(m[0]));
  return [...new Set(tags.map((m) => m[1]!))];
}

async function gzipKb(url: string, files: string[]): Promise<number> {
  let total = 0;
  for (const src of files) total += gzipSync(Buffer.from(await (await fetch(url + src)).arrayBuffer()), { level: 9 }).length;
  return total / 1024;
}

/** First-load JS of a page split into the framework floor (what the plainest page, FLOOR_PAGE, loads) and the app's part. */
// The floor: what the site's plainest page loads (the root layout, a blank main and the error screen: what the 404 was
// before it became a page without scripts, server/not-found-page.ts).
export const FLOOR_PAGE = '/extra/error-page-one';

export async function firstLoadJs(url: string, path: string, floorScripts: string[]) {
  const all = await scripts(url, path);
  const app = all.filter((s) => !floorScripts.includes(s));
  const floor = all.filter((s) => floorScripts.includes(s));
  return { path, floorKb: await gzipKb(url, floor), appKb: await gzipKb(url, app) };
}

/** The largest resident set among the server's processes (npm start -> tsx -> node), in MB. */
function serverRssMb(site: Site): number {
  const tree = execSync('ps -eo pid=,ppid=,rss=')
    .toString()
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/).map(Number));
  const ours = new Set([site.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of tree) if (ours.has(ppid!) && !ours.has(pid!)) (ours.add(pid!), (grew = true));
  }
  return Math.max(...tree.filter(([pid]) => ours.has(pid!)).map(([, , rss]) => rss! / 1024));
}

async function flood(url: string, count: number, from: number) {
  const paths = (i: number) =>
    [`/movies/no-such-title-${i}`, `/no/such/page/${i}`, `/cast/nobody-${i}`, `/movies?genre=nope-${i}`, `/tags/none-${i}`][i % 5]!;
  let next = from;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < from + count) await fetch(url + paths(next++), { headers: BROWSER }).then((r) => r.arrayBuffer());
    }),
  );
}

async function titlePath(url: string) {
  const html = await (await fetch(`${url}/movies`)).text();
  return html.match(/href="(\/movies\/(?!restricted|related)[a-z0-9-]+)"/)![1]!;
}

/**
 * A first run of the site: finds a title page and writes each measured page's HTML as its static copy.
 * Returns the pages by name.
 */
async function writeStaticCopies() {
  fs.rmSync(STATIC_DIR, { recursive: true, force: true });
  fs.mkdirSync(STATIC_DIR, { recursive: true });
  const site = await startSite();
  try {
    const pages = { movies: '/movies', title: await titlePath(site.url), home: '/' };
    for (const [name, page] of Object.entries(pages)) {
      await fetch(site.url + page);
      fs.writeFileSync(path.join(STATIC_DIR, `${name}.html`), Buffer.from(await (await fetch(site.url + page)).arrayBuffer()));
    }
    return pages;
  } finally {
    await site.stop();
  }
}

// Next serves public/ files found when the server starts (no rebuild needed): the static copies live there.
const STATIC_DIR = path.resolve('public/__bench');

/**
 * Cached pages beside static copies of their own HTML (written by a first run of the site), and the first-load
 * JavaScript of one of them: what the shop's and the blog's benchmarks measure.
 */
export async function cachedBesideStatic(pages: Record<string, string>, jsPage: string) {
  fs.rmSync(STATIC_DIR, { recursive: true, force: true });
  fs.mkdirSync(STATIC_DIR, { recursive: true });
  const first = await startSite();
  try {
    for (const [name, page] of Object.entries(pages)) {
      await fetch(first.url + page);
      fs.writeFileSync(path.join(STATIC_DIR, `${name}.html`), Buffer.from(await (await fetch(first.url + page)).arrayBuffer()));
    }
  } finally {
    await first.stop();
  }
  const rows: { page: HttpRow; copy: HttpRow }[] = [];
  const site = await startSite();
  try {
    for (const [name, page] of Object.entries(pages)) {
      const copy = await load(site.url, `static copy of ${page}`, `/__bench/${name}.html`);
      rows.push({ page: await load(site.url, `cached ${page}`, page), copy });
    }
    const js = await firstLoadJs(site.url, jsPage, await scripts(site.url, FLOOR_PAGE));
    return { rows, js };
  } finally {
    await site.stop();
    fs.rmSync(STATIC_DIR, { recursive: true, force: true });
  }
}

export async function runHttpBench() {
  const rows: { page: HttpRow; copy?: HttpRow; target?: string }[] = [];
  const pages = await writeStaticCopies();
  const title = pages.title;
  // One client (this benchmark) makes all the requests: lift the per-client search limit for the run.
  const site = await startSite({ SEARCH_RATE_LIMIT: '100000000' });
  let js: Awaited<ReturnType<typeof firstLoadJs>>[];
  let memory: { afterWarmUp: number; afterFlood: number; afterSecondFlood: number; floodUrls: number };
  try {
    for (const [name, label] of [
      ['movies', '/movies'],
      ['title', 'title page'],
      ['home', 'home /'],
    ] as const) {
      const copy = await load(site.url, `static copy of ${label}`, `/__bench/${name}.html`);
      rows.push({ page: await load(site.url, `cached ${label}`, pages[name]), copy, target: '>= 0.8x, p99 <= 50 ms' });
    }
    const movies = rows[0]!.page;
    rows.push({
      page: await load(site.url, 'filtered /movies?genre=action&sort=a-z', '/movies?genre=action&sort=a-z'),
      copy: movies,
      target: '>= 0.8x of cached /movies',
    });
    rows.push({
      page: await load(site.url, 'search results ?searchTerm=horizon', '/search?searchTerm=horizon'),
      target: '>= 200 req/s, p99 <= 250 ms',
    });
    const floor = await scripts(site.url, FLOOR_PAGE);
    js = [await firstLoadJs(site.url, '/', floor), await firstLoadJs(site.url, title, floor)];
    // Each sample after 15 s of quiet: the garbage the last requests left is collected, what is kept stays.
    const settled = async () => (await new Promise((r) => setTimeout(r, 15_000)), serverRssMb(site));
    const afterWarmUp = await settled();
    const floodUrls = Number(process.env.BENCH_FLOOD_URLS ?? 10_000);
    await flood(site.url, floodUrls, 0);
    const afterFlood = await settled();
    // A second flood of other URLs: bounded memory stops growing, a leak grows by the same amount again.
    await flood(site.url, floodUrls, floodUrls);
    memory = { afterWarmUp, afterFlood, afterSecondFlood: await settled(), floodUrls };
  } finally {
    await site.stop();
    fs.rmSync(STATIC_DIR, { recursive: true, force: true });
  }
  // The same page with the page cache off (Next still lets identical concurrent requests share one render).
  const uncached = await startSite({ PAGE_CACHE_MB: '0' });
  try {
    rows.push({ page: await load(uncached.url, 'cache off: /movies', '/movies') });
  } finally {
    await uncached.stop();
  }
  return { rows, js, memory };
}
