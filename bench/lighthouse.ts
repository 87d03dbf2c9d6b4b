// Lighthouse (mobile preset, the system Chromium) on the production build: median of the runs per page (five unless BENCH_LIGHTHOUSE_RUNS says).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prepareDemoClips } from '../src/domains/playback/demo';
import { DEMO_CLIPS_DIR, closeBrowsers, demoMediaDone, freshDataDir, openBrowser, startSite } from '../tests/e2e/harness';
import { cookieHeader, createBenchOperator, signInOperator } from './studio';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseRow = {
  page: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function runOnce(url: string, cookie?: string): { scores: LighthouseRow['scores']; lcpMs: number; tbtMs: number; cls: number } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'streamit-lh-'));
  const out = path.join(dir, 'report.json');
  try {
    execFileSync(
      process.execPath,
      [
        path.resolve('node_modules/lighthouse/cli/index.js'),
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        // A personal page (the checkout with a cart, the studio) is measured as its owner sees it.
        ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
        `--chrome-flags=--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync --user-data-dir=${path.join(dir, 'profile')}`,
      ],
      { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'pipe'], timeout: 180_000 },
    );
    const report = JSON.parse(fs.readFileSync(out, 'utf8')) as {
      categories: Record<string, { score: number }>;
      audits: Record<string, { numericValue?: number }>;
    };
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)]),
    ) as LighthouseRow['scores'];
    return {
      scores,
      lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: report.audits['total-blocking-time']?.numericValue ?? NaN,
      cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The cookies of a shopper with a product in the cart, and of the operator (made with the CLI), signed in through
 * the embedded provider in Chromium: the checkout and the studio are measured as they see them.
 */
async function personalCookies(origin: string, product: string) {
  const browser = await openBrowser();
  try {
    const { page, context } = browser;
    await page.goto(origin + product);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('dialog', { name: /Shopping Cart/ }).waitFor();
    const shopper = await cookieHeader(context, origin);
    await context.clearCookies();
    await signInOperator(page, origin);
    return { shopper, operator: await cookieHeader(context, origin) };
  } finally {
    await browser.close();
    await closeBrowsers();
  }
}

export async function runLighthouseBench(): Promise<LighthouseRow[]> {
  // The demo clips made once (as the browser tests do), and shared out before anything is measured: the ffmpeg of a
  // first start would share the cores with the first page's runs.
  await prepareDemoClips(DEMO_CLIPS_DIR);
  const dataDir = freshDataDir();
  await createBenchOperator(dataDir);
  const site = await startSite({ DEMO_CLIP_DIR: DEMO_CLIPS_DIR }, dataDir);
  try {
    await demoMediaDone(site);
    const html = await (await fetch(`${site.url}/movies`)).text();
    const title = html.match(/href="(\/movies\/(?!restricted|related)[a-z0-9-]+)"/)![1]!;
    const rows: LighthouseRow[] = [];
    const blog = await (await fetch(`${site.url}/blogs`)).text();
    const post = blog.match(/class="post-card-title[^"]*"[^>]*><a href="(\/blogs\/[a-z0-9-]+)"/)?.[1];
    if (!post) throw new Error('no post on /blogs');
    const shop = await (await fetch(`${site.url}/merchandise/shop`)).text();
    const product = shop.match(/href="(\/merchandise\/product\/[a-z0-9-]+)"/)?.[1];
    if (!product) throw new Error('no product on /merchandise/shop');
    // The origin the identity cookies are set for (the embedded provider's redirects name localhost).
    const origin = site.url.replace('127.0.0.1', 'localhost');
    const cookies = await personalCookies(origin, product);
    // A watch page too: the player's page is the one a viewer waits on most; the blog's list and a post (issue 21);
    // a product, the checkout with a cart and the studio's first page (issue 41).
    const pages = [
      '/',
      title,
      '/movies',
      title.replace(/^\/movies\//, '/watch/'),
      '/blogs',
      post,
      product,
      '/merchandise/checkout',
      '/studio',
    ];
    const cookieOf: Record<string, string> = { '/merchandise/checkout': cookies.shopper, '/studio': cookies.operator };
    // BENCH_LIGHTHOUSE_PAGES=/watch measures only the pages whose path starts so (a second look at one figure).
    const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
    for (const page of only ? pages.filter((p) => only.some((o) => p === o || (o !== '/' && p.startsWith(o)))) : pages) {
      await fetch(site.url + page); // the first visit fills the page cache, as for any visitor after the first
      const at = cookieOf[page] ? origin : site.url;
      const runs = Array.from({ length: RUNS }, () => runOnce(at + page, cookieOf[page]));
      rows.push({
        page,
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])) as LighthouseRow['scores'],
        lcpMs: median(runs.map((r) => r.lcpMs)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
        cls: median(runs.map((r) => r.cls)),
      });
    }
    return rows;
  } finally {
    await site.stop();
  }
}
