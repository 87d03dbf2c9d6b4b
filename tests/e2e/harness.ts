import { execFile, spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Browser as ChromiumBrowser, type BrowserContext, type Page } from 'playwright-core';
import { freePort } from '../../cluster/ports';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Where the test runs and the benches make the demo clips once (each site then copies them: DEMO_CLIP_DIR): npm test's
 * folder for the run, else one kept between runs.
 */
export const DEMO_CLIPS_DIR = process.env.DEMO_CLIP_DIR || path.join(os.tmpdir(), 'streamit-e2e-demo-clips');

export type Site = { url: string; dataDir: string; pid: number; stop: () => Promise<void>; log: () => string };

/**
 * The operator CLI in a process of its own: compiled as `npm start` compiles it (global-setup.ts sets STREAMIT_CLI),
 * else node with tsx's loader as `npm run cli --` runs it. Rejects on a non-zero exit, with its code, stdout and stderr.
 */
export function streamitCli(
  args: string[],
  env: Record<string, string> = {},
  { timeout, maxBuffer }: { timeout?: number; maxBuffer?: number } = {},
) {
  const entry = process.env.STREAMIT_CLI ? [process.env.STREAMIT_CLI] : ['--import', 'tsx', 'cli/streamit.ts'];
  return promisify(execFile)(process.execPath, [...entry, ...args], {
    env: { ...process.env, ...env },
    timeout,
    maxBuffer,
  });
}

/** A fresh data folder for startSite, for a test that prepares it first (e.g. with the CLI). */
export const freshDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'streamit-e2e-'));

/** Copies the run's migrated, seeded data folder (global-setup.ts), when there is one, into a folder without a database. */
function copyTemplate(dataDir: string) {
  const template = process.env.STREAMIT_E2E_TEMPLATE;
  if (!template || fs.existsSync(path.join(dataDir, 'pglite'))) return;
  for (const part of ['pglite', 'media']) fs.cpSync(path.join(template, part), path.join(dataDir, part), { recursive: true });
}

/**
 * A fresh data folder holding the demo content already, for a test that prepares it with the CLI before the site
 * starts (on an empty folder the CLI would migrate it and the site then seed it: ~10 s a file here).
 */
export function seededDataDir(): string {
  const dataDir = freshDataDir();
  copyTemplate(dataDir);
  return dataDir;
}

