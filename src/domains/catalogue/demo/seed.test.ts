import { describe, expect, it } from 'vitest';
import { buildDemoCatalogue, DEMO_COUNTS } from './seed';

// The demo catalogue is built without a database (the insert step only writes it): checked here as plain data.
describe('the demo catalogue builder', () => {
  const day = new Date('2026-11-24T10:00:00Z');

  it('builds the same catalogue for the same day, and a complete one', () => {
    const a = buildDemoCatalogue(day);
    expect(buildDemoCatalogue(day)).toEqual(a);
    const kinds = a.titles.map((t) => t.row.kind);
    expect(kinds.filter((k) => k === 'movie')).toHaveLength(DEMO_COUNTS.movies);
    expect(kinds.filter((k) => k === 'tv-show')).toHaveLength(DEMO_COUNTS.tvShows);
    expect(kinds.filter((k) => k === 'video')).toHaveLength(DEMO_COUNTS.videos);
    expect(a.persons).toHaveLength(DEMO_COUNTS.people);
    expect(a.persons.every((p) => p.biography.length > 40)).toBe(true);
    // Every show has seasons, each with episodes; every reference is to something built.
    const shows = a.titles.flatMap((t, i) => (t.row.kind === 'tv-show' ? [i] : []));
    expect(new Set(a.seasons.map((s) => s.title))).toEqual(new Set(shows));
    expect(a.seasons.every((s) => s.episodes.length >= 4)).toBe(true);
    expect(a.curated.flatMap((c) => c.titles).every((i) => i >= 0 && i < a.titles.length && !a.titles[i]!.row.restricted)).toBe(true);
    expect(a.titles.flatMap((t) => t.credits).every((c) => c.person >= 0 && c.person < a.persons.length)).toBe(true);
  });
});
