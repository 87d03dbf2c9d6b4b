import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '@/config';
import { clientAddress, rejectRequest } from './guard';
import { publicOrigin } from './site-url';

// The guard in front of Next, through real HTTP: whatever it lets through answers 200 "passed".
let server: http.Server;
let port: number;
beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    if (await rejectRequest(req, res, req.headers['x-test-client'] ? String(req.headers['x-test-client']) : 'tester')) return;
    res.end('passed');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };
/** A request with any Host and headers; `body` is written only when the guard has not answered first. */
function send(
  path: string,
  {
    method = 'GET',
    host = `localhost:${config.PORT}`,
    headers = {},
    body,
  }: { method?: string; host?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        port,
        host: '127.0.0.1',
        path,
        method,
        headers: {
          host,
          ...(body !== undefined && !headers['transfer-encoding'] ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

describe('requests for another host name', () => {
  it('get no dev mailbox, no sign-in screens and no forms', async () => {
    for (const path of [
      '/dev/mailbox',
      '/oidc/.well-known/openid-configuration',
      '/sign-in?interaction=x',
      '/sign-up',
      '/auth/callback?code=x',
    ])
      expect((await send(path, { host: `evil.example:${config.PORT}` })).status, path).toBe(421);
    const post = await send('/movies', { method: 'POST', host: 'evil.example', headers: { 'content-length': '2' }, body: '{}' });
    expect(post.status).toBe(421);
    expect(post.body).toContain(publicOrigin());
    // Reading the catalogue is harmless under any name.
    expect((await send('/movies', { host: 'evil.example' })).body).toBe('passed');
  });

  it('are answered as the site on its configured address and on this machine at its port', async () => {
    for (const host of [new URL(publicOrigin()).host, `127.0.0.1:${config.PORT}`, `[::1]:${config.PORT}`, `LOCALHOST:${config.PORT}`])
      expect((await send('/dev/mailbox', { host })).body, host).toBe('passed');
    expect((await send('/dev/mailbox', { host: `127.0.0.1:${config.PORT + 1}` })).status).toBe(421);
  });

  it('start sign-in at the configured address, so its cookie is there when the issuer sends the browser back', async () => {
    const answer = await send('/auth/login?returnTo=%2Fmovies', { host: `127.0.0.1:${config.PORT}` });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe(`${publicOrigin()}/auth/login?returnTo=%2Fmovies`);
    expect((await send('/auth/login?returnTo=%2Fmovies')).body).toBe('passed');
  });
});

describe("the visitors' cached twins of personal pages", () => {
  it('are not found when asked for directly: a rewrite reaches them, only for a visitor', async () => {
    for (const path of [
      '/for-visitors',
      '/for-visitors/view/a-film',
      '/for-visitors/play/a-show/s1e2?autoplay=1',
      '/%66or-visitors/view/x',
    ])
      expect((await send(path)).status, path).toBe(404);
    expect((await send('/for-visitorship')).body).toBe('passed');
  });

  it("are not found under /_next/data/ either (the Pages Router's JSON, which reached any page past these checks)", async () => {
    for (const path of ['/_next/data/b1/for-visitors/view/a-film.json', '/_next/data/b1/dev/mailbox.json', '/_next/data/b1/search/x.json'])
      expect((await send(path, { host: `evil.example:${config.PORT}` })).status, path).toBe(404);
    expect((await send('/_next/static/chunks/a.js')).body).toBe('passed');
  });
});

describe('addresses with dot segments', () => {
  it('are refused (400): they would reach, through Next, what the checks read elsewhere', async () => {
    for (const path of ['/./dev/mailbox', '/%2e/dev/mailbox', '/extra/../dev/mailbox', '/auth/./logout', '/x/..', '/search/..%2fq'])
      expect((await send(path, { host: `evil.example:${config.PORT}` })).status, path).toBe(400);
    expect((await send('/auth/./logout', { method: 'POST', body: 'a'.repeat(3000) })).status).toBe(400);
    // Dots inside a name are no segment.
    expect((await send('/movies/a...b')).body).toBe('passed');
    expect((await send('/.well-known/x')).body).toBe('passed');
  });
});

describe('request bodies', () => {
  it('are refused with 413 from their declared size, before a byte is read', async () => {
    const flood = { method: 'POST', headers: { 'content-length': String(100 * 1024 * 1024) } };
    for (const path of ['/api/progress', '/auth/logout', '/oidc/interaction/x/login', '/movies']) {
      const answer = await send(path, flood);
      expect(answer.status, path).toBe(413);
    }
    // Sized per address: a server action's 2 MB is refused, a few kB pass; the progress beacon takes 2 kB at most.
    expect((await send('/movies', { method: 'POST', headers: { 'content-length': String(2 * 1024 * 1024) } })).status).toBe(413);
    expect((await send('/movies', { method: 'POST', body: 'x'.repeat(8000) })).body).toBe('passed');
    expect((await send('/api/progress', { method: 'POST', body: 'x'.repeat(3000) })).status).toBe(413);
  });

  it('without a declared length are refused (411): a chunked flood cannot be measured in advance', async () => {
    const answer = await send('/api/progress', { method: 'POST', headers: { 'transfer-encoding': 'chunked' }, body: '{}' });
    expect(answer.status).toBe(411);
  });
});

describe('signing out', () => {
  it('is rate limited per client', async () => {
    const out = () => send('/auth/logout', { method: 'POST', headers: { 'x-test-client': 'sign-out-flood' }, body: '' });
    for (let i = 0; i < 20; i++) expect((await out()).body).toBe('passed');
    const limited = await out();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('searching', () => {
  it('is rate limited per client, by the results address too (the path /search?searchTerm= is rewritten to)', async () => {
    const search = (i: number) =>
      send(i % 2 ? `/search?searchTerm=word${i}` : `/search/word${i}`, { headers: { 'x-test-client': 'search-flood' } });
    for (let i = 0; i < config.SEARCH_RATE_LIMIT; i++) expect((await search(i)).body).toBe('passed');
    expect((await search(1)).status).toBe(429);
    expect((await search(2)).status).toBe(429);
    // However the query is spelled (an escaped key, an escaped path, a second q).
    for (const spelled of ['/search?%71=word', '/%73earch?q=word', '/search?q=&q=word', '/search?searchTerm=word#x'])
      expect((await send(spelled, { headers: { 'x-test-client': 'search-flood' } })).status, spelled).toBe(429);
    // A search box sent empty runs no search.
    expect((await send('/search?q=', { headers: { 'x-test-client': 'search-flood' } })).body).toBe('passed');
  });
});

describe('server actions', () => {
  it('from another origin are refused with 403 before Next sees them (Next answers them with a 500)', async () => {
    const action = (origin: string) => send('/my-account', { method: 'POST', headers: { 'next-action': 'abc', origin }, body: '[]' });
    expect((await action('http://evil.example')).status).toBe(403);
    expect((await action(`http://localhost:${config.PORT}`)).body).toBe('passed');
    // A form posted by the browser itself (before the app loads) names its action in the body: the same rule.
    const form = (origin: string, type = 'multipart/form-data; boundary=x') =>
      send('/my-account', { method: 'POST', headers: { 'content-type': type, origin }, body: '--x--' });
    expect((await form('http://evil.example')).status).toBe(403);
    expect((await form('http://evil.example', 'application/x-www-form-urlencoded')).status).toBe(403);
    expect((await form(`http://localhost:${config.PORT}`)).body).toBe('passed');
    // Everywhere but the identity provider's own screens (an unknown route too: Next would answer it with a 500).
    for (const path of ['/api/nope', '/auth/nope'])
      expect(
        (
          await send(path, {
            method: 'POST',
            headers: { 'content-type': 'multipart/form-data; boundary=x', origin: 'http://evil.example' },
            body: '--x--',
          })
        ).status,
        path,
      ).toBe(403);
  });
});

describe('the client address', () => {
  const request = (forwarded: string | undefined) =>
    ({
      headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
      socket: { remoteAddress: '10.0.0.2' },
    }) as unknown as http.IncomingMessage;

  it('behind a trusted proxy is the entry the proxy appended, not the ones the client wrote', () => {
    expect(clientAddress(request('6.6.6.6, 198.51.100.7'), true)).toBe('198.51.100.7');
    expect(clientAddress(request('198.51.100.7'), true)).toBe('198.51.100.7');
    expect(clientAddress(request(undefined), true)).toBe('10.0.0.2');
  });

  it('is the connection itself when no proxy is trusted', () => {
    expect(clientAddress(request('6.6.6.6'), false)).toBe('10.0.0.2');
  });
});
