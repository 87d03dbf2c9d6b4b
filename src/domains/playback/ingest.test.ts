import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browseSchema } from '@/domains/catalogue/params';
import { browseTitles } from '@/domains/catalogue/titles';
import { ingestFile, IngestRefused, removeUnusedAsset } from '@/domains/playback/ingest';
import { ladderFor } from '@/domains/playback/ladder';
import { mediaAssets, playbackSources } from '@/domains/playback/schema';
import { localStorage } from '@/server/storage';
import { testEngines, type TestDatabase } from '../../../tests/helpers/db';
import { makeClip } from '../../../tests/helpers/clips';

const sources = fs.mkdtempSync(path.join(os.tmpdir(), 'streamit-ingest-src-'));
const clip = path.join(sources, 'clip.mp4');
const notVideo = path.join(sources, 'notes.mp4');
beforeAll(() => {
  makeClip(clip);
  fs.writeFileSync(notVideo, 'not a video\n'.repeat(100));
}, 30_000);
afterAll(() => fs.rmSync(sources, { recursive: true, force: true }));

describe.each(testEngines({ seeded: true }))('ingest on $name', (engine) => {
  let db: TestDatabase;
  let staging: string;
  let movie: string;
  let show: string;
  const rungs = ladderFor(360, 2);
  beforeAll(async () => {
    db = await engine.open();
    staging = path.join(db.mediaDir, 'staging');
    movie = (await browseTitles('movie', browseSchema.parse({}))).items[0]!.slug;
    show = (await browseTitles('tv-show', browseSchema.parse({}))).items[0]!.slug;
  });
  afterAll(async () => db?.dispose());
  const storage = () => localStorage(db.mediaDir);
  const stagingLeft = () => (fs.existsSync(staging) ? fs.readdirSync(staging) : []);

  it('publishes a packaged movie: files in storage, one asset, the title pointing at it; again, at the new one', async () => {
    const first = await ingestFile(storage(), staging, { file: clip, slug: movie, rungs });
    expect(fs.existsSync(path.join(db.mediaDir, first.prefix, 'master.m3u8'))).toBe(true);
    expect(fs.existsSync(path.join(db.mediaDir, first.prefix, '360p', 'index.m3u8'))).toBe(true);
    expect(stagingLeft()).toEqual([]);
    const replaced: string[] = [];
    const second = await ingestFile(storage(), staging, {
      file: clip,
      slug: movie,
      rungs,
      onReplaced: async (id) => void replaced.push(id),
    });
    // The replaced video is named, and its files go once nothing points at it; the playing one is never removed.
    expect(replaced).toEqual([first.assetId]);
    expect(await removeUnusedAsset(storage(), second.assetId)).toBe(false);
    expect(await removeUnusedAsset(storage(), first.assetId)).toBe(true);
    expect(fs.existsSync(path.join(db.mediaDir, first.prefix))).toBe(false);
    expect(fs.existsSync(path.join(db.mediaDir, second.prefix, 'master.m3u8'))).toBe(true);
    const sourcesRows = await db.db.select().from(playbackSources);
    expect(sourcesRows.filter((r) => r.target.startsWith('title:'))).toEqual([expect.objectContaining({ assetId: second.assetId })]);
    const [asset] = (await db.db.select().from(mediaAssets)).filter((a) => a.id === second.assetId);
    expect(asset).toMatchObject({ prefix: `videos/${second.assetId}`, episodeId: null });
    expect(asset!.renditions.map((r) => r.name)).toEqual(['240p', '360p']);
  }, 60_000);

  it('publishes an episode by season and episode number', async () => {
    const done = await ingestFile(storage(), staging, { file: clip, slug: show, season: 1, episode: 1, rungs: ladderFor(240) });
    expect(done.label).toMatch(/ S1E1 /);
    const rows = await db.db.select().from(playbackSources);
    expect(rows.some((r) => r.target.startsWith('episode:') && r.assetId === done.assetId)).toBe(true);
  }, 60_000);

  it('refuses a bad request or a bad file with the reason, leaving nothing behind', async () => {
    const before = (await db.db.select().from(mediaAssets)).length;
    const videosBefore = fs.readdirSync(path.join(db.mediaDir, 'videos')).length;
    const refusal = (p: Promise<unknown>) =>
      p.then(
        () => 'accepted',
        (e: Error) => (e instanceof IngestRefused ? e.message : `crash: ${e.message}`),
      );
    expect(await refusal(ingestFile(storage(), staging, { file: clip, slug: 'no-such-title' }))).toBe(
      'No title has the slug "no-such-title".',
    );
    expect(await refusal(ingestFile(storage(), staging, { file: clip, slug: show }))).toMatch(/is a TV show: give --season and --episode/);
    expect(await refusal(ingestFile(storage(), staging, { file: clip, slug: show, season: 99, episode: 1 }))).toMatch(
      /has no season 99 episode 1/,
    );
    expect(await refusal(ingestFile(storage(), staging, { file: clip, slug: movie, season: 1, episode: 1 }))).toMatch(/is not a TV show/);
    expect(await refusal(ingestFile(storage(), staging, { file: notVideo, slug: movie }))).toMatch(
      /^notes\.mp4 is (not a video file|truncated)/,
    );
    expect((await db.db.select().from(mediaAssets)).length).toBe(before);
    expect(fs.readdirSync(path.join(db.mediaDir, 'videos')).length).toBe(videosBefore);
    expect(stagingLeft()).toEqual([]);
  });

  it('stopped half way, cleans up and leaves the published asset playing', async () => {
    const [current] = (await db.db.select().from(playbackSources)).filter((r) => r.target.startsWith('title:'));
    const stop = new AbortController();
    const attempt = ingestFile(storage(), staging, {
      file: clip,
      slug: movie,
      rungs,
      signal: stop.signal,
      onProgress: (share) => share > 0 && share < 1 && stop.abort(),
    });
    await expect(attempt).rejects.toThrow();
    expect(stagingLeft()).toEqual([]);
    const [after] = (await db.db.select().from(playbackSources)).filter((r) => r.target.startsWith('title:'));
    expect(after!.assetId).toBe(current!.assetId);
    expect(fs.existsSync(path.join(db.mediaDir, 'videos', current!.assetId, 'master.m3u8'))).toBe(true);
  }, 60_000);
});
