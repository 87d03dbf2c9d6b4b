import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressResponse } from './compress';
import { noStoreForErrors } from './error-caching';

let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    noStoreForErrors(res);
    compressResponse(req, res);
    const cached = 's-maxage=3600, stale-while-revalidate=31532400';
    if (req.url === '/implicit-404') {
      res.statusCode = 404;
      res.setHeader('cache-control', cached);
      res.setHeader('content-type', 'text/html');
      res.end('<p>' + 'Not found. '.repeat(200));
    } else if (req.url === '/explicit-404') res.writeHead(404, { 'Cache-Control': cached, 'content-type': 'text/plain' }).end('gone');
    else res.writeHead(200, { 'cache-control': cached, 'content-type': 'text/plain' }).end('ok');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('error answers', () => {
  it('are never kept by a shared cache, however the handler set them; other answers keep their policy', async () => {
    for (const path of ['/implicit-404', '/explicit-404']) {
      const res = await fetch(base + path, { headers: { 'accept-encoding': 'gzip' } });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    expect((await fetch(`${base}/ok`)).headers.get('cache-control')).toBe('s-maxage=3600, stale-while-revalidate=31532400');
  });
});
