import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import { imageConfig } from '@/image-config';
import { decodeOrNull } from '@/lib/decode';
import { cachePolicy, contentTypeOf } from './media-types';
import type { ObjectReader } from './storage';

export { cachePolicy, contentTypeOf };

const allowedWidths = new Set<number>([...imageConfig.deviceSizes, ...imageConfig.imageSizes]);

const imageQuery = z.object({
  url: z
    .string()
    .regex(/^\/media\/images\/(?:[a-z0-9_-]+\/)*[a-z0-9_-]+\.(svg|png|jpe?g|webp)$/i, 'url must be an image under /media/images/'),
  w: z.coerce
    .number()
    .int()
    .refine((w) => allowedWidths.has(w), 'w must be one of the configured image widths'),
  // Only the configured quality: every accepted (url, w, q) becomes a cached file, so the set must stay small.
  q: z.coerce
    .number()
    .int()
    .refine((q) => q === imageConfig.quality, `q must be ${imageConfig.quality}`)
    .default(imageConfig.quality),
});

function send(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(body);
}

/** Resolves a /media path inside the media folder, refusing anything that escapes it. */
function resolveInside(mediaDir: string, urlPath: string): string | null {
  const decoded = decodeOrNull(urlPath.replace(/^\/media\//, ''));
  if (decoded === null) return null; // malformed escapes name no file
  const full = path.resolve(mediaDir, decoded);
  return full.startsWith(mediaDir + path.sep) ? full : null;
}

/** A /media URL path decoded and normalised ("//", "..", escaped slashes), as the gate judges it; null outside /media. */
export function canonicalMediaPath(urlPath: string): string | null {
  const decoded = decodeOrNull(urlPath.replace(/^\/media\//, ''));
  if (decoded === null || decoded.includes('\0')) return null;
  const full = path.posix.resolve('/media', decoded);
  return full.startsWith('/media/') ? full : null;
}

/** The one byte range asked for ("bytes=a-b", "bytes=a-", "bytes=-n"), 'invalid' for an unsatisfiable one. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'invalid' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (!m[1] && !m[2])) return 'invalid';
  let start: number;
  let end: number;
  if (!m[1]) {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] ? Math.min(Number(m[2]), size - 1) : size - 1;
  }
  return start > end || start >= size ? 'invalid' : { start, end };
}

const MEDIA_HEADERS = {
  'x-content-type-options': 'nosniff',
  // Media is data, never a document: an SVG opened directly cannot run script.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

async function serveFile(req: IncomingMessage, res: ServerResponse, file: string, fallbackCache: string, isPrivate = false) {
  let stat: fs.Stats;
  try {
    stat = await fsp.stat(file);
    if (!stat.isFile()) throw new Error('not a file');
  } catch {
    return send(res, 404, 'Not found');
  }
  // Gated files are for one viewer: browsers may keep them a while, shared caches never.
  const cacheControl = isPrivate ? 'private, max-age=600' : cachePolicy(file, fallbackCache);
  const type = contentTypeOf(file);
  const etag = `"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"`;
  const common = {
    'cache-control': cacheControl,
    etag,
    ...MEDIA_HEADERS,
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, common);
    return res.end();
  }
  // Playlists are small text read often: gzip them. Video is compressed already.
  if (type === 'application/vnd.apple.mpegurl' && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    const body = gzipSync(await fsp.readFile(file));
    res.writeHead(200, {
      ...common,
      'content-type': type,
      'content-encoding': 'gzip',
      'content-length': body.length,
      vary: 'Accept-Encoding',
    });
    return res.end(req.method === 'HEAD' ? undefined : body);
  }
  const range = parseRange(req.headers.range, stat.size);
  if (range === 'invalid') {
    res.writeHead(416, { ...common, 'content-range': `bytes */${stat.size}` });
    return res.end();
  }
  const { start, end } = range ?? { start: 0, end: stat.size - 1 };
  res.writeHead(range ? 206 : 200, {
    ...common,
    'content-type': type,
    'content-length': stat.size === 0 ? 0 : end - start + 1,
    'accept-ranges': 'bytes',
    ...(range ? { 'content-range': `bytes ${start}-${end}/${stat.size}` } : {}),
  });
  if (req.method === 'HEAD' || stat.size === 0) return res.end();
  // 1 MiB reads: a 2 s 1080p segment in two reads instead of twenty-two.
  fs.createReadStream(file, { start, end, highWaterMark: 1024 * 1024 }).pipe(res);
}

/** Resizes an image under /media/images to a configured width, once; later requests read the cached file. */
async function serveImage(req: IncomingMessage, res: ServerResponse, mediaDir: string, url: URL) {
  const parsed = imageQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) return send(res, 400, parsed.error.issues.map((i) => i.message).join('; '));
  const { url: src, w, q } = parsed.data;
  const source = resolveInside(mediaDir, src);
  if (!source) return send(res, 400, 'Bad image path');
  // Keyed by the file, not by the spelling of its path ("//", "./"): each image has one set of variants.
  const key = createHash('sha256')
    .update(`${path.relative(mediaDir, source)}|${w}|${q}`)
    .digest('hex')
    .slice(0, 32);
  const cached = path.join(mediaDir, 'cache', 'images', `${key}.webp`);
  if (!fs.existsSync(cached)) {
    if (!fs.existsSync(source)) return send(res, 404, 'Not found');
    await renderOnce(cached, () => renderImage(source, cached, w, q));
  }
  return serveFile(req, res, cached, 'public, max-age=31536000, immutable');
}

async function renderImage(source: string, cached: string, width: number, quality: number) {
  const sharp = (await import('sharp')).default;
  await fsp.mkdir(path.dirname(cached), { recursive: true });
  const tmp = `${cached}.${process.pid}.${Date.now()}.tmp`;
  await sharp(source, { density: 144 }).resize({ width, withoutEnlargement: false }).webp({ quality }).toFile(tmp);
  await fsp.rename(tmp, cached);
}

// Concurrent requests for one variant share one render (a 3840 px render takes about a second).
const rendering = new Map<string, Promise<void>>();
/** How many image variants this process has rendered (tests and the operator read it). */
export const mediaCounters = { imageRenders: 0 };

function renderOnce(key: string, render: () => Promise<void>): Promise<void> {
  let pending = rendering.get(key);
  if (!pending) {
    mediaCounters.imageRenders += 1;
    pending = render().finally(() => rendering.delete(key));
    rendering.set(key, pending);
  }
  return pending;
}

/** Handles /media/*; returns false for anything else. */
/** Decides whether a /media path may be served (and from which path), or refuses it with a JSON error. */
export type MediaGate = (
  pathname: string,
) => Promise<{ path: string; private: boolean } | { status: 403 | 404; error: string; message: string }>;

/** A judged path's caching: a gated file is for one viewer (browsers may keep it a while, shared caches never). */
const cacheControlOf = (file: string, isPrivate: boolean) =>
  isPrivate ? 'private, max-age=600' : cachePolicy(file, 'public, max-age=3600');

/** Streams a bucket's object (a packaged video's file) with the gate's caching; ranges and revalidation go to the store. */
async function serveObject(req: IncomingMessage, res: ServerResponse, read: ObjectReader, key: string, cacheControl: string) {
  const header = (name: string) => (typeof req.headers[name] === 'string' ? req.headers[name] : undefined);
  const found = await read(key, { range: header('range'), ifNoneMatch: header('if-none-match') });
  if (!found) return send(res, 404, 'Not found');
  res.writeHead(found.status, { ...found.headers, ...MEDIA_HEADERS, 'cache-control': cacheControl });
  if (req.method === 'HEAD' || !found.body) {
    found.body?.destroy();
    return res.end();
  }
  found.body.on('error', () => res.destroy()).pipe(res);
}

/**
 * The gate asked by a proxy in front of the site (nginx's auth_request, X-Original-URI): 204 with the object's key and
 * caching when the path may be served, 401 for no such video (nginx answers 404), 403 for a refusal. The proxy then
 * streams the object from the bucket; this process never carries the video itself.
 */
export async function handleMediaGate(req: IncomingMessage, res: ServerResponse, gate: MediaGate): Promise<boolean> {
  if (req.url !== '/internal/media-gate') return false;
  // The request line as sent: a fragment or query ends the path ("#" never comes from a browser; nginx cuts there).
  const original = String(req.headers['x-original-uri'] ?? '').split(/[?#]/)[0]!;
  const canonical = canonicalMediaPath(original);
  // Only what the proxy sends here: video files, open or under a playback token; anything else names none.
  const video = canonical && original.startsWith('/media/') && /^\/media\/(videos|p)\//.test(canonical);
  const verdict = video ? await gate(canonical) : null;
  if (!verdict || 'error' in verdict) {
    const status = !verdict || verdict.status === 404 ? 401 : 403;
    // The proxy answers the viewer from these (nginx passes on no body of its subrequest).
    const refusal = verdict ? { error: verdict.error, message: verdict.message } : { error: 'not_found', message: 'No such video.' };
    res.writeHead(status, { 'x-media-error': refusal.error, 'x-media-message': refusal.message, 'cache-control': 'no-store' });
    res.end();
    return true;
  }
  const key = verdict.path.replace(/^\/media\//, '');
  res.writeHead(204, {
    'x-media-key': key.split('/').map(encodeURIComponent).join('/'),
    'x-media-cache-control': cacheControlOf(verdict.path, verdict.private),
    'cache-control': 'no-store',
  });
  res.end();
  return true;
}

export async function handleMedia(
  req: IncomingMessage,
  res: ServerResponse,
  mediaDir: string,
  gate?: MediaGate,
  objects?: ObjectReader,
): Promise<boolean> {
  if (!req.url?.startsWith('/media/')) return false;
  const url = new URL(req.url, 'http://localhost');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    send(res, 405, 'Method not allowed');
    return true;
  }
  try {
    if (url.pathname === '/media/image') await serveImage(req, res, mediaDir, url);
    else {
      // The gate judges the decoded, normalised path: no escaped slash or doubled separator slips past it.
      const asked = resolveInside(mediaDir, url.pathname);
      const canonical = asked && `/media/${path.relative(mediaDir, asked).split(path.sep).join('/')}`;
      const verdict = !canonical ? null : gate ? await gate(canonical) : { path: canonical, private: false };
      if (verdict && 'error' in verdict) {
        res.writeHead(verdict.status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(JSON.stringify({ error: verdict.error, message: verdict.message }));
        return true;
      }
      if (verdict && objects && verdict.path.startsWith('/media/videos/')) {
        await serveObject(req, res, objects, verdict.path.replace(/^\/media\//, ''), cacheControlOf(verdict.path, verdict.private));
        return true;
      }
      const file = verdict && path.resolve(mediaDir, verdict.path.replace(/^\/media\//, ''));
      if (!file || !file.startsWith(mediaDir + path.sep) || file.startsWith(path.join(mediaDir, 'cache') + path.sep))
        send(res, 404, 'Not found');
      else await serveFile(req, res, file, 'public, max-age=3600', verdict.private);
    }
  } catch (error) {
    console.error('media error', error);
    if (!res.headersSent) send(res, 500, 'Media error');
  }
  return true;
}