/** Starts the site the way the README does (npm start's script) on a fresh data folder (or the one given; removed at stop). */
export async function startSite(env: Record<string, string> = {}, dataDir = freshDataDir(), ready = /StreamIt ready on/): Promise<Site> {
  const port = await freePort();
  let output = '';
  // A new embedded database with the demo content: the run's seeded copy (global-setup.ts), unless the test made one.
  if (!['DATABASE_URL', 'SITE_URL', 'SEED_DEMO'].some((k) => env[k] ?? process.env[k])) copyTemplate(dataDir);
  const child: ChildProcess = spawn('sh', ['scripts/start.sh', ...(env.START_TARGET ? [env.START_TARGET] : [])], {
    // Sites under test play the shared reels: a preview per title would keep both cores busy for half an hour.
    env: { ...process.env, DEMO_PREVIEWS: 'false', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const stop = async () => {
    // The whole process group, even when the launcher has already exited (the server may outlive it).
    const group = (signal: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, signal);
        return true;
      } catch {
        return false; // the group is gone
      }
    };
    if (child.pid && group('SIGTERM')) {
      const deadline = Date.now() + 12_000;
      while (Date.now() < deadline && group(0 as unknown as NodeJS.Signals)) await new Promise((r) => setTimeout(r, 100));
      group('SIGKILL');
    }
    // The server may still be finishing a write as its launcher exits: retry.
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  const deadline = Date.now() + 150_000;
  while (!ready.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The site did not start:\n${output.slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url: `http://127.0.0.1:${port}`, dataDir, pid: child.pid!, stop, log: () => output };
}

export type Cluster = Site & {
  /** The running processes by name (app1..., worker1...), their latest pids (a restarted one has a new pid). */
  members: () => Map<string, number>;
  /** Each app process's address (host:port), by name, as nginx's upstreams. */
  apps: Map<string, string>;
  /** nginx's access log: one line per request with the app process (upstream) that answered it. */
  accessLog: () => string[];
};

/** `npm run start:cluster` (nginx, app processes, workers, s3rver) on a fresh data folder and the given database. */
export async function startCluster(env: Record<string, string>): Promise<Cluster> {
  const dataDir = freshDataDir();
  const site = await startSite({ ...env, START_TARGET: 'cluster' }, dataDir, /StreamIt cluster ready on/);
  const ready = /StreamIt cluster ready on \S+ \(([^)]*)\)/.exec(site.log())![1]!;
  const members = () =>
    new Map([...site.log().matchAll(/^(app\d+|worker\d+) pid (\d+) ready$/gm)].map((m) => [m[1]!, Number(m[2])] as const));
  const apps = new Map([...ready.matchAll(/(app\d+) pid \d+ on ([\d.]+:\d+)/g)].map((m) => [m[1]!, m[2]!] as const));
  return {
    ...site,
    // The launcher stops its processes; any it could not (each runs in a group of its own) go too.
    stop: async () => {
      const left = [...members().values()];
      await site.stop();
      for (const pid of left)
        try {
          process.kill(-pid, 'SIGKILL');
        } catch {
          /* gone */
        }
    },
    apps,
    members,
    accessLog: () => {
      const file = path.join(dataDir, 'nginx', 'access.log');
      return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
    },
  };
}

/** Resolves once the site has shared out its demo clips (before, the stream is missing and ffmpeg shares the cores). */
export async function demoMediaDone(site: Site, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!/job demo-media demo clips: done/.test(site.log())) {
    if (Date.now() > deadline) throw new Error(`the demo clips were not shared out:\n${site.log().slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export type Browser = { context: BrowserContext; page: Page; close: () => Promise<void> };

// One Chromium per set of launch flags for the whole test file, a new context (its own cookies, storage and cache,
// as a fresh profile has) per openBrowser: a launch costs a second and a half here, a context a third of that.
const launched = new Map<string, Promise<ChromiumBrowser>>();

function chromiumWith(args: string[]): Promise<ChromiumBrowser> {
  const key = args.join(' ');
  let browser = launched.get(key);
  if (!browser) {
    browser = chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...args], timeout: 60_000 });
    launched.set(key, browser);
  }
  return browser;
}

/** Closes the Chromium processes openBrowser launched (the browser tests' setup does it after each file). */
export async function closeBrowsers(): Promise<void> {
  const all = [...launched.values()];
  launched.clear();
  await Promise.all(all.map(async (browser) => (await browser.catch(() => null))?.close().catch(() => undefined)));
}

export async function openBrowser(
  viewport = { width: 1280, height: 800 },
  { javaScriptEnabled = true, touch = false, args = [] }: { javaScriptEnabled?: boolean; touch?: boolean; args?: string[] } = {},
): Promise<Browser> {
  const context = await (
    await chromiumWith(args)
  ).newContext({
    viewport,
    javaScriptEnabled,
    // A phone: touch input, and CSS sees a coarse pointer.
    ...(touch ? { hasTouch: true, isMobile: true } : {}),
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page, close: () => context.close().catch(() => undefined) };
}

/** A browser of its own for one test (another size, touch, an autoplay policy), closed however the test ends. */
export async function withBrowser<T>(
  { viewport, ...options }: { viewport?: { width: number; height: number } } & Parameters<typeof openBrowser>[1],
  use: (browser: Browser) => Promise<T>,
): Promise<T> {
  const browser = await openBrowser(viewport, options);
  try {
    return await use(browser);
  } finally {
    await browser.close();
  }
}

/** Runs axe-core in the page and returns the serious and critical violations. */
/**
 * Until the page's app has taken over (html[data-app=ready], decision 0014). A test about what the app does waits
 * for it; what a person does before it is there has tests of its own (catalogue: a tap on the menu; identity: a form).
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', null, { timeout: 30_000 });
}

export async function axeViolations(page: Page): Promise<{ id: string; help: string; nodes: number }[]> {
  const source = fs.readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');
  await page.evaluate(source);
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; help: string; impact: string; nodes: unknown[] }[] }>;
        };
      }
    ).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.length }));
}

/** The page's JSON-LD of one @type (a page may carry several: its breadcrumbs, the thing itself). */
export function structuredData<T = Record<string, unknown>>(html: string, type: string): T {
  const all = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .map((m) => JSON.parse(m[1]!) as { '@type': string; '@graph'?: { '@type': string }[] })
    .flatMap((d) => d['@graph'] ?? [d]);
  const found = all.find((d) => d['@type'] === type);
  if (!found) throw new Error(`no ${type} JSON-LD among ${all.map((d) => d['@type']).join(', ') || 'none'}`);
  return found as T;
}

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A request fetch() will not send: any method (TRACE), any Host header, the path exactly as written. */
export function rawRequest(
  base: string,
  path: string,
  { method = 'GET', host, from }: { method?: string; host?: string; from?: string } = {},
): Promise<RawAnswer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { hostname: url.hostname, port: url.port, path, method, headers: host ? { host } : {}, localAddress: from, timeout: 15_000 },
      (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

/** The id Next gave a server action at build time (from the build's manifest), as a browser's form posts it. */
export function actionId(file: string, name: string): string {
  const manifest = JSON.parse(fs.readFileSync('.next/server/server-reference-manifest.json', 'utf8')) as {
    node: Record<string, { filename: string; exportedName: string }>;
  };
  const found = Object.entries(manifest.node).find(([, v]) => v.filename === file && v.exportedName === name);
  if (!found) throw new Error(`no server action ${name} in ${file} in this build`);
  return found[0];
}

/**
 * A server action called over HTTP exactly as the browser's React calls it (a POST to a page with its id), with
 * the caller's cookies, from a loopback address of the caller's choosing (one client per address for rate limits):
 * its answer ({ ok, ... }, or null when none came back) and the cookies it set.
 */
export function callAction(
  origin: string,
  page: string,
  [file, name]: [string, string],
  input: unknown,
  { cookie = '', from }: { cookie?: string; from?: string } = {},
): Promise<{ status: number; result: { ok: boolean; [k: string]: unknown } | null; cookies: string[] }> {
  const url = new URL(page, origin);
  const body = JSON.stringify([input]);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname: '127.0.0.1',
        port: url.port,
        path: url.pathname + url.search,
        method: 'POST',
        localAddress: from,
        timeout: 60_000,
        headers: {
          host: url.host,
          'next-action': actionId(file, name),
          'content-type': 'text/plain;charset=UTF-8',
          'content-length': Buffer.byteLength(body),
          accept: 'text/x-component',
          origin,
          cookie,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('error', reject);
        res.on('end', () => {
          // The answer is one row of the RSC stream ("1:{...}"), beside the refreshed page's rows.
          const result =
            text
              .split('\n')
              .map((line) => {
                try {
                  return JSON.parse(line.slice(line.indexOf(':') + 1)) as unknown;
                } catch {
                  return null;
                }
              })
              .find((v): v is { ok: boolean } => !!v && typeof v === 'object' && 'ok' in v) ?? null;
          const cookies = (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!);
          resolve({ status: res.statusCode ?? 0, result, cookies });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${name} timed out`)));
    req.on('error', reject);
    req.end(body);
  });
}

