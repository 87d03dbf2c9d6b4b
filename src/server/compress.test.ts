import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressionCounters, compressResponse, pickEncoding, rememberCompressed } from './compress';

const page = '<!doctype html><main>' + 'A cached catalogue page. '.repeat(400) + '</main>';
const script = 'window.player = ' + JSON.stringify('hls.js stand-in '.repeat(500)) + ';';
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    compressResponse(req, res);
    const url = new URL(req.url!, 'http://x');
    if (url.pathname === '/cached') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('x-nextjs-cache', 'HIT');
      res.setHeader('etag', '"v1"');
      res.setHeader('vary', 'rsc');
      res.end(page);
    } else if (url.pathname === '/streamed') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write(page.slice(0, 5000));
      setTimeout(() => res.end(page.slice(5000)), 20);
    } else if (url.pathname === '/script') {
      res.setHeader('content-type', 'application/javascript; charset=utf-8');
      res.setHeader('etag', '"script-v1"');
      res.end(script);
    } else if (url.pathname === '/image') {
      res.writeHead(200, { 'content-type': 'image/webp', 'content-length': 4000 });
      res.end(Buffer.alloc(4000, 7));
    } else res.end('tiny');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function get(path: string, acceptEncoding?: string, method = 'GET'): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(base + path, { method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('response compression', () => {
  it('prefers brotli, then gzip', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    // A coding refused with q=0, or only part of another's name, is not chosen.
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('x-br')).toBeNull();
    expect(pickEncoding('gzip;q=0.5, br;q=1')).toBe('br');
    expect(pickEncoding('identity')).toBeNull();
  });

  it('compresses a cached page once per version and reuses the bytes', async () => {
    const before = compressionCounters.memoMisses;
    const answers = await Promise.all([1, 2, 3].map(() => get('/cached', 'gzip, br')));
    const again = await get('/cached', 'gzip, br');
    for (const a of [...answers, again]) {
      expect(a.headers['content-encoding']).toBe('br');
      expect(Number(a.headers['content-length'])).toBe(a.body.length);
      expect(zlib.brotliDecompressSync(a.body).toString()).toBe(page);
      expect(a.headers.vary).toBe('rsc, Accept-Encoding');
    }
    expect(compressionCounters.memoMisses - before).toBeLessThanOrEqual(3);
    const after = compressionCounters.memoMisses;
    await get('/cached', 'gzip, br');
    expect(compressionCounters.memoMisses).toBe(after);
    const gz = await get('/cached', 'gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(page);
  });

  it('streams other answers through zlib', async () => {
    const a = await get('/streamed', 'gzip');
    expect(a.headers['content-encoding']).toBe('gzip');
    expect(a.headers['transfer-encoding']).toBe('chunked');
    expect(zlib.gunzipSync(a.body).toString()).toBe(page);
  });

  it('leaves alone images, tiny bodies, HEAD and clients that do not ask', async () => {
    expect((await get('/image', 'gzip')).headers['content-encoding']).toBeUndefined();
    const tiny = await get('/tiny', 'gzip');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('tiny');
    expect((await get('/cached')).body.toString()).toBe(page);
    expect((await get('/cached', 'br', 'HEAD')).headers['content-encoding']).toBeUndefined();
  });

  it('answers with bytes compressed ahead of time for an ETag (a script compressed once at the highest setting)', async () => {
    const body = Buffer.from(script);
    const best = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
    rememberCompressed('"script-v1"', body, 'br', best);
    const misses = compressionCounters.memoMisses;
    const answer = await get('/script', 'br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body.equals(best)).toBe(true);
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(script);
    expect(compressionCounters.memoMisses).toBe(misses);
  });
});
