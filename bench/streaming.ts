// Streaming: transcode speed of a 60 s 1080p source, segment serving (ab -k) beside nginx on the same file, and
// time to first frame on a watch page beside a plain hls.js page on nginx with the same files, in Chromium under
// three network conditions.
import { execFileSync, execSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { prepareDemoClips } from '../src/domains/playback/demo';
import { CHROMIUM_ARGS, DEMO_CLIPS_DIR, demoMediaDone, freshDataDir, startSite, streamitCli } from '../tests/e2e/harness';
import { percentile } from './stats';

const RUNS = Number(process.env.BENCH_FIRST_FRAME_RUNS ?? 10);
const SOURCE_SECONDS = 60;

export type Condition = { label: string; latency: number; mbps: number };
export const CONDITIONS: Condition[] = [
  { label: 'unthrottled', latency: 0, mbps: 0 },
  { label: '40 ms / 10 Mbps', latency: 40, mbps: 10 },
  { label: '150 ms / 1.6 Mbps', latency: 150, mbps: 1.6 },
];

function ensurePackages() {
  const missing = [
    ['nginx', 'nginx'],
    ['ab', 'apache2-utils'],
  ].filter(([bin]) => {
    try {
      execSync(`command -v ${bin} || test -x /usr/sbin/${bin}`, { stdio: 'ignore' });
      return false;
    } catch {
      return true;
    }
  });
  if (missing.length)
    execSync(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${missing.map((m) => m[1]).join(' ')}`,
      {
        stdio: 'ignore',
      },
    );
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** nginx from Debian serving `root`, as a CDN-like origin would: sendfile, keep-alive, no compression. */
async function startNginx(root: string): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'streamit-nginx-'));
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `user root; worker_processes auto; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types; types { application/vnd.apple.mpegurl m3u8; video/iso.segment m4s; text/vtt vtt; }
  access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server { listen 127.0.0.1:${port}; root ${root}; }
}`,
  );
  const child: ChildProcess = spawn('/usr/sbin/nginx', ['-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 500));
  if (child.exitCode !== null) throw new Error(`nginx did not start: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8').slice(-500)}`);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      child.kill('SIGTERM');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function ab(url: string): { reqPerSec: number; mbPerSec: number } {
  const out = execFileSync('ab', ['-q', '-k', '-n', '3000', '-c', '10', url], { encoding: 'utf8' });
  const rps = Number(/Requests per second:\s+([\d.]+)/.exec(out)?.[1]);
  const kbps = Number(/Transfer rate:\s+([\d.]+)/.exec(out)?.[1]);
  return { reqPerSec: rps, mbPerSec: kbps / 1024 };
}

/** A fresh context under the network condition, watching for the first decoded video frame, the LCP and a click. */
async function watchedPage(browser: Browser, c: Condition) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (c.latency || c.mbps) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const bytes = (c.mbps * 1_000_000) / 8;
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: c.latency,
      downloadThroughput: bytes,
      uploadThroughput: bytes,
    });
  }
  // A string, not a function: tsx would wrap a function's inner functions in helpers the page does not have.
  await page.addInitScript(`
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lcp = e.startTime; })
      .observe({ type: 'largest-contentful-paint', buffered: true });
    document.addEventListener('click', () => { if (window.__click === undefined) window.__click = performance.now(); }, true);
    new MutationObserver(() => {
      const v = document.querySelector('video');
      if (v && !v.__watched) {
        v.__watched = true;
        v.requestVideoFrameCallback(() => { if (window.__frame === undefined) window.__frame = performance.now(); });
      }
    }).observe(document, { childList: true, subtree: true });
    // What the viewer sees: the video playing with nothing over it (a player's poster overlay hidden or gone).
    (function seen() {
      const v = document.querySelector('video');
      const cover = document.querySelector('.player-poster');
      if (v && !v.paused && v.currentTime > 0 && (!cover || getComputedStyle(cover).display === 'none')) window.__seen = performance.now();
      else requestAnimationFrame(seen);
    })();
  `);
  return { context, page };
}

