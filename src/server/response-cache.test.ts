import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { compressResponse, pickEncoding } from './compress';
import { clearKeptResponses, keepResponse, keptResponseCount, responseCacheKey, serveKeptResponse } from './response-cache';

const page = '<!doctype html><main>' + 'A cached catalogue page. '.repeat(400) + '</main>';
let server: http.Server;
let base: string;
let rendered = 0;

// The same wiring as server.ts, over a handler that answers like Next does for each kind of page.
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const key = responseCacheKey(req, pickEncoding(req.headers['accept-encoding']));
    if (key && serveKeptResponse(req, res, key)) return;
    compressResponse(req, res, key ? (status, headers, body) => keepResponse(key, status, headers, body) : undefined);
    rendered += 1;
    const url = new URL(req.url!, 'http://x');
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('etag', '"v1"');
    res.setHeader('x-nextjs-cache', url.searchParams.get('cache') ?? 'HIT');
    res.setHeader('cache-control', url.searchParams.get('cc') ?? 's-maxage=3600, stale-while-revalidate=31532400');
    if (url.searchParams.has('cookie')) res.setHeader('set-cookie', 'a=b');
    res.statusCode = Number(url.searchParams.get('status') ?? 200);
    res.end(page);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  clearKeptResponses();
  rendered = 0;
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(base + path, { headers: { 'accept-encoding': 'gzip', ...headers } }).then(async (r) => ({
    status: r.status,
    headers: r.headers,
    text: await r.text(),
  }));

describe('response cache', () => {
  it("keeps only a visitor's answers: a page rewritten by cookie differs between a visitor and a viewer", async () => {
    await get('/watch/a-film');
    await get('/watch/a-film');
    expect(rendered).toBe(1);
    // A guest or a signed-in person (even with an empty cookie, which Next counts as none) is always answered by Next.
    for (const cookie of [
      'theme=dark; streamit_guest=g.1',
      'streamit_session=s',
      'streamit_session=',
      'streamit_session=; streamit_session=s',
    ]) {
      await get('/watch/a-film', { cookie });
      await get('/watch/a-film', { cookie });
    }
    expect(rendered).toBe(9);
    // Nothing a viewer was answered is kept for a visitor either; a cookie that only ends like theirs is no identity.
    await get('/watch/a-film', { cookie: 'not_streamit_guest=x' });
    expect(rendered).toBe(9);
  });

  it('answers a cached page from the kept copy, compressed, with its headers', async () => {
    const first = await get('/movies');
    const second = await get('/movies');
    expect(rendered).toBe(1);
    expect(second.text).toBe(page);
    expect(second.text).toBe(first.text);
    expect(second.headers.get('etag')).toBe('"v1"');
    expect(second.headers.get('cache-control')).toMatch(/s-maxage/);
    // fetch decodes; the raw length says the kept bytes are the compressed ones.
    const raw = await new Promise<{ enc: string | undefined; len: number }>((resolve) =>
      http.get(base + '/movies', { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ enc: res.headers['content-encoding'], len: zlib.gunzipSync(Buffer.concat(chunks)).length }));
      }),
    );
    expect(raw).toEqual({ enc: 'gzip', len: Buffer.byteLength(page) });
    expect(rendered).toBe(1);
  });

  it('answers 304 to a browser that has the version', async () => {
    await get('/movies');
    const again = await get('/movies', { 'if-none-match': '"v1"' });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(rendered).toBe(1);
  });

  it('keeps a copy per encoding', async () => {
    await get('/movies', { 'accept-encoding': 'br' });
    await get('/movies', { 'accept-encoding': 'gzip' });
    expect(rendered).toBe(2);
    await get('/movies', { 'accept-encoding': 'br' });
    expect(rendered).toBe(2);
  });

  it.each([
    ['a fresh render', '/movies?cache=MISS', {}],
    ['a private answer', '/account?cc=private,%20no-store', {}],
    ['an answer that sets a cookie', '/movies?cookie=1', {}],
    ['a 404', '/nope?status=404', {}],
    ['a client navigation', '/movies', { rsc: '1' }],
    ['a prefetch', '/movies', { 'next-router-prefetch': '1' }],
  ])('never keeps %s', async (_name, path, headers: Record<string, string>) => {
    await get(path, headers);
    await get(path, headers);
    expect(rendered).toBe(2);
    expect(keptResponseCount()).toBe(0);
  });

  it('keeps the latest searches asked for again, a bounded number: a flood of terms pushes out neither pages nor later terms', async () => {
    await get('/search?searchTerm=dune');
    await get('/search?searchTerm=dune');
    expect(rendered).toBe(1);
    const headers = { etag: '"s"', 'x-nextjs-cache': 'HIT', 'cache-control': 's-maxage=300' };
    expect(keepResponse('gzip /tv-shows', 200, headers, Buffer.from('x'))).toBe(true);
    for (let i = 0; i < 500; i++) expect(keepResponse(`gzip /search?searchTerm=t${i}`, 200, headers, Buffer.from('x'))).toBe(true);
    // 200 searches (the latest) and the page.
    expect(keptResponseCount()).toBe(201);
    const res = { writeHead: () => res, end: () => res } as unknown as http.ServerResponse;
    const req = { headers: {} } as http.IncomingMessage;
    expect(serveKeptResponse(req, res, 'gzip /search?searchTerm=t499')).toBe(true);
    expect(serveKeptResponse(req, res, 'gzip /search?searchTerm=t0')).toBe(false);
    expect(serveKeptResponse(req, res, 'gzip /tv-shows')).toBe(true);
  });

  it('forgets everything when a tag expires, as the page cache handler does', async () => {
    await get('/movies');
    // page-cache-handler.mjs reaches the store through the same global.
    (globalThis as Record<symbol, { clear(): void } | undefined>)[Symbol.for('streamit.response-cache')]!.clear();
    await get('/movies');
    expect(rendered).toBe(2);
  });

  it('lets a kept copy expire after a few seconds', () => {
    const headers = { etag: '"v2"', 'x-nextjs-cache': 'HIT', 'cache-control': 's-maxage=3600' };
    expect(keepResponse('gzip /tv-shows', 200, headers, Buffer.from('x'), 0)).toBe(true);
    const res = { writeHead: () => res, end: () => res } as unknown as http.ServerResponse;
    const req = { headers: {} } as http.IncomingMessage;
    expect(serveKeptResponse(req, res, 'gzip /tv-shows', 9_999)).toBe(true);
    expect(serveKeptResponse(req, res, 'gzip /tv-shows', 10_000)).toBe(false);
    expect(keptResponseCount()).toBe(0);
  });
});
