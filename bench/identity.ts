// Identity: the sign-in round trip in Chromium and the session check (p50/p95), and the cached catalogue pages
// before this work (a build of the commit before it, BENCH_BASELINE) and now, in the same run and on this machine.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { closeBrowsers, freshDataDir, openBrowser, startSite, streamitCli, type Site } from '../tests/e2e/harness';
import { load, type HttpRow } from './http';
import { percentile } from './stats';

const BASELINE = process.env.BENCH_BASELINE ?? '461c3d7^';
const ROUNDS = Number(process.env.BENCH_SIGN_INS ?? 20);
const PAGES: [string, string][] = [
  ['/movies', 'cached /movies'],
  ['/', 'cached home /'],
];

/** The site as it was at `ref`, built in a temporary worktree (with a copy of node_modules) and started like npm start. */
async function startBaseline(ref: string): Promise<Site & { cleanup: () => void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'streamit-baseline-'));
  execSync(`git worktree add --detach ${dir} ${ref}`, { stdio: 'ignore' });
  // A copy, not a link: Turbopack resolves nothing outside the project root.
  execSync(`cp -a node_modules ${path.join(dir, 'node_modules')}`);
  execSync('npx next build', { cwd: dir, stdio: 'ignore', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  const port = 4100 + Math.floor(Math.random() * 800);
  const dataDir = freshDataDir();
  const child = spawn('sh', ['scripts/start.sh'], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  const deadline = Date.now() + 150_000;
  while (!/StreamIt ready on/.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`baseline did not start:\n${output.slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const stop = async () => {
    const exited = new Promise((r) => child.once('exit', r));
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const cleanup = () => execSync(`git worktree remove --force ${dir}`, { stdio: 'ignore' });
  return { url: `http://127.0.0.1:${port}`, dataDir, pid: child.pid!, stop, log: () => output, cleanup };
}

async function cachedPages(site: Site, suffix: string, headers?: Record<string, string>) {
  const rows: HttpRow[] = [];
  for (const [p, label] of PAGES)
    rows.push(await load(site.url, `${label} ${suffix}`, p, { 'accept-encoding': 'gzip, deflate, br', ...headers }));
  return rows;
}

export async function runIdentityBench() {
  const before = await startBaseline(BASELINE);
  let beforeRows: HttpRow[];
  try {
    beforeRows = await cachedPages(before, `(before, ${BASELINE})`);
  } finally {
    await before.stop();
    before.cleanup();
  }

  const dataDir = freshDataDir();
  await streamitCli(['user', 'create', 'bench@example.com', '--password', 'bench passphrase'], { DATA_DIR: dataDir, DATABASE_URL: '' });
  const site = await startSite({}, dataDir);
  const origin = site.url.replace('127.0.0.1', 'localhost');
  const signIns: number[] = [];
  let cookie = '';
  const browser = await openBrowser();
  try {
    const { page, context } = browser;
    for (let i = 0; i < ROUNDS + 2; i++) {
      await context.clearCookies();
      await page.goto(`${origin}/movies`);
      await page.waitForLoadState('load');
      await page.getByRole('button', { name: 'Account menu' }).click();
      const started = performance.now();
      await page.locator('#user-menu').getByRole('link', { name: 'Sign in' }).click();
      await page.getByLabel('E-mail address').fill('bench@example.com');
      await page.getByLabel('Password').fill('bench passphrase');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${origin}/movies`, { waitUntil: 'load' });
      if (i >= 2) signIns.push(performance.now() - started); // the first two warm the server up
    }
    const session = (await context.cookies(origin)).find((c) => c.name === 'streamit_session')!;
    cookie = `streamit_session=${session.value}`;
  } finally {
    await browser.close();
    await closeBrowsers();
  }
  let afterRows: HttpRow[];
  let signedInRows: HttpRow[];
  const checks: number[] = [];
  let checkRate = 0;
  try {
    for (let i = 0; i < 520; i++) {
      const t = performance.now();
      await fetch(`${site.url}/api/session`, { headers: { cookie } }).then((r) => r.json());
      if (i >= 20) checks.push(performance.now() - t);
    }
    checkRate = (await autocannon({ url: `${site.url}/api/session`, connections: 20, duration: 10, headers: { cookie } })).requests.average;
    afterRows = await cachedPages(site, '(now)');
    signedInRows = await cachedPages(site, '(now, signed in)', { cookie });
  } finally {
    await site.stop();
  }
  return {
    signIn: { p50: percentile(signIns, 50), p95: percentile(signIns, 95), n: signIns.length },
    check: { p50: percentile(checks, 50), p95: percentile(checks, 95), n: checks.length, rate: checkRate },
    pages: PAGES.map((_, i) => ({ before: beforeRows[i]!, after: afterRows[i]!, signedIn: signedInRows[i]! })),
  };
}
