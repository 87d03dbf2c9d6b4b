import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines, type TestDatabase } from '../../../tests/helpers/db';
import { SYSTEM, VISITOR } from '@/server/viewer';
import { createTitle, setTitlePublishing } from './studio-actions';
import { addEpisode, addSeason, updateEpisode } from './studio-episode-actions';
import { studioEpisode, studioSeasons, studioTitle } from './studio';
import { getWatchTarget } from './targets';
import { getTitleBySlug } from './titles';

describe.each(testEngines({ seeded: true }))('the studio’s seasons and episodes ($name)', (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await engine.open();
  }, 120_000);
  afterAll(() => db?.dispose());
  const ops = { clientIp: 'test', viewer: SYSTEM };

  it('numbers a new show’s seasons and episodes in order; the show’s page and watch pages have them', async () => {
    const show = await createTitle.as(ops, { kind: 'tv-show', name: 'The Ferry Wardens' });
    if (!show.ok) throw new Error(show.error);
    const slug = show.data.slug;
    expect(await addSeason.as(ops, { slug })).toMatchObject({ ok: true, data: { number: 1, name: 'Season 1' } });
    expect(await addSeason.as(ops, { slug, name: 'Winter Crossings' })).toMatchObject({ ok: true, data: { number: 2 } });
    expect(await addEpisode.as(ops, { slug, season: 1, name: 'Low Tide', runtimeMinutes: '44' })).toMatchObject({
      ok: true,
      data: { number: 1 },
    });
    expect(await addEpisode.as(ops, { slug, season: 1, name: 'Fog Bell', runtimeMinutes: '' })).toMatchObject({
      ok: true,
      data: { number: 2 },
    });
    expect(await addEpisode.as(ops, { slug, season: 3, name: 'Nowhere' })).toMatchObject({ ok: false, status: 404 });
    expect(await addEpisode.as(ops, { slug, season: 1, name: '' })).toMatchObject({
      ok: false,
      fieldErrors: { name: ['Give it a name.'] },
    });
    expect(await addSeason.as(ops, { slug: 'orbital-decay' })).toMatchObject({
      ok: false,
      error: 'Only a TV show has seasons and episodes.',
    });
    expect(await addSeason.as({ clientIp: 'test', viewer: VISITOR }, { slug })).toMatchObject({ ok: false, status: 404 });

    const seasons = await studioSeasons((await studioTitle(slug))!.id);
    expect(seasons.map((s) => [s.name, s.episodes.map((e) => `${e.code} ${e.name}`)])).toEqual([
      ['Season 1', ['s1e1 Low Tide', 's1e2 Fog Bell']],
      ['Winter Crossings', []],
    ]);
    expect(
      (await updateEpisode.as(ops, { slug, season: 1, episode: 2, synopsis: 'A bell in the fog.', releaseDate: '2026-01-09' })).ok,
    ).toBe(true);
    expect(await studioEpisode(slug, 1, 2)).toMatchObject({ name: 'Fog Bell', synopsis: 'A bell in the fog.', releaseDate: '2026-01-09' });
    expect(await updateEpisode.as(ops, { slug, season: 1, episode: 9, name: 'X' })).toMatchObject({ ok: false, status: 404 });

    // Public once the show is published.
    expect(await getWatchTarget(slug, 1, 2)).toBeNull();
    await setTitlePublishing.as(ops, { slug, state: 'published' });
    expect((await getTitleBySlug('tv-show', slug))!.seasons[0]!.episodes.map((e) => e.name)).toEqual(['Low Tide', 'Fog Bell']);
    expect(await getWatchTarget(slug, 1, 2)).toMatchObject({ episode: { name: 'Fog Bell' }, next: null });
  });
});
