// The cluster (npm run start:cluster) on this machine: a cached page's req/s through nginx with 1, 2 and 3 app
// processes, beside one process answering directly (npm start's shape), with each process's share of the CPU; then
// 200 checkouts at once on 10 units through nginx and three app processes (exactly 10 orders).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { guestWithCart, placeOrderOverHttp, startCluster, startSite, type Buyer, type Site } from '../tests/e2e/harness';

const CONNECTIONS = 40;
const DURATION = 10;
const BROWSER = { 'accept-encoding': 'br, gzip' };
const TICKS = 100; // the kernel's clock ticks per second (USER_HZ)

/** CPU seconds a process (and its threads) has used so far. */
function cpuSeconds(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS; // utime, stime
  } catch {
    return 0;
  }
}

/** A process and everything it started (nginx's workers; npm start's launcher and its server). */
function family(pid: number): number[] {
  // ps answers 1 (and nothing) for a process without children.
  const children = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter((l) => l.trim())
    .map(Number);
  return [pid, ...children.flatMap(family)];
}

export type ThroughputRow = { label: string; reqPerSec: number; p99: number; non2xx: number; cpu: Record<string, number> };

/** autocannon on one URL for DURATION seconds, with the share of one core each named process used meanwhile. */
async function measure(label: string, url: string, pids: Record<string, number[]>): Promise<ThroughputRow> {
  await fetch(url, { headers: BROWSER }).then((r) => r.arrayBuffer());
  await autocannon({ url, connections: CONNECTIONS, duration: 3, headers: BROWSER }); // warm-up: JIT and caches
  const before = Object.fromEntries(Object.entries(pids).map(([name, ps]) => [name, ps.reduce((a, p) => a + cpuSeconds(p), 0)]));
  const self = process.cpuUsage();
  const started = performance.now();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: BROWSER });
  const wall = (performance.now() - started) / 1000;
  const cpu: Record<string, number> = {};
  for (const [name, ps] of Object.entries(pids)) cpu[name] = (ps.reduce((a, p) => a + cpuSeconds(p), 0) - before[name]!) / wall;
  const used = process.cpuUsage(self);
  cpu['load generator'] = (used.user + used.system) / 1e6 / wall;
  return { label, reqPerSec: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, cpu };
}

async function freshDatabase(base: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `streamit_bench_cluster_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** A title page of the demo catalogue (cached for every visitor). */
async function titlePath(site: Site): Promise<string> {
  const html = await (await fetch(`${site.url}/movies`)).text();
  return `/movies/${/href="\/movies\/(?!restricted"|related")([a-z0-9-]+)"/.exec(html)![1]}`;
}

export type CheckoutRow = { orders: number; placed: number; refused: number; unanswered: number; stockLeft: number; lastAnswerMs: number };

/** 200 guests, each from an address of its own, check out one unit each of a product with 10 in stock, all at once. */
async function checkoutRush(site: Site, databaseUrl: string): Promise<CheckoutRow> {
  const origin = site.url.replace('127.0.0.1', 'localhost');
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query(
      `update product_variants set stock = 10 where sku = (select sku from product_variants order by sku limit 1) returning sku`,
    );
    const sku = (rows[0] as { sku: string }).sku;
    const buyers: Buyer[] = [];
    for (let i = 0; i < 200; i++) buyers.push(await guestWithCart(origin, sku, `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`));
    const started = performance.now();
    const outcomes = await Promise.all(
      buyers.map((b, i) =>
        placeOrderOverHttp(origin, b, `rush${i}@example.com`, `bench-rush-${i}-${randomBytes(4).toString('hex')}`).catch(() => null),
      ),
    );
    const lastAnswerMs = performance.now() - started;
    const counted = await db.query(`select count(*)::int as n from orders where email like 'rush%@example.com'`);
    const left = await db.query('select stock from product_variants where sku = $1', [sku]);
    return {
      orders: (counted.rows[0] as { n: number }).n,
      placed: outcomes.filter((o) => o?.result?.ok).length,
      refused: outcomes.filter((o) => o?.result && !o.result.ok).length,
      unanswered: outcomes.filter((o) => !o?.result).length,
      stockLeft: (left.rows[0] as { stock: number }).stock,
      lastAnswerMs,
    };
  } finally {
    await db.end();
  }
}

export async function runClusterBench(base: string): Promise<{ throughput: ThroughputRow[]; checkout: CheckoutRow }> {
  const throughput: ThroughputRow[] = [];
  // Workers are not part of a page view: none here, and no demo video to make.
  const env = { CLUSTER_WORKERS: '0', DEMO_PREVIEWS: 'false', SEARCH_RATE_LIMIT: '100000' };
  {
    const database = await freshDatabase(base);
    const site = await startSite({ DATABASE_URL: database.url, SERVER_RUNS_JOBS: 'false' });
    try {
      const path = await titlePath(site);
      throughput.push(await measure('one process, no nginx (npm start)', site.url + path, { app: family(site.pid) }));
    } finally {
      await site.stop();
      await database.drop();
    }
  }
  let checkout: CheckoutRow | undefined;
  for (const apps of [1, 2, 3]) {
    const database = await freshDatabase(base);
    const cluster = await startCluster({ ...env, DATABASE_URL: database.url, CLUSTER_APPS: String(apps) });
    try {
      const path = await titlePath(cluster);
      // Each app process caches the page on its first request.
      for (let i = 0; i < apps * 2; i++) await fetch(cluster.url + path).then((r) => r.arrayBuffer());
      const nginx = Number(/nginx pid (\d+)/.exec(cluster.log())![1]);
      const members = cluster.members();
      const pids: Record<string, number[]> = { nginx: family(nginx) };
      for (const [name, pid] of members) if (name.startsWith('app')) pids[name] = [pid];
      throughput.push(await measure(`nginx + ${apps} app process${apps > 1 ? 'es' : ''}`, cluster.url + path, pids));
      if (apps === 3) checkout = await checkoutRush(cluster, database.url);
    } finally {
      await cluster.stop();
      await database.drop();
    }
  }
  return { throughput, checkout: checkout! };
}
