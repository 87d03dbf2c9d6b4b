import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalMediaPath, handleMedia, handleMediaGate, mediaCounters, type MediaGate } from './media';

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

describe('the media gate for a proxy in front (nginx auth_request)', () => {
  // The gate of the playback domain, reduced to its three answers.
  const gate: MediaGate = async (pathname) =>
    pathname.startsWith('/media/videos/open/')
      ? { path: pathname, private: false }
      : pathname.startsWith('/media/p/t/videos/adult/')
        ? { path: pathname.replace('/media/p/t/', '/media/'), private: true }
        : pathname.startsWith('/media/videos/adult/')
          ? { status: 403, error: 'token_required', message: 'This video is for subscribers.' }
          : { status: 404, error: 'not_found', message: 'No such video.' };
  const ask = (original: string) =>
    new Promise<Record<string, unknown> & { status: number }>((resolve, reject) => {
      const server = http.createServer(async (req, res) => {
        if (!(await handleMediaGate(req, res, gate))) res.writeHead(418).end();
      });
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        http
          .get({ port, host: '127.0.0.1', path: '/internal/media-gate', headers: { 'x-original-uri': original } }, (res) => {
            res.resume();
            server.close();
            resolve({ ...res.headers, status: res.statusCode! });
          })
          .on('error', reject);
      });
    });

  it('names the object to stream and its caching, or refuses with the reason the proxy passes on', async () => {
    expect(await ask('/media/videos/open/720p/seg_000.m4s?x=1')).toMatchObject({
      status: 204,
      'x-media-key': 'videos/open/720p/seg_000.m4s',
      'x-media-cache-control': 'public, max-age=31536000, immutable',
    });
    // A playback token's file: the object without the token, private to the viewer.
    expect(await ask('/media/p/t/videos/adult/master.m3u8')).toMatchObject({
      status: 204,
      'x-media-key': 'videos/adult/master.m3u8',
      'x-media-cache-control': 'private, max-age=600',
    });
    expect(await ask('/media/videos/adult/master.m3u8')).toMatchObject({ status: 403, 'x-media-error': 'token_required' });
    // Not found is 401 to the proxy (auth_request passes on 401 and 403 only; nginx answers it as 404).
    expect(await ask('/media/videos/gone/master.m3u8')).toMatchObject({ status: 401, 'x-media-error': 'not_found' });
  });

  it('judges the path as the store will read it: decoded, normalised, never outside /media', async () => {
    expect((await ask('/media/videos/adult/../open/x.m4s'))['x-media-key']).toBe('videos/open/x.m4s');
    expect((await ask('/media/videos/open/..%2Fadult/x.m4s')).status).toBe(403);
    expect((await ask('/media/..%2F..%2Fetc/passwd')).status).toBe(401);
    expect((await ask('/elsewhere/videos/open/x.m4s')).status).toBe(401);
    // Only video files: a fragment does not move the judged path out of /media/videos, nor is anything else judged.
    expect((await ask('/media/videos/open/x#/../../../outside/note.txt'))['x-media-key']).toBe('videos/open/x');
    expect((await ask('/media/videos/open/x.m4s#/../../adult/y.m4s'))['x-media-key']).toBe('videos/open/x.m4s');
    expect((await ask('/media/images/posters/a.svg')).status).toBe(401);
    expect(canonicalMediaPath('/media/videos//open/./x.m4s')).toBe('/media/videos/open/x.m4s');
    expect(canonicalMediaPath('/media/%E0%A4%A')).toBeNull();
    expect(canonicalMediaPath('/media/a%00b')).toBeNull();
  });
});
