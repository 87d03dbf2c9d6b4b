import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { processWide } from '@/lib/process-wide';

// Compression for everything Next answers (next.config sets compress: false). A page served from the page cache
// (or any answer with an ETag) is compressed once per version and the bytes reused; others stream through zlib.
// Next's own middleware compressed every cached page afresh, which halved their throughput.

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
const MIN_BYTES = 1024;
const MEMO_BYTES = 64 * 1024 * 1024;

export type Encoding = 'br' | 'gzip';
/** How often a cached page had to be compressed (tests read it). */
export const compressionCounters = { memoMisses: 0 };
// One memory per process: Next's bundles may load this module a second time (a route can put bytes in it).
// Bytes compressed ahead of time are kept apart and never evicted: a flood of distinct pages would push them out.
const store = processWide('compressed-answers', () => ({ memo: new Map<string, Buffer>(), bytes: 0, ahead: new Map<string, Buffer>() }));
const memo = store.memo;

function remember(key: string, body: Buffer) {
  memo.set(key, body);
  store.bytes += body.length;
  // Oldest first: a Map iterates in insertion order.
  for (const [k, v] of memo) {
    if (store.bytes <= MEMO_BYTES) break;
    memo.delete(k);
    store.bytes -= v.length;
  }
}

function encode(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : zlib.gzipSync(body, { level: 6 });
}

const memoKey = (encoding: Encoding, etag: string, length: number) => `${encoding}:${etag}:${length}`;

/** Bytes compressed ahead of time (more slowly, smaller) for an answer with this ETag: served as they are. */
export function rememberCompressed(etag: string, body: Buffer, encoding: Encoding, compressed: Buffer): void {
  store.ahead.set(memoKey(encoding, etag, body.length), compressed);
}

/** `body` compressed, from memory when these bytes (named by `key`) were compressed before. */
export function compressOnce(key: string, body: Buffer, encoding: Encoding): Buffer {
  let compressed = store.ahead.get(key) ?? memo.get(key);
  if (!compressed) {
    compressionCounters.memoMisses += 1;
    compressed = encode(body, encoding);
    remember(key, compressed);
  }
  return compressed;
}

/** The encoding to answer with: brotli when accepted, else gzip, else none (a coding with q=0 is refused). */
export function pickEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const accepted = new Set<string>();
  for (const part of String(acceptEncoding ?? '')
    .toLowerCase()
    .split(',')) {
    const [coding, ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (coding && !(q && Number(q.slice(2)) === 0)) accepted.add(coding);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function headerValue(res: ServerResponse, name: string): string {
  const v = res.getHeader(name);
  return Array.isArray(v) ? v.join(',') : v === undefined ? '' : String(v);
}

/** What is told of an answer compressed once: its status, headers and the bytes sent. */
export type FinishedAnswer = (status: number, headers: OutgoingHttpHeaders, body: Buffer) => void;

/**
 * Wraps `res` so that what is written to it is compressed as the request allows. Call before handing it on.
 * `onFinished` hears of each answer with an ETag once it is sent (the response cache keeps some).
 */
/** A chunk handed to res.write or res.end (a Buffer, or a string in the given encoding) as a Buffer. */
export const toBuffer = (chunk: unknown, enc?: unknown): Buffer =>
  Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, (typeof enc === 'string' ? enc : 'utf8') as BufferEncoding);

export function compressResponse(req: IncomingMessage, res: ServerResponse, onFinished?: FinishedAnswer): void {
  const encoding = req.method === 'HEAD' ? null : pickEncoding(req.headers['accept-encoding']);
  res.setHeader('vary', 'Accept-Encoding');
  if (!encoding) return;

  const writeHead = res.writeHead.bind(res) as (status: number, headers?: OutgoingHttpHeaders) => ServerResponse;
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  let mode: 'none' | 'memo' | 'stream' | undefined;
  let status = 200;
  const chunks: Buffer[] = [];
  let stream: zlib.Gzip | zlib.BrotliCompress | undefined;

  res.writeHead = function patchedWriteHead(this: ServerResponse, code: number, ...rest: unknown[]) {
    status = code;
    const headers = rest.find((r) => r && typeof r === 'object') as OutgoingHttpHeaders | undefined;
    if (headers && !Array.isArray(headers)) for (const [k, v] of Object.entries(headers)) if (v !== undefined) res.setHeader(k, v);
    const type = headerValue(res, 'content-type');
    const already = headerValue(res, 'content-encoding');
    const length = Number(headerValue(res, 'content-length') || Infinity);
    // Server-sent events go out as they are written: a compressor would hold them back.
    if (already || !COMPRESSIBLE.test(type) || type.startsWith('text/event-stream') || code === 204 || code === 304 || length < MIN_BYTES) {
      mode = 'none';
      return writeHead(code);
    }
    const vary = headerValue(res, 'vary');
    if (!/accept-encoding/i.test(vary)) res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    // An answer with an ETag (pages from the page cache, their RSC payloads, static files) names its bytes:
    // compress each version once. Streamed answers (rendered per request) have none.
    mode = headerValue(res, 'etag') ? 'memo' : 'stream';
    if (mode === 'stream') {
      res.removeHeader('content-length');
      res.setHeader('content-encoding', encoding);
      stream =
        encoding === 'br'
          ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
          : zlib.createGzip({ level: 6 });
      stream.on('data', (d: Buffer) => write(d));
      stream.on('end', () => end());
      return writeHead(code);
    }
    return res; // memo: the real head goes out with the body
  } as typeof res.writeHead;

  res.write = function patchedWrite(chunk: unknown, ...rest: unknown[]) {
    if (mode === undefined) res.writeHead(res.statusCode);
    if (mode === 'memo') {
      chunks.push(toBuffer(chunk, rest[0]));
      return true;
    }
    if (mode === 'stream') {
      stream!.write(toBuffer(chunk, rest[0]));
      return true; // zlib buffers; the caller never waits for a drain that would not come
    }
    return write(chunk, ...rest);
  } as typeof res.write;

  res.end = function patchedEnd(...args: unknown[]) {
    const chunk = typeof args[0] === 'function' ? undefined : args[0];
    if (mode === undefined) {
      // Nothing written yet: small answers need no compression.
      const size = chunk ? toBuffer(chunk, args[1]).length : 0;
      if (size < MIN_BYTES && !res.headersSent) res.setHeader('content-length', size);
      res.writeHead(res.statusCode);
    }
    if (mode === 'memo') {
      if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, args[1]));
      const body = Buffer.concat(chunks);
      const key = memoKey(encoding, headerValue(res, 'etag'), body.length);
      const compressed = compressOnce(key, body, encoding);
      res.setHeader('content-encoding', encoding);
      res.setHeader('content-length', compressed.length);
      writeHead(status);
      const sent = end(compressed);
      onFinished?.(status, res.getHeaders(), compressed);
      return sent;
    }
    if (mode === 'stream') {
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') stream!.write(toBuffer(chunk, args[1]));
      stream!.end();
      return res;
    }
    return end(...args);
  } as typeof res.end;
}
