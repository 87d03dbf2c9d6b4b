import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { isTitleReleased } from '@/domains/catalogue/targets';
import { hasLiveSession } from '@/domains/identity/sessions';
import { sign, unsign } from '@/domains/identity/signing';
import { processWide } from '@/lib/process-wide';
import { mediaAssets } from './schema';

// Playback tokens: an 18+ title's files are served only under /media/p/<token>/videos/<asset>/..., the token an
// HMAC over the asset, the identity and an expiry. Relative URLs in its playlists keep the token in the path, so
// hls.js needs nothing special; public titles stay at /media/videos/... with no token, cacheable by any CDN.

export const TOKEN_LIFETIME_MS = 3_000_000;

export function playbackToken(assetId: string, identityId: string, now = Date.now()): Promise<{ token: string; expiresAt: number }> {
  const expiresAt = now + TOKEN_LIFETIME_MS;
  return sign(`${assetId}~${identityId}~${expiresAt}`).then((token) => ({ token, expiresAt }));
}

export type Refusal =
  | { status: 403; error: 'token_required' | 'invalid_token' | 'expired_token' | 'wrong_asset'; message: string }
  | { status: 404; error: 'not_found'; message: string };
export type Verdict = { path: string; private: boolean } | Refusal;

const refuse = (error: Exclude<Refusal['error'], 'not_found'>, message: string): Refusal => ({ status: 403, error, message });
const NOT_FOUND: Refusal = { status: 404, error: 'not_found', message: 'No such video.' };

/** `read` remembered per key for `ttlMs(value)` (every segment request asks; at most 10,000 keys kept). */
function remembered<T>(name: string, ttlMs: (value: T) => number, read: (key: string) => Promise<T>) {
  // One map per process: the /media handler (server.ts) and the studio's actions (Next's bundle) load this module apart.
  const kept = processWide(`gate.${name}`, () => new Map<string, { value: T; until: number }>());
  const recall = async (key: string): Promise<T> => {
    const hit = kept.get(key);
    if (hit && hit.until > Date.now()) return hit.value;
    const value = await read(key);
    if (kept.size > 10_000) kept.clear();
    kept.set(key, { value, until: Date.now() + ttlMs(value) });
    return value;
  };
  return Object.assign(recall, { forget: () => kept.clear() });
}

/** Whose sign-in still lives, kept 15 s: signing out everywhere stops playback links within that. */
const stillSignedIn = remembered('signed-in', () => 15_000, hasLiveSession);

/**
 * The asset stored under a folder (videos/<name>), kept a minute; a folder with none, a second. Files are published
 * before their asset is recorded, so a folder without one is never served: it may be an 18+ video on its way in.
 * An unreleased title's folder is served as none.
 */
const assetAt = remembered<{ id: string; restricted: boolean } | null>(
  'asset-at',
  (asset) => (asset ? 60_000 : 1_000),
  async (prefix) => {
    const [row] = await getDb()
      .select({ id: mediaAssets.id, restricted: mediaAssets.restricted, titleId: mediaAssets.titleId })
      .from(mediaAssets)
      .where(eq(mediaAssets.prefix, prefix));
    // A draft's or a scheduled title's video is nobody's yet (the demo clips, shared by many titles, have no title).
    if (!row || (row.titleId !== null && !(await isTitleReleased(row.titleId)))) return null;
    return { id: row.id, restricted: row.restricted };
  },
);
/** Forgets what the gate knows of every asset: a title's 18+ flag changed, and its files follow at the next request. */
export function forgetGatedAssets(): void {
  assetAt.forget();
}

// Asset folders are named by the site (a uuid, demo-reel-1-v2-18...): anything else names none.
const FOLDER = '(videos/[A-Za-z0-9._-]{1,120})';

/** Whether a /media path may be served, and from which file path: the /media handler's gate. */
export async function gateMediaPath(pathname: string, now = Date.now()): Promise<Verdict> {
  const tokened = new RegExp(`^/media/p/([^/]+)/(${FOLDER}/.+)$`).exec(pathname);
  if (tokened) {
    const payload = await unsign(tokened[1]!); // the path arrives decoded
    if (!payload) return refuse('invalid_token', 'This playback link is not valid. Reload the page to get a new one.');
    const [assetId, identityId, expiresAt] = payload.split('~');
    const asset = await assetAt(tokened[3]!);
    if (!asset) return NOT_FOUND;
    if (assetId !== asset.id) return refuse('wrong_asset', 'This playback link is for another video.');
    if (!(Number(expiresAt) > now)) return refuse('expired_token', 'This playback link has expired. Reload the page to keep watching.');
    if (!(await stillSignedIn(identityId!))) return refuse('expired_token', 'You have signed out. Sign in again to keep watching.');
    return { path: `/media/${tokened[2]}`, private: true };
  }
  if (/^\/media\/p\//.test(pathname)) return NOT_FOUND;
  if (!/^\/media\/videos\//.test(pathname)) return { path: pathname, private: false };
  const open = new RegExp(`^/media/${FOLDER}/`).exec(pathname);
  const asset = open && (await assetAt(open[1]!));
  if (!asset) return NOT_FOUND;
  if (asset.restricted) return refuse('token_required', 'This video is for subscribers: open it from its watch page while signed in.');
  return { path: pathname, private: false };
}
