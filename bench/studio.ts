// The studio and the data API: a title page's GraphQL query beside the same title's cached page route (p50/p95 of
// sequential requests, req/s at 20 connections), and a 500 MB resumable upload (tus, one PATCH) beside a plain copy
// of the same file on this disk and a bare Node HTTP server writing the same body to a file.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { BrowserContext, Page } from 'playwright-core';
import { closeBrowsers, freshDataDir, openBrowser, startSite, streamitCli } from '../tests/e2e/harness';
import { percentile } from './stats';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 300);
const UPLOAD_MB = Number(process.env.BENCH_UPLOAD_MB ?? 500);
const TITLE = 'orbital-decay';
const QUERY = `query Title($slug: String!) { title(slug: $slug) { name synopsis posterUrl backdropUrl releaseDate contentRating credits { role part person { name url } } } }`;

export type LatencyRow = { label: string; p50: number; p95: number; reqPerSec: number; non2xx: number };

async function measure(
  label: string,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
): Promise<LatencyRow> {
  const times: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) {
    const t = performance.now();
    const res = await fetch(url, init);
    await res.arrayBuffer();
    times.push(performance.now() - t);
  }
  const options = { url, connections: CONNECTIONS, method: init.method as 'GET' | 'POST', headers: init.headers, body: init.body };
  await autocannon({ ...options, duration: 3 });
  const result = await autocannon({ ...options, duration: DURATION });
  return { label, p50: percentile(times, 50), p95: percentile(times, 95), reqPerSec: result.requests.average, non2xx: result.non2xx };
}

/** The benchmarks' operator, made with the CLI in a data folder before its site starts. */
export async function createBenchOperator(dataDir: string) {
  await streamitCli(['user', 'create', 'bench-ops@example.com', '--admin', '--password', 'bench operator passphrase'], {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
  });
}

/** A browser context's cookies for `origin`, as one Cookie header. */
export const cookieHeader = async (context: BrowserContext, origin: string) =>
  (await context.cookies(origin)).map((c) => `${c.name}=${c.value}`).join('; ');

/** Signs the bench operator in through the embedded provider, on to the studio. */
export async function signInOperator(page: Page, origin: string) {
  await page.goto(`${origin}/auth/login?returnTo=/studio`);
  await page.waitForURL(/\/sign-in\?interaction=/);
  await page.getByLabel('E-mail address').fill('bench-ops@example.com');
  await page.getByLabel('Password').fill('bench operator passphrase');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${origin}/studio`);
}

/** The operator's cookies, signed in through the embedded provider in Chromium. */
async function operatorCookies(origin: string): Promise<string> {
  const browser = await openBrowser();
  try {
    await signInOperator(browser.page, origin);
    return await cookieHeader(browser.context, origin);
  } finally {
    await browser.close();
    await closeBrowsers();
  }
}

/** One tus upload of `file`: the creation, then the whole body in one PATCH; MB/s of the PATCH. */
async function tusUpload(origin: string, cookie: string, file: string): Promise<number> {
  const size = fs.statSync(file).size;
  const b64 = (s: string) => Buffer.from(s).toString('base64');
  const created = await fetch(`${origin}/api/studio/uploads`, {
    method: 'POST',
    headers: {
      cookie,
      origin,
      'tus-resumable': '1.0.0',
      'upload-length': String(size),
      'upload-metadata': `filename ${b64('bench.mp4')},filetype ${b64('video/mp4')},slug ${b64(TITLE)}`,
    },
  });
  if (created.status !== 201) throw new Error(`upload not created: ${created.status} ${await created.text()}`);
  const location = new URL(created.headers.get('location')!, origin).toString();
  const started = performance.now();
  const patched = await fetch(location, {
    method: 'PATCH',
    headers: {
      cookie,
      origin,
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
      'content-length': String(size),
    },
    body: fs.createReadStream(file) as unknown as BodyInit,
    duplex: 'half',
  } as RequestInit);
  const seconds = (performance.now() - started) / 1000;
  if (patched.status !== 204) throw new Error(`upload not taken: ${patched.status} ${await patched.text()}`);
  return size / 1024 / 1024 / seconds;
}

/** The floor of an upload over HTTP here: a bare Node server that writes the body to a file, MB/s. */
async function plainHttpUpload(file: string, dest: string): Promise<number> {
  const server = http.createServer((req, res) => void req.pipe(fs.createWriteStream(dest)).on('finish', () => res.end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  try {
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/`, {
      method: 'PUT',
      headers: { 'content-length': String(fs.statSync(file).size) },
      body: fs.createReadStream(file) as unknown as BodyInit,
      duplex: 'half',
    } as RequestInit);
    await res.arrayBuffer();
    return fs.statSync(file).size / 1024 / 1024 / ((performance.now() - started) / 1000);
  } finally {
    server.close();
    fs.rmSync(dest, { force: true });
  }
}

export async function runStudioBench() {
  const dataDir = freshDataDir();
  await createBenchOperator(dataDir);
  // One client (this benchmark) makes every request: lift the per-client limit for the run.
  const site = await startSite({ GRAPHQL_RATE_LIMIT: '100000000' }, dataDir);
  const origin = site.url.replace('127.0.0.1', 'localhost');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'streamit-bench-upload-'));
  try {
    const body = JSON.stringify({ query: QUERY, variables: { slug: TITLE } });
    const graphql = await measure(`GraphQL title(slug) query`, `${site.url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' },
      body,
    });
    const page = await measure(`cached page /movies/${TITLE}`, `${site.url}/movies/${TITLE}`, {
      method: 'GET',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });

    // A file of incompressible bytes (a video's are): written in 8 MB blocks.
    const file = path.join(work, 'source.bin');
    const block = randomBytes(8 * 1024 * 1024);
    const fd = fs.openSync(file, 'w');
    for (let written = 0; written < UPLOAD_MB * 1024 * 1024; written += block.length) fs.writeSync(fd, block);
    fs.closeSync(fd);
    const copyStarted = performance.now();
    fs.copyFileSync(file, path.join(work, 'copy.bin')); // no flags: a real copy, not a reflink
    const copyMbPerSec = UPLOAD_MB / ((performance.now() - copyStarted) / 1000);
    fs.rmSync(path.join(work, 'copy.bin'));
    const plainMbPerSec = await plainHttpUpload(file, path.join(work, 'plain.bin'));
    const upload = await tusUpload(origin, await operatorCookies(origin), file);
    return { graphql, page, upload: { mb: UPLOAD_MB, mbPerSec: upload, copyMbPerSec, plainMbPerSec } };
  } finally {
    await site.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}
