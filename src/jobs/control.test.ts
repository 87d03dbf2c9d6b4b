import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { handleControl } from './control';

describe('the control endpoint', () => {
  it('lets nobody in while the server has no token yet (starting), not even with an empty bearer', async () => {
    const server = http.createServer(async (req, res) => {
      const action = Object.assign(async () => ({ ok: true as const, data: 'ran' }), {
        as: async () => ({ ok: true as const, data: 'ran' }),
        admits: () => true as const,
      });
      if (!(await handleControl(req, res, { token: '', queue: () => undefined, definitions: [], actions: { run: action } }))) res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/internal/actions/run`;
    try {
      for (const headers of [{}, { authorization: 'Bearer ' }] as Record<string, string>[]) {
        const res = await fetch(url, { method: 'POST', headers, body: '{}' });
        expect(res.status).toBe(503);
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
