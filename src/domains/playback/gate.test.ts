import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertUserIdentity } from '@/domains/identity/identity';
import { createSession } from '@/domains/identity/sessions';
import { sign } from '@/domains/identity/signing';
import { accessFor } from '@/domains/playback/access';
import { gateMediaPath, playbackToken, TOKEN_LIFETIME_MS } from '@/domains/playback/gate';
import { mediaAssets } from '@/domains/playback/schema';
import { grantSubscription } from '@/domains/pages/subscriptions';
import { handleMedia } from '@/server/media';
import { titles } from '@/domains/catalogue/schema';
import { testEngines, type TestDatabase } from '../../../tests/helpers/db';

const SEGMENT = Buffer.from(Array.from({ length: 4000 }, (_, i) => i % 253));

describe.each(testEngines({ seeded: true }))('playback tokens on $name', (engine) => {
  let db: TestDatabase;
  let server: http.Server;
  let base: string;
  const ids = { open: '', gated: '', other: '' };
  let viewer: Awaited<ReturnType<typeof upsertUserIdentity>>;

  beforeAll(async () => {
    db = await engine.open();
    for (const [key, restricted] of [
      ['open', false],
      ['gated', true],
      ['other', true],
    ] as const) {
      const id = randomUUID();
      const [row] = await db.db
        .insert(mediaAssets)
        .values({ id, prefix: `videos/${id}`, durationSec: 2, renditions: [], restricted, label: key })
        .returning({ id: mediaAssets.id });
      ids[key] = row!.id;
      fs.mkdirSync(path.join(db.mediaDir, 'videos', row!.id, '240p'), { recursive: true });
      fs.writeFileSync(path.join(db.mediaDir, 'videos', row!.id, '240p', 'seg_000.m4s'), SEGMENT);
      fs.writeFileSync(path.join(db.mediaDir, 'videos', row!.id, 'master.m3u8'), '#EXTM3U\n');
    }
    viewer = await upsertUserIdentity(db.db, { issuer: 'local', subject: 'gate-viewer', email: 'gate@example.com', name: 'Gate' });
    await createSession({
      identityId: viewer.id,
      issuer: 'local',
      subject: 'gate-viewer',
      email: 'gate@example.com',
      name: 'Gate',
      idToken: 'x',
    });
    server = http.createServer(async (req, res) => {
      if (!(await handleMedia(req, res, db.mediaDir, gateMediaPath))) res.writeHead(418).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => server?.close(r));
    await db?.dispose();
  });

  const segment = (id: string, token?: string) =>
    fetch(`${base}/media/${token ? `p/${encodeURIComponent(token)}/` : ''}videos/${id}/240p/seg_000.m4s`);
  const refusal = async (res: Response) => ({
    status: res.status,
    type: res.headers.get('content-type'),
    body: (await res.json()) as { error: string },
  });

  it('serves no video of a draft title: its folder is as if there were none', async () => {
    const [title] = await db.db
      .insert(titles)
      .values({ kind: 'movie', slug: 'gate-draft', name: 'Gate Draft', publishedAt: null })
      .returning({ id: titles.id });
    const id = randomUUID();
    await db.db
      .insert(mediaAssets)
      .values({ id, titleId: title!.id, prefix: `videos/${id}`, durationSec: 2, renditions: [], label: 'draft' });
    fs.mkdirSync(path.join(db.mediaDir, 'videos', id, '240p'), { recursive: true });
    fs.writeFileSync(path.join(db.mediaDir, 'videos', id, '240p', 'seg_000.m4s'), SEGMENT);
    expect((await segment(id)).status).toBe(404);
  });

  it('serves public video to anyone, cacheable, with no token', async () => {
    const res = await segment(ids.open);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await res.arrayBuffer()).equals(SEGMENT)).toBe(true);
  });

  it('refuses a restricted video without a token, with a JSON error and none of the bytes', async () => {
    expect(await refusal(await segment(ids.gated))).toMatchObject({
      status: 403,
      type: 'application/json',
      body: { error: 'token_required' },
    });
  });

  it('judges the path as the file system will read it: escaped slashes, doubled separators and dot segments never reach a gated file', async () => {
    for (const trick of [
      `/media/videos%2F${ids.gated}/240p/seg_000.m4s`,
      `/media//videos/${ids.gated}/240p/seg_000.m4s`,
      `/media/images/..%2Fvideos/${ids.gated}/240p/seg_000.m4s`,
      `/media/p/x/../../videos/${ids.gated}/240p/seg_000.m4s`,
    ]) {
      // Refused, or no such file: never the bytes.
      const res = await fetch(base + trick);
      expect([403, 404], trick).toContain(res.status);
      if (res.status === 403) expect(((await res.json()) as { error: string }).error).toBe('token_required');
    }
  });

  it('serves no folder that has no asset recorded: files being published (an 18+ one too) and malformed names are not found', async () => {
    const arriving = `demo-preview-arriving-${engine.name}-v1-18`;
    // Asked before the folder exists, then published but not yet recorded: never served, and nothing remembered.
    expect((await fetch(`${base}/media/videos/${arriving}/master.m3u8`)).status).toBe(404);
    fs.mkdirSync(path.join(db.mediaDir, 'videos', arriving), { recursive: true });
    fs.writeFileSync(path.join(db.mediaDir, 'videos', arriving, 'master.m3u8'), '#EXTM3U\n');
    expect((await fetch(`${base}/media/videos/${arriving}/master.m3u8`)).status).toBe(404);
    await db.db.insert(mediaAssets).values({ prefix: `videos/${arriving}`, durationSec: 2, renditions: [], restricted: true });
    await new Promise((r) => setTimeout(r, 1100)); // a miss is remembered for a second
    expect(await refusal(await fetch(`${base}/media/videos/${arriving}/master.m3u8`))).toMatchObject({
      status: 403,
      body: { error: 'token_required' },
    });
    expect((await fetch(`${base}/media/videos/${ids.open}%00/master.m3u8`)).status).toBe(404);
  });

  it('serves it with a valid token (privately), refuses an expired, a forged and another asset’s token', async () => {
    const { token } = await playbackToken(ids.gated, viewer.id);
    const ok = await segment(ids.gated, token);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('private, max-age=600');
    expect(Buffer.from(await ok.arrayBuffer()).equals(SEGMENT)).toBe(true);

    const old = await playbackToken(ids.gated, viewer.id, Date.now() - TOKEN_LIFETIME_MS - 1);
    expect(await refusal(await segment(ids.gated, old.token))).toMatchObject({ status: 403, body: { error: 'expired_token' } });
    // The same payload with a later expiry, its signature kept: the HMAC no longer matches.
    const [payload, mac] = [token.slice(0, token.lastIndexOf('.')), token.slice(token.lastIndexOf('.') + 1)];
    const forged = `${payload.replace(/~\d+$/, `~${Date.now() + 9e9}`)}.${mac}`;
    expect(await refusal(await segment(ids.gated, forged))).toMatchObject({ status: 403, body: { error: 'invalid_token' } });
    expect(await refusal(await segment(ids.gated, 'garbage'))).toMatchObject({ status: 403, body: { error: 'invalid_token' } });
    expect(await refusal(await segment(ids.other, token))).toMatchObject({ status: 403, body: { error: 'wrong_asset' } });
    // A token lasts 3,000,000 ms.
    expect(await gateMediaPath(`/media/p/${token}/videos/${ids.gated}/master.m3u8`, Date.now() + TOKEN_LIFETIME_MS - 1000)).toEqual({
      path: `/media/videos/${ids.gated}/master.m3u8`,
      private: true,
    });
    expect(await gateMediaPath(`/media/p/${token}/videos/${ids.gated}/master.m3u8`, Date.now() + TOKEN_LIFETIME_MS + 1000)).toMatchObject({
      error: 'expired_token',
    });
  });

  it('stops the tokens of someone signed out everywhere', async () => {
    const gone = await upsertUserIdentity(db.db, { issuer: 'local', subject: 'gate-gone', email: 'gone@example.com', name: 'Gone' });
    const token = await sign(`${ids.gated}~${gone.id}~${Date.now() + 60_000}`);
    expect(await refusal(await segment(ids.gated, token))).toMatchObject({ status: 403, body: { error: 'expired_token' } });
  });

  it('grants a token only to a signed-in person with an active subscription', async () => {
    const asset = { id: ids.gated, restricted: true };
    expect(await accessFor({ id: ids.open, restricted: false }, undefined)).toEqual({ kind: 'open' });
    expect(await accessFor(asset, undefined)).toEqual({ kind: 'refused', reason: 'sign-in' });
    expect(await accessFor(asset, { ...viewer, kind: 'guest' })).toEqual({ kind: 'refused', reason: 'sign-in' });
    expect(await accessFor(asset, viewer)).toEqual({ kind: 'refused', reason: 'subscribe' });
    await grantSubscription(viewer.id, 30, 'premium');
    const granted = await accessFor(asset, viewer);
    expect(granted).toMatchObject({ kind: 'granted' });
    const token = (granted as { token: string }).token;
    expect((await segment(ids.gated, token)).status).toBe(200);
  });
});