/**
 * Milliseconds from a click on Play on a title page that has been open for 2 s to the first decoded frame on the
 * watch page (a client-side navigation, so one clock).
 */
async function clickToFrame(browser: Browser, titleUrl: string, c: Condition): Promise<number> {
  const { context, page } = await watchedPage(browser, c);
  await page.goto(titleUrl);
  await page.locator('.detail-actions .play-button[data-ready="true"]').waitFor();
  await page.waitForTimeout(2000);
  await page.locator('.detail-actions .play-button').click();
  await page.waitForFunction(() => (window as unknown as { __frame?: number }).__frame !== undefined, null, { timeout: 60_000 });
  const ms = await page.evaluate(() => {
    const w = window as unknown as { __frame: number; __click: number };
    return w.__frame - w.__click;
  });
  await context.close();
  return ms;
}

/**
 * Milliseconds from navigation to the first decoded video frame (requestVideoFrameCallback), to the video seen playing
 * (nothing over it), and the LCP.
 */
async function firstFrame(browser: Browser, url: string, c: Condition): Promise<{ frame: number; seen: number; lcp: number }> {
  const { context, page } = await watchedPage(browser, c);
  await page.goto(url);
  try {
    await page.waitForFunction(
      () => {
        const w = window as unknown as { __frame?: number; __seen?: number };
        return w.__frame !== undefined && w.__seen !== undefined;
      },
      null,
      { timeout: 60_000 },
    );
  } catch (error) {
    const state = await page.evaluate(() => {
      const v = document.querySelector('video');
      return { videos: document.querySelectorAll('video').length, paused: v?.paused, readyState: v?.readyState, error: v?.error?.message };
    });
    throw new Error(`no frame on ${url} (${c.label}): ${JSON.stringify(state)}`, { cause: error });
  }
  const result = await page.evaluate(() => {
    const w = window as unknown as { __frame: number; __seen: number; __lcp?: number };
    return { frame: w.__frame, seen: w.__seen, lcp: w.__lcp ?? NaN };
  });
  await context.close();
  return result;
}

export type StreamingFigures = {
  transcode: { seconds: number; speed: number; renditions: string };
  serving: { ours: { reqPerSec: number; mbPerSec: number }; nginx: { reqPerSec: number; mbPerSec: number }; segmentKb: number };
  frames: {
    condition: Condition;
    ours: { p50: number; p90: number };
    plain: { p50: number; p90: number };
    seen: { ours: number; plain: number };
    lcp: number;
  }[];
  click: { condition: Condition; p50: number; p90: number };
};

