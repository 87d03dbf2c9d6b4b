import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFERRED_APP_ATTRIBUTE } from '@/lib/deferred-app';

// A watch page's first frame waits for nothing of the app: the stream starts from the page's own inline script (see
// domains/playback/early-start.ts), and the app's scripts, which would share the first second's bandwidth and main
// thread with it, are named in the HTML but fetched only once the first frame is up (or the start gave up). Only
// pages that start their stream early are changed: they carry the player's hls.js as a script of the page.

const EARLY_START = /<script src="\/player\/hls\.[0-9a-f]{16}\.js"><\/script>/;
const APP_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;
const APP_PRELOAD = /<link rel="preload" as="script"(?: fetchPriority="low")? href="\/_next\/static\/chunks\/[^"]+\.js"\/>/g;

/** The page with its app scripts deferred, when it starts its stream early; otherwise as it is. */
export function deferAppScripts(html: string): string {
  if (!EARLY_START.test(html)) return html;
  return html.replace(APP_PRELOAD, '').replace(APP_SCRIPT, (_, src: string) => `<script ${DEFERRED_APP_ATTRIBUTE}="${src}"></script>`);
}

/** Whether this request is a watch page's document (not its RSC payload for a client-side navigation). */
export function isWatchDocument(req: IncomingMessage): boolean {
  return req.method === 'GET' && /^\/watch\//.test(req.url ?? '') && !req.headers.rsc && !/[?&]_rsc=/.test(req.url ?? '');
}

/** Holds a watch page's HTML until its end, then sends it with the app's scripts deferred. Call before handing on. */
export function deferAppScriptsOf(res: ServerResponse): void {
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  const chunks: Buffer[] = [];
  const isHtml = () => /^text\/html/.test(String(res.getHeader('content-type') ?? ''));
  const toBuffer = (chunk: unknown, enc?: unknown) =>
    Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, (typeof enc === 'string' ? enc : 'utf8') as BufferEncoding);
  res.write = function heldWrite(chunk: unknown, ...rest: unknown[]) {
    if (!isHtml()) return write(chunk, ...rest);
    chunks.push(toBuffer(chunk, rest[0]));
    return true;
  } as typeof res.write;
  res.end = function heldEnd(...args: unknown[]) {
    if (!isHtml()) return end(...args);
    const chunk = typeof args[0] === 'function' ? undefined : args[0];
    if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, args[1]));
    const html = deferAppScripts(Buffer.concat(chunks).toString('utf8'));
    if (!res.headersSent && res.hasHeader('content-length')) res.setHeader('content-length', Buffer.byteLength(html));
    return end(html);
  } as typeof res.end;
}
