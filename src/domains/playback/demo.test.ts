import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodes, seasons, titles } from '@/domains/catalogue/schema';
import { makeDemoPreviews, previewCaptions } from '@/domains/playback/demo';
import { cachedDemoLengths } from '@/domains/playback/queries';
import { demoPreviewWants, mediaAssets, playbackSources } from '@/domains/playback/schema';
import { wantDemoPreview } from '@/domains/playback/demo-wants';
import { localStorage } from '@/server/storage';
import { testEngines, type TestDatabase } from '../../../tests/helpers/db';

// A demo movie, episode or short video plays a preview of its own: made from its artwork with ffmpeg, captioned, switched in
// for the shared reel it played, and never over a video someone ingested meanwhile.
describe('preview captions', () => {
  it('all show within the clip, in order, whatever its length', () => {
    for (const seconds of [15, 20, 30]) {
      const captions = previewCaptions(['a', 'b', 'c', 'd', 'e'], seconds);
      expect(captions.map((c) => c.line)).toEqual(['a', 'b', 'c', 'd', 'e']);
      for (const [i, c] of captions.entries()) {
        expect(c.start).toBeLessThan(c.end);
        expect(c.end).toBeLessThan(seconds);
        if (i) expect(c.start).toBeGreaterThanOrEqual(captions[i - 1]!.end);
      }
    }
  });
});

describe('demo previews', () => {
  let db: TestDatabase;
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'streamit-previews-'));
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    db = await testEngines({ seeded: true })[0]!.open();
    const film = async (name: string) => (await db.db.select({ id: titles.id }).from(titles).where(eq(titles.name, name)))[0]!.id;
    const [firstEpisode] = await db.db
      .select({ id: episodes.id })
      .from(episodes)
      .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
      .innerJoin(titles, eq(titles.id, seasons.titleId))
      .where(eq(titles.name, 'The Long Winter'))
      .orderBy(seasons.number, episodes.number)
      .limit(1);
    // A shared reel, as the first demo step leaves it, played by a film, an episode and a film someone ingested.
    const [reel, own] = await db.db
      .insert(mediaAssets)
      .values([
        { prefix: 'videos/demo-reel-1-v2', durationSec: 30, renditions: [], demo: true },
        { prefix: 'videos/ingested', durationSec: 60, renditions: [] },
      ])
      .returning({ id: mediaAssets.id });
    ids.reel = reel!.id;
    ids.own = own!.id;
    ids.haul = `title:${await film('The Long Haul')}`;
    ids.winter = `episode:${firstEpisode!.id}`;
    ids.lanterns = `title:${await film('Paper Lanterns')}`;
    ids.trailer = `title:${await film('Official Trailer: The Long Haul')}`;
    await db.db.insert(playbackSources).values([
      { target: ids.haul, assetId: reel!.id },
      { target: ids.winter, assetId: reel!.id },
      { target: ids.trailer, assetId: reel!.id },
      { target: ids.lanterns, assetId: own!.id },
    ]);
  });
  afterAll(async () => {
    await db?.dispose();
    fs.rmSync(cacheDir, { recursive: true, force: true });
  });

  it('makes each its own captioned clip, what someone opened first, and switches it in; what was ingested stays', async () => {
    // The episode was opened on a watch page (twice): it is made before the film that comes first in the catalogue.
    await wantDemoPreview(ids.winter!);
    await wantDemoPreview(ids.winter!);
    // On a shared reel a title page says no preview length (it plays its own moments after it is opened); an
    // ingested video is no preview at all.
    const targets = [ids.haul!, ids.winter!, ids.trailer!, ids.lanterns!];
    expect(await cachedDemoLengths(targets)).toEqual({});
    // Ten seconds each, not thirty: the same pipeline at a third of ffmpeg's work.
    const done = await makeDemoPreviews({ storage: localStorage(db.mediaDir), cacheDir, seconds: 10 });
    expect(done.previews).toBe(3);
    const order = await db.db.select({ target: playbackSources.target }).from(playbackSources).orderBy(playbackSources.updatedAt);
    expect(order.map((r) => r.target).filter((t) => t !== ids.lanterns)).toEqual([ids.winter, ids.haul, ids.trailer]);
    expect(await db.db.select().from(demoPreviewWants)).toEqual([]);
    expect(await cachedDemoLengths(targets)).toEqual({ [ids.haul!]: 10, [ids.winter!]: 10, [ids.trailer!]: 10 });
    const rows = await db.db.select().from(playbackSources).innerJoin(mediaAssets, eq(mediaAssets.id, playbackSources.assetId));
    const of = (target: string) => rows.find((r) => r.playback_sources.target === target)!.media_assets;
    expect(of(ids.lanterns!).id).toBe(ids.own);
    const haul = of(ids.haul!);
    expect(haul).toMatchObject({
      prefix: expect.stringMatching(/^videos\/demo-preview-the-long-haul-v\d+$/),
      poster: 'poster.webp',
      demo: true,
      restricted: false,
      durationSec: 10,
    });
    expect(fs.existsSync(path.join(db.mediaDir, haul.prefix, 'poster.webp'))).toBe(true);
    expect(haul.renditions.map((r) => r.name)).toHaveLength(3);
    expect(of(ids.winter!).label).toBe('Demo preview: The Long Winter S1:E1 · The Summons');
    // A trailer gets its own too, in its film's art: shorter and smaller (two rungs, up to 360p).
    expect(of(ids.trailer!)).toMatchObject({ label: 'Demo preview: Official Trailer: The Long Haul', durationSec: 10 });
    expect(of(ids.trailer!).renditions.map((r) => r.height)).toEqual([240, 360]);
    // The captions describe the score in the title's mood, in both languages, not notes to a developer.
    const en = fs.readFileSync(path.join(db.mediaDir, haul.prefix, 'subs', 'en.vtt'), 'utf8');
    expect(en).toContain('♪ A slow, tender theme ♪');
    expect(en).not.toMatch(/demo|StreamIt|hertz|settings/i);
    expect(fs.readFileSync(path.join(db.mediaDir, haul.prefix, 'subs', 'es.vtt'), 'utf8')).toContain('Un tema lento y tierno');
    expect(fs.readFileSync(path.join(db.mediaDir, haul.prefix, 'master.m3u8'), 'utf8')).toMatch(/#EXT-X-STREAM-INF/);
    // A second run has nothing left to do.
    expect((await makeDemoPreviews({ storage: localStorage(db.mediaDir), cacheDir, seconds: 10 })).previews).toBe(0);
  }, 240_000);
});