const SHOP_ACTIONS = 'src/domains/shop/actions.ts';
const CHECKOUT_PAGE = '/merchandise/checkout';

export type Buyer = { cookie: string; from?: string; totalMinor: number };

/** A new guest (from its own loopback address, if given) with one unit of `sku` in its cart, and the total it is quoted. */
export async function guestWithCart(origin: string, sku: string, from?: string): Promise<Buyer> {
  const added = await callAction(origin, CHECKOUT_PAGE, [SHOP_ACTIONS, 'addToCart'], { sku, quantity: 1 }, { from });
  if (!added.result?.ok) throw new Error(`addToCart ${sku} was refused: ${JSON.stringify(added.result)}`);
  const cookie = added.cookies.join('; ');
  const quote = await callAction(
    origin,
    CHECKOUT_PAGE,
    [SHOP_ACTIONS, 'quoteCheckout'],
    { shippingMethod: 'standard', country: 'US' },
    { cookie, from },
  );
  return { cookie, from, totalMinor: (quote.result!.data as { totalMinor: number }).totalMinor };
}

/** The buyer's checkout as the checkout page sends it: standard shipping to Portland, the test card. */
export function placeOrderOverHttp(origin: string, buyer: Buyer, email: string, idempotencyKey: string) {
  return callAction(
    origin,
    CHECKOUT_PAGE,
    [SHOP_ACTIONS, 'placeOrder'],
    {
      email,
      address: { name: 'Ada Buyer', line1: '1 Market Street', city: 'Portland', region: 'OR', postalCode: '97205', country: 'US' },
      shippingMethod: 'standard',
      payment: { provider: 'test-card', details: { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' } },
      expectedTotalMinor: buyer.totalMinor,
      idempotencyKey,
    },
    { cookie: buyer.cookie, from: buyer.from },
  );
}
