// Page throughput against the production build, and the first-load JavaScript of /.
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { startSite } from '../tests/e2e/harness';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

export type HttpRow = { label: string; path: string; reqPerSec: number; p50: number; p99: number; non2xx: number };

async function load(url: string, label: string, path: string, headers: Record<string, string> = {}): Promise<HttpRow> {
  await fetch(url + path).then((r) => r.arrayBuffer()); // first request fills the cache where there is one
  await autocannon({ url: url + path, connections: CONNECTIONS, duration: 3, headers }); // warm-up: JIT and caches, not measured
  const result = await autocannon({ url: url + path, connections: CONNECTIONS, duration: DURATION, headers });
  return { label, path, reqPerSec: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
}

async function firstLoadJs(url: string) {
  const html = await (await fetch(`${url}/`)).text();
  // Modern browsers skip the noModule polyfill, so it is not part of the first load.
  const tags = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"[^>]*>/g)].filter((m) => !/noModule/i.test(m[0]));
  const scripts = [...new Set(tags.map((m) => m[1]!))];
  let raw = 0;
  let gz = 0;
  for (const src of scripts) {
    const body = Buffer.from(await (await fetch(url + src)).arrayBuffer());
    raw += body.length;
    gz += gzipSync(body, { level: 9 }).length;
  }
  return { files: scripts.length, rawKb: raw / 1024, gzipKb: gz / 1024 };
}

async function titlePath(url: string) {
  const html = await (await fetch(`${url}/movies`)).text();
  return html.match(/href="(\/movies\/(?!restricted|related)[a-z0-9-]+)"/)![1]!;
}

export async function runHttpBench() {
  const rows: HttpRow[] = [];
  let js: Awaited<ReturnType<typeof firstLoadJs>>;
  const site = await startSite();
  try {
    const title = await titlePath(site.url);
    rows.push(await load(site.url, 'baseline: static route (robots.txt)', '/robots.txt'));
    rows.push(await load(site.url, 'cached: /movies', '/movies'));
    rows.push(await load(site.url, 'cached: /movies, gzip as browsers ask', '/movies', { 'accept-encoding': 'gzip, deflate, br' }));
    rows.push(await load(site.url, 'cached: title page', title));
    rows.push(await load(site.url, 'cached: home /', '/'));
    rows.push(await load(site.url, 'per request: /movies filtered', '/movies?genre=action&sort=a-z'));
    rows.push(await load(site.url, 'per request: search results', '/search?searchTerm=horizon'));
    js = await firstLoadJs(site.url);
  } finally {
    await site.stop();
  }
  // The same pages with the page cache off. Next still lets identical concurrent requests share one render,
  // so this sits between the cached figures and the per-request ones above.
  const uncached = await startSite({ PAGE_CACHE_MB: '0' });
  try {
    const title = await titlePath(uncached.url);
    rows.push(await load(uncached.url, 'cache off: /movies', '/movies'));
    rows.push(await load(uncached.url, 'cache off: title page', title));
    rows.push(await load(uncached.url, 'cache off: home /', '/'));
  } finally {
    await uncached.stop();
  }
  return { rows, js };
}
