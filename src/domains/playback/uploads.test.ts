import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '@/config';
import { registerViewerResolver, SYSTEM, VISITOR } from '@/server/viewer';
import { handleUploads, UPLOAD_PATH } from './uploads';

// The upload endpoint in front of tus: what it refuses before the protocol sees the request. Who is asking is the
// identity domain's to say; here a cookie stands for an operator's session (the browser tests sign one in for real).
describe('the video upload endpoint', () => {
  let server: http.Server;
  let port = 0;
  beforeAll(async () => {
    registerViewerResolver(async (read) => (read('test-operator') === '1' ? SYSTEM : VISITOR));
    server = http.createServer((req, res) => {
      void handleUploads(req, res).then((handled) => handled || res.writeHead(418).end());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A POST as the browser sends it to the site's own address (its Host), with the headers given. */
  const post = (path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        { port, path, method: 'POST', headers: { host: `localhost:${config.PORT}`, 'content-length': '0', ...headers } },
        (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode!, body }));
        },
      );
      req.on('error', reject);
      req.end();
    });

  it('refuses X-HTTP-Method-Override from an operator, whatever method it names; a stranger learns nothing', async () => {
    const at = `${UPLOAD_PATH}/0123456789abcdef0123456789abcdef`;
    for (const method of ['DELETE', 'PATCH', 'HEAD', 'delete']) {
      const answer = await post(at, { 'x-http-method-override': method, 'tus-resumable': '1.0.0', cookie: 'test-operator=1' });
      expect(answer.status, method).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ error: expect.stringMatching(/X-HTTP-Method-Override is not accepted/) });
      expect((await post(at, { 'x-http-method-override': method, 'tus-resumable': '1.0.0' })).status, method).toBe(404);
    }
    // Any other path is not the endpoint's.
    expect((await post('/api/studio/other', { 'x-http-method-override': 'DELETE' })).status).toBe(418);
  });
});
