import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleMedia, mediaCounters } from './media';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="300"><rect width="200" height="300" fill="#c33"/></svg>';
const PLAYLIST = '#EXTM3U\n#EXT-X-VERSION:7\n' + '#EXT-X-STREAM-INF:BANDWIDTH=3300000,RESOLUTION=1280x720\n720p/index.m3u8\n'.repeat(20);
const SEGMENT = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));
let dir: string;
let server: http.Server;
let base: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'streamit-media-'));
  fs.mkdirSync(path.join(dir, 'images', 'posters'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'images', 'posters', 'a.svg'), SVG);
  fs.mkdirSync(path.join(dir, 'videos', 'asset-1', '720p'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'videos', 'asset-1', 'master.m3u8'), PLAYLIST);
  fs.writeFileSync(path.join(dir, 'videos', 'asset-1', '720p', 'seg_000.m4s'), SEGMENT);
  server = http.createServer(async (req, res) => {
    if (!(await handleMedia(req, res, dir))) res.writeHead(418).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

const image = (w: number | string, q: number | string = 75, url = '/media/images/posters/a.svg') =>
  fetch(`${base}/media/image?url=${encodeURIComponent(url)}&w=${w}&q=${q}`);

describe('the media handler', () => {
  it('resizes an image to a configured width at the configured quality', async () => {
    const res = await image(640);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('refuses other widths and qualities with a message', async () => {
    const width = await image(333);
    expect(width.status).toBe(400);
    expect(await width.text()).toMatch(/w must be one of the configured image widths/);
    expect((await image(640, 74)).status).toBe(400);
    expect((await image('abc')).status).toBe(400);
  });

  it('serves only files inside the media folder', async () => {
    expect((await image(640, 75, '/etc/passwd')).status).toBe(400);
    expect((await image(640, 75, '/media/images/../../etc/passwd.svg')).status).toBe(400);
    expect((await fetch(`${base}/media/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
    expect((await fetch(`${base}/media/images/posters/%E0%A4%A.svg`)).status).toBe(404);
    expect((await fetch(`${base}/media/cache/images/x.webp`)).status).toBe(404);
    expect((await image(640, 75, '/media/images/posters/missing.svg')).status).toBe(404);
    const svg = await fetch(`${base}/media/images/posters/a.svg`);
    expect(svg.headers.get('content-security-policy')).toContain('sandbox');
    expect((await fetch(`${base}/media/images/posters/a.svg`, { method: 'DELETE' })).status).toBe(405);
  });

  it('renders a variant once when several requests for it arrive together', async () => {
    const before = mediaCounters.imageRenders;
    const answers = await Promise.all([1, 2, 3, 4].map(() => image(3840)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const sizes = await Promise.all(answers.map(async (r) => (await r.arrayBuffer()).byteLength));
    expect(new Set(sizes).size).toBe(1);
    expect(mediaCounters.imageRenders - before).toBe(1);
  });

  it('takes each image by one spelling of its path: extra slashes and dot segments render nothing new', async () => {
    const before = mediaCounters.imageRenders;
    for (const url of ['/media/images//posters/a.svg', '/media/images/posters//a.svg', '/media/images/./posters/a.svg'])
      expect((await image(3840, 75, url)).status, url).toBe(400);
    expect(mediaCounters.imageRenders - before).toBe(0);
  });

  it('serves video parts with byte ranges and long caching, playlists gzipped with short caching', async () => {
    const segment = `${base}/media/videos/asset-1/720p/seg_000.m4s`;
    const whole = await fetch(segment);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/iso.segment');
    expect(whole.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer()).equals(SEGMENT)).toBe(true);

    const part = await fetch(segment, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-199/5000');
    expect(Buffer.from(await part.arrayBuffer()).equals(SEGMENT.subarray(100, 200))).toBe(true);
    const tail = await fetch(segment, { headers: { range: 'bytes=-10' } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(SEGMENT.subarray(4990))).toBe(true);
    const open = await fetch(segment, { headers: { range: 'bytes=4990-' } });
    expect(open.headers.get('content-range')).toBe('bytes 4990-4999/5000');
    const beyond = await fetch(segment, { headers: { range: 'bytes=6000-7000' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */5000');
    expect((await fetch(segment, { headers: { range: 'lines=1-2' } })).status).toBe(416);
    const etag = whole.headers.get('etag')!;
    expect((await fetch(segment, { headers: { 'if-none-match': etag } })).status).toBe(304);

    const playlist = await fetch(`${base}/media/videos/asset-1/master.m3u8`, { headers: { 'accept-encoding': 'gzip' } });
    expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(playlist.headers.get('content-encoding')).toBe('gzip');
    expect(playlist.headers.get('cache-control')).toBe('public, max-age=60');
    expect(Number(playlist.headers.get('content-length'))).toBeLessThan(PLAYLIST.length / 4);
    expect(await playlist.text()).toBe(PLAYLIST); // fetch decodes it
    const plain = await fetch(`${base}/media/videos/asset-1/master.m3u8`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    // Segments are never gzipped (already compressed), whatever the client accepts.
    expect((await fetch(segment, { headers: { 'accept-encoding': 'gzip' } })).headers.get('content-encoding')).toBeNull();
  });
});
