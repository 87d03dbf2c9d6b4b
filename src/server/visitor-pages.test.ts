import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressResponse } from './compress';
import { variesByIdentity, varyOnCookie } from './visitor-pages';

// A watch page's answer varies by the identity cookies (a visitor's cached twin, a viewer's own page): it says so to
// any shared cache in front, however its handler set Vary, and the copy the server keeps says so too.

const page = '<!doctype html><main>' + 'A watch page. '.repeat(400) + '</main>';
const kept: http.OutgoingHttpHeaders[] = [];
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    varyOnCookie(res);
    compressResponse(req, res, (_status, headers) => kept.push(headers));
    res.setHeader('vary', 'Accept-Encoding');
    if (req.url === '/set') {
      // As Next does: the header set afresh, then the head written with an object of its own.
      res.setHeader('vary', 'rsc');
      res.setHeader('etag', '"w1"');
      res.setHeader('content-type', 'text/html');
      res.end(page);
    } else res.writeHead(200, 'OK', { vary: 'rsc, next-router-state-tree', 'content-type': 'text/plain' }).end('tiny');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('Vary: Cookie on the pages a visitor and a viewer see differently', () => {
  it('names the watch pages, and nothing else', () => {
    expect(variesByIdentity('/watch/open-mic')).toBe(true);
    expect(variesByIdentity('/watch/night-market/s1e2?autoplay=1')).toBe(true);
    expect(variesByIdentity('/WATCH/open-mic')).toBe(true);
    expect(variesByIdentity('/movies/open-mic')).toBe(false);
    expect(variesByIdentity('/watchlist-detail')).toBe(false);
  });

  it('puts Cookie ahead of what the handler and the compression say, in the answer and in the kept copy', async () => {
    const compressed = await fetch(`${base}/set`, { headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers.get('vary')).toBe('Cookie, rsc, Accept-Encoding');
    expect(await compressed.text()).toBe(page);
    expect(kept.at(-1)?.vary).toBe('Cookie, rsc, Accept-Encoding');
    const plain = await fetch(`${base}/object`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('vary')).toBe('Cookie, rsc, next-router-state-tree');
    expect(await plain.text()).toBe('tiny');
  });
});
