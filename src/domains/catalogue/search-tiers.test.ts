import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines, type TestDatabase } from '../../../tests/helpers/db';
import { searchCatalogue } from './search';

// A broad word (more than a thousand matches) is read tier by tier: each tier sorted when it has few, walked in rank
// order from the index when it has many. The demo catalogue is too small for it, so these titles are made here.

describe.each(testEngines())('search of a broad word on $name', (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await engine.open();
    // "Quarry": 5 names begin with it, 1,100 hold it later (a tier walked), 40 only mention it (never reached).
    // "Lantern": 3 names, then 1,050 synopses (walked after two tiers of three).
    await db.db.execute(sql`
      insert into titles (kind, slug, name, synopsis, runtime_minutes, release_date, score)
      select (case when i % 7 = 0 then 'video' else 'movie' end)::title_kind, 'q-' || i,
        case when i <= 5 then 'Quarry Lights ' || i when i <= 1105 then 'The Old Quarry ' || i else 'Night Train ' || i end,
        case when i <= 1105 then 'A town and its secrets.' else 'Kids dare each other to swim in the quarry.' end,
        90, date '2010-01-01' + i, (i % 90) / 10.0
      from generate_series(1, 1145) as i`);
    await db.db.execute(sql`
      insert into titles (kind, slug, name, synopsis, runtime_minutes, release_date, score)
      select 'movie', 'l-' || i, case when i <= 3 then 'Lantern ' || i else 'Harbour Story ' || i end,
        'A keeper lights the lantern every night.', 100, date '2012-01-01' + i, (i % 80) / 10.0
      from generate_series(1, 1053) as i`);
    await db.db.execute(sql`analyze titles`);
  }, 120_000);
  afterAll(async () => db?.dispose());

  it('puts names that begin with the word first, then names that hold it, films before videos, best rated first', async () => {
    const found = (await searchCatalogue('quarry')).titles;
    expect(found).toHaveLength(24);
    expect(found.slice(0, 5).map((t) => t.name)).toEqual([
      'Quarry Lights 5',
      'Quarry Lights 4',
      'Quarry Lights 3',
      'Quarry Lights 2',
      'Quarry Lights 1',
    ]);
    const later = found.slice(5);
    expect(later.every((t) => t.name.startsWith('The Old Quarry') && t.kind === 'movie')).toBe(true);
    const scores = later.map((t) => Number(t.score));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores[0]).toBe(8.9);
    // Typed halfway, the same tiers.
    expect((await searchCatalogue('quarr')).titles.map((t) => t.name)).toEqual(found.map((t) => t.name));
  });

  it('walks the synopses when the names hold only a few', async () => {
    const found = (await searchCatalogue('lantern')).titles;
    expect(found).toHaveLength(24);
    expect(found.slice(0, 3).map((t) => t.name)).toEqual(['Lantern 3', 'Lantern 2', 'Lantern 1']);
    const later = found.slice(3);
    expect(later.every((t) => t.name.startsWith('Harbour Story'))).toBe(true);
    // Best rated first; equal scores by name.
    const ranked = [...later].sort((a, b) => Number(b.score) - Number(a.score) || (a.name < b.name ? -1 : 1));
    expect(later.map((t) => t.name)).toEqual(ranked.map((t) => t.name));
    expect(Number(later[0]!.score)).toBe(7.9);
  });
});
