import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { processWide } from '@/lib/process-wide';
import type { Encoding } from './compress';
import { GUEST_COOKIE, SESSION_COOKIE } from '@/lib/identity-cookies';

// Finished answers of pages Next serves from its page cache, compressed, kept a few seconds in front of Next:
// what a CDN does with their `s-maxage`, inside the process. Next hashes the whole page for its ETag and walks
// its router on every request, which held cached pages to a third of a same-size static file; a hit here costs
// one map lookup. A write that expires a tag clears it (page-cache-handler.mjs), so nobody waits out the TTL.

const TTL_MS = 10_000;
const MAX_BYTES = 32 * 1024 * 1024;
// Searches are an unbounded space: the latest few are kept (each asked for twice at least, as every kept answer is a
// page-cache hit), the oldest making way, so a popular term is answered as fast as a page and a flood of terms can
// neither push the pages out nor hold the places of the terms asked for after it.
const MAX_SEARCHES = 200;
const isSearch = (key: string) => key.includes(' /search');
// Requests Next answers differently from the plain document (client navigation, prefetch, server actions).
const NEXT_REQUEST_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action'];
// Per-connection headers are the server's to write, never a stored copy's.
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

type Entry = { status: number; headers: OutgoingHttpHeaders; body: Buffer; etag: string; expires: number };
type Store = { entries: Map<string, Entry>; bytes: number; searches: Set<string>; clear: () => void };

// One per process (page-cache-handler.mjs reaches it by the same name to clear it).
const store: Store = processWide('response-cache', () => ({
  entries: new Map(),
  bytes: 0,
  searches: new Set(),
  clear() {
    this.entries.clear();
    this.bytes = 0;
    this.searches.clear();
  },
}));

/** The key a request's answer is kept under, or null when its answer is not for keeping. */
export function responseCacheKey(req: IncomingMessage, encoding: Encoding | null): string | null {
  if (req.method !== 'GET' || !encoding) return null;
  const url = req.url ?? '/';
  // _rsc is a navigation.
  if (url.includes('_rsc=')) return null;
  if (NEXT_REQUEST_HEADERS.some((h) => req.headers[h] !== undefined)) return null;
  // Only a visitor's (no identity cookie): a viewer can be answered another page at the same URL (visitor-pages.ts),
  // and a copy kept under a viewer's request could be the visitors' page (Next counts an empty cookie as none).
  if (hasIdentity(req)) return null;
  return `${encoding} ${url}`;
}

const IDENTITY_COOKIE = new RegExp(`(?:^|;\\s*)(?:${SESSION_COOKIE}|${GUEST_COOKIE})=`);
const hasIdentity = (req: IncomingMessage) => IDENTITY_COOKIE.test(req.headers.cookie ?? '');

/** Answers from the kept copy when there is a fresh one; false hands the request on. */
export function serveKeptResponse(req: IncomingMessage, res: ServerResponse, key: string, now = Date.now()): boolean {
  const entry = store.entries.get(key);
  if (!entry) return false;
  if (entry.expires <= now) {
    forget(key, entry);
    return false;
  }
  if (req.headers['if-none-match'] === entry.etag) {
    const { 'content-length': _length, 'content-encoding': _encoding, ...headers } = entry.headers;
    res.writeHead(304, headers);
    res.end();
    return true;
  }
  res.writeHead(entry.status, entry.headers);
  res.end(entry.body);
  return true;
}

/** Keeps a finished answer when it is a page served from Next's page cache: public, 200, no cookie, one version. */
export function keepResponse(key: string, status: number, headers: OutgoingHttpHeaders, body: Buffer, now = Date.now()): boolean {
  const cacheControl = String(headers['cache-control'] ?? '');
  const etag = headers.etag;
  if (status !== 200 || headers['x-nextjs-cache'] !== 'HIT' || typeof etag !== 'string') return false;
  if (headers['set-cookie'] !== undefined || !/s-maxage=/.test(cacheControl) || /private|no-store/.test(cacheControl)) return false;
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !HOP_HEADERS.has(name)) kept[name] = value;
  const old = store.entries.get(key);
  if (old) forget(key, old);
  if (isSearch(key)) {
    // The oldest search kept makes way (a Set iterates in insertion order).
    const oldest = store.searches.size >= MAX_SEARCHES ? store.searches.values().next().value : undefined;
    if (oldest !== undefined) forget(oldest, store.entries.get(oldest)!);
    store.searches.add(key);
  }
  store.entries.set(key, { status, headers: kept, body, etag, expires: now + TTL_MS });
  store.bytes += body.length;
  // Oldest first: a Map iterates in insertion order.
  for (const [k, v] of store.entries) {
    if (store.bytes <= MAX_BYTES) break;
    forget(k, v);
  }
  return true;
}

function forget(key: string, entry: Entry) {
  store.entries.delete(key);
  store.bytes -= entry.body.length;
  store.searches.delete(key);
}

/** Drops every kept answer (a tag expired: any page may have changed). */
export function clearKeptResponses(): void {
  store.clear();
}

export function keptResponseCount(): number {
  return store.entries.size;
}
