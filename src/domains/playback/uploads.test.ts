import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleUploads, UPLOAD_PATH } from './uploads';

// The upload endpoint in front of tus: what it refuses before the protocol sees the request.
describe('the video upload endpoint', () => {
  let server: http.Server;
  let origin = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      void handleUploads(req, res).then((handled) => handled || res.writeHead(418).end());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('refuses X-HTTP-Method-Override, whatever method it names, before anything else is read', async () => {
    for (const method of ['DELETE', 'PATCH', 'HEAD', 'delete']) {
      const answer = await fetch(`${origin}${UPLOAD_PATH}/0123456789abcdef0123456789abcdef`, {
        method: 'POST',
        headers: { 'x-http-method-override': method, 'tus-resumable': '1.0.0' },
      });
      expect(answer.status, method).toBe(400);
      expect(await answer.json()).toEqual({ error: expect.stringMatching(/X-HTTP-Method-Override is not accepted/) });
    }
    // Any other path is not the endpoint's.
    expect((await fetch(`${origin}/api/studio/other`, { method: 'POST', headers: { 'x-http-method-override': 'DELETE' } })).status).toBe(
      418,
    );
  });
});
