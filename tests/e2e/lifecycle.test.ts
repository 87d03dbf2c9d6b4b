import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startSite } from './harness';

// An app process as a load balancer sees it: alive (/healthz), ready (/readyz), and on SIGTERM a graceful stop: no new
// connections, the answers in flight finished, gone within 10 s.

const alive = (pid: number) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('an app process behind a load balancer', () => {
  it('answers /healthz and /readyz, and on SIGTERM stops taking connections, finishes the download in flight and exits within 10 s', async () => {
    const site = await startSite();
    try {
      const live = await fetch(`${site.url}/healthz`);
      expect(live.status).toBe(200);
      expect(live.headers.get('cache-control')).toBe('no-store');
      expect(await live.json()).toEqual({ status: 'ok' });
      // Ready once its queue runs (just after it starts listening).
      await expect.poll(async () => (await fetch(`${site.url}/readyz`)).status, { timeout: 30_000 }).toBe(200);
      expect(await (await fetch(`${site.url}/readyz`)).json()).toEqual({
        status: 'ready',
        checks: { database: true, queue: true, accepting: true },
      });
      expect((await fetch(`${site.url}/readyz`, { method: 'POST' })).status).toBe(405);

      // A large download under way: its headers are here, the reader has stopped reading.
      const size = 48 * 1024 * 1024;
      fs.writeFileSync(path.join(site.dataDir, 'media', 'lifecycle.mp4'), randomBytes(size));
      const { port } = new URL(site.url);
      const download = await new Promise<http.IncomingMessage>((resolve, reject) =>
        http.get({ host: '127.0.0.1', port, path: '/media/lifecycle.mp4' }, resolve).on('error', reject),
      );
      expect(download.statusCode).toBe(200);
      download.pause();
      let received = 0;
      const finished = new Promise<number>((resolve, reject) => {
        download.on('data', (chunk: Buffer) => (received += chunk.length));
        download.on('end', () => resolve(received));
        download.on('error', reject);
      });

      const signalled = Date.now();
      process.kill(-site.pid, 'SIGTERM');
      // New connections are refused at once (the balancer moves on)...
      await expect
        .poll(() =>
          fetch(`${site.url}/healthz`).then(
            () => 'answered',
            () => 'refused',
          ),
        )
        .toBe('refused');
      // ...while the download in flight is served to its last byte.
      download.resume();
      expect(await finished).toBe(size);
      await expect.poll(() => alive(site.pid), { timeout: 12_000, interval: 100 }).toBe(false);
      expect(Date.now() - signalled).toBeLessThan(10_000);
      expect(site.log()).toMatch(/SIGTERM: shutting down[\s\S]*SIGTERM: stopped/);
    } finally {
      await site.stop();
    }
  }, 120_000);
});
