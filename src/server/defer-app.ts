import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterPaintScript, DEFERRED_APP_ATTRIBUTE } from '@/lib/deferred-app';
import { toBuffer } from './compress';
import { notFoundDocument } from './not-found-page';
import { APP_PRELOAD, APP_SCRIPT, HEAD_PRELOAD, PLAYER_SCRIPT } from './next-internals/html';

// A page paints before its app's scripts are fetched (decisions 0012 and 0014): they are named in the HTML but loaded
// by the page's own inline script. A watch page that starts its stream itself loads them at the first frame (its early
// start, domains/playback/early-start.ts); every other page right after its first paint. Fetched with the HTML, they
// shared the first paint's bandwidth and main thread (on a phone the hydration ran before the poster was drawn).

// What the deferral finds in Next's HTML: next-internals/html.ts (an upgrade of Next is checked against it there).
const EARLY_START = new RegExp(PLAYER_SCRIPT);
/**
 * The head's preloads (the watch page's hls.js and first stream requests, a page's fonts) moved ahead of its inline
 * stylesheet: the browser's preload scanner reads in order, and that stylesheet takes its main thread a while to parse
 * (measured: hls.js asked for 44 ms after the HTML arrived, behind 40 kB of CSS).
 */
export function preloadsFirst(html: string): string {
  const headEnd = html.indexOf('</head>');
  const style = html.indexOf('<style');
  if (headEnd === -1 || style === -1 || style > headEnd) return html;
  const later = html.slice(style, headEnd);
  const preloads = later.match(HEAD_PRELOAD);
  if (!preloads) return html;
  return html.slice(0, style) + preloads.join('') + later.replace(HEAD_PRELOAD, '') + html.slice(headEnd);
}

/** The nonce of a response's script policy (a page rendered per request: proxy.ts), or undefined. */
export const policyNonce = (policy: unknown) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(String(policy ?? ''))?.[1];

/** The site's own inline scripts (the layout's two, a watch page's early start): marked with the response's nonce, if any. */
const OWN_INLINE = /<script id="(appearance-prepaint|who-hint|early-start)">/g;

/**
 * The page with its app scripts held back and the inline script that loads them (the early start's, or after paint).
 * `nonce`: the response's, given to the site's own inline scripts (Next gives it to its own).
 */
export function deferAppScripts(html: string, nonce?: string): string {
  let held = false;
  const mark = nonce ? ` nonce="${nonce}"` : '';
  const marked = nonce ? html.replace(OWN_INLINE, (_, id: string) => `<script id="${id}"${mark}>`) : html;
  const out = preloadsFirst(marked.replace(APP_PRELOAD, '')).replace(APP_SCRIPT, (_, src: string) => {
    held = true;
    return `<script ${DEFERRED_APP_ATTRIBUTE}="${src}"></script>`;
  });
  if (!held || EARLY_START.test(html)) return out;
  // Before the document's own end (the last one: nothing the page says can come after it).
  const end = out.lastIndexOf('</body>');
  const loader = `<script${mark}>${afterPaintScript()}</script>`;
  return end === -1 ? out + loader : `${out.slice(0, end)}${loader}${out.slice(end)}`;
}

/** Whether this request asks for a page's document (not its RSC payload for a client-side navigation). */
export function isPageDocument(req: IncomingMessage): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && !req.headers.rsc && !/[?&]_rsc=/.test(req.url ?? '');
}

/** Holds a page's HTML until its end, then sends it with the app's scripts deferred. Call before handing on. */
export function deferAppScriptsOf(res: ServerResponse): void {
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  const chunks: Buffer[] = [];
  const isHtml = () => /^text\/html/.test(String(res.getHeader('content-type') ?? ''));
  res.write = function heldWrite(chunk: unknown, ...rest: unknown[]) {
    if (!isHtml()) return write(chunk, ...rest);
    chunks.push(toBuffer(chunk, rest[0]));
    return true;
  } as typeof res.write;
  res.end = function heldEnd(...args: unknown[]) {
    if (!isHtml()) return end(...args);
    // HEAD has no body to change: Next's length would be the unchanged page's, so none is sent.
    if (res.req?.method === 'HEAD') {
      if (!res.headersSent) res.removeHeader('content-length');
      return end(...args);
    }
    const chunk = typeof args[0] === 'function' ? undefined : args[0];
    if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, args[1]));
    const page = Buffer.concat(chunks).toString('utf8');
    const sent = notFoundDocument(res.statusCode, page);
    // Next's ETag is the shell's: a stand-in page is sent without one (no 304 answers for a 404's address).
    if (sent !== page && !res.headersSent) res.removeHeader('etag');
    const html = deferAppScripts(sent, policyNonce(res.getHeader('content-security-policy')));
    if (!res.headersSent && res.hasHeader('content-length')) res.setHeader('content-length', Buffer.byteLength(html));
    return end(html);
  } as typeof res.end;
}