export async function runStreamingBench(): Promise<StreamingFigures> {
  ensurePackages();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'streamit-bench-stream-'));
  const source = path.join(work, 'source.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=30:duration=${SOURCE_SECONDS}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${SOURCE_SECONDS}`, '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '20'],
    ...['-c:a', 'aac', '-shortest', source],
  ]);
  const clips = DEMO_CLIPS_DIR;
  await prepareDemoClips(clips);
  const site = await startSite({ DEMO_CLIP_DIR: clips, SEARCH_RATE_LIMIT: '100000' }, freshDataDir());
  const nginxRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'streamit-bench-root-'));
  let nginx: { url: string; stop: () => void } | undefined;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'],
  });
  try {
    await demoMediaDone(site);
    const html = await (await fetch(`${site.url}/movies`)).text();
    const slug = [...html.matchAll(/href="\/movies\/([a-z0-9-]+)"/g)]
      .map((m) => m[1]!)
      .find((s) => !['restricted', 'related'].includes(s))!;

    // Transcode: the CLI hands the job to the running server; the wall time of the whole ingest.
    const started = Date.now();
    const { stdout } = await streamitCli(['ingest', source, '--title', slug], { DATA_DIR: site.dataDir }, { maxBuffer: 10_000_000 });
    const seconds = (Date.now() - started) / 1000;
    const master = /as (\/media\/(videos\/[0-9a-f-]{36})\/master\.m3u8)/.exec(stdout)!;
    const renditions = [...stdout.matchAll(/^\s+(\d+p)\s/gm)].map((m) => m[1]).join(', ');

    // Segment serving: the same 2 s 1080p segment from /media and from nginx.
    const assetDir = path.join(site.dataDir, 'media', master[2]!);
    fs.cpSync(assetDir, path.join(nginxRoot, 'media', master[2]!), { recursive: true });
    fs.copyFileSync(path.resolve('node_modules/hls.js/dist/hls.min.js'), path.join(nginxRoot, 'hls.min.js'));
    fs.writeFileSync(
      path.join(nginxRoot, 'plain.html'),
      `<!doctype html><html><head><meta charset="utf-8"><title>plain</title></head><body>
<video id="v" muted autoplay playsinline style="width:960px;aspect-ratio:16/9"></video>
<script src="/hls.min.js"></script>
<script>const hls = new Hls(); hls.loadSource('${master[1]}'); hls.attachMedia(document.getElementById('v'));</script>
</body></html>`,
    );
    nginx = await startNginx(nginxRoot);
    const segment = `${master[1]!.replace('master.m3u8', '1080p/seg_010.m4s')}`;
    const segmentKb = fs.statSync(path.join(assetDir, '1080p', 'seg_010.m4s')).size / 1024;
    for (const origin of [site.url, nginx.url]) {
      const res = await fetch(`${origin}${segment}`);
      if (!res.ok) throw new Error(`${origin}${segment} answered ${res.status}`);
    }
    ab(`${site.url}${segment}`); // warm
    const ours = ab(`${site.url}${segment}`);
    const theirs = ab(`${nginx.url}${segment}`);

    // First frame: a fresh context per run. One run of each page first, not counted: a server's first answers of a
    // page fill its caches (the page cache, compiled code), which a visitor after the first one meets warm.
    const frames: StreamingFigures['frames'] = [];
    for (const url of [`${site.url}/watch/${slug}?autoplay=1`, `${nginx.url}/plain.html`]) await firstFrame(browser, url, CONDITIONS[0]!);
    for (const condition of CONDITIONS) {
      const oursRuns: number[] = [];
      const plainRuns: number[] = [];
      const lcps: number[] = [];
      const seen = { ours: [] as number[], plain: [] as number[] };
      for (let i = 0; i < RUNS; i++) {
        const o = await firstFrame(browser, `${site.url}/watch/${slug}?autoplay=1`, condition);
        oursRuns.push(o.frame);
        seen.ours.push(o.seen);
        lcps.push(o.lcp);
        const p = await firstFrame(browser, `${nginx.url}/plain.html`, condition);
        plainRuns.push(p.frame);
        seen.plain.push(p.seen);
      }
      frames.push({
        condition,
        ours: { p50: percentile(oursRuns, 50), p90: percentile(oursRuns, 90) },
        plain: { p50: percentile(plainRuns, 50), p90: percentile(plainRuns, 90) },
        seen: { ours: percentile(seen.ours, 50), plain: percentile(seen.plain, 50) },
        lcp: percentile(lcps.filter(Number.isFinite), 50),
      });
    }
    // Click to first frame, at 40 ms / 10 Mbps: the title page has warmed what the watch page asks for first.
    const clickCondition = CONDITIONS[1]!;
    const clicks: number[] = [];
    for (let i = 0; i < RUNS; i++) clicks.push(await clickToFrame(browser, `${site.url}/movies/${slug}`, clickCondition));
    return {
      click: { condition: clickCondition, p50: percentile(clicks, 50), p90: percentile(clicks, 90) },
      transcode: { seconds, speed: SOURCE_SECONDS / seconds, renditions },
      serving: { ours, nginx: theirs, segmentKb },
      frames,
    };
  } finally {
    await browser.close();
    nginx?.stop();
    await site.stop();
    fs.rmSync(work, { recursive: true, force: true });
    fs.rmSync(nginxRoot, { recursive: true, force: true });
  }
}
