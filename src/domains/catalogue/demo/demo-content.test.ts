import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credits, episodes, people, seasons, titles } from '@/domains/catalogue/schema';
import * as cardsReads from '@/domains/catalogue/cards';
import * as listsReads from '@/domains/catalogue/lists';
import * as peopleReads from '@/domains/catalogue/people';
import * as targetsReads from '@/domains/catalogue/targets';
import * as termsReads from '@/domains/catalogue/terms';
import * as titlesReads from '@/domains/catalogue/titles';
import { testEngines, type TestDatabase } from '../../../../tests/helpers/db';

// The catalogue's reads, as one namespace for these tests.
const catalogue = { ...cardsReads, ...listsReads, ...peopleReads, ...targetsReads, ...termsReads, ...titlesReads };

// The demo catalogue reads as real: varied names, text that fits, dates that mean something.
describe('the demo content', () => {
  let db: TestDatabase;
  let all: (typeof titles.$inferSelect)[];
  const today = new Date().toISOString().slice(0, 10);
  beforeAll(async () => {
    db = await testEngines({ seeded: true })[0]!.open();
    all = await db.db.select().from(titles).orderBy(asc(titles.id));
  });
  afterAll(async () => db?.dispose());

  it('has varied titles: no opening shared by more than a few', () => {
    const films = all.filter((t) => t.kind !== 'video');
    const openings = new Map<string, number>();
    for (const t of films) {
      const words = t.name.split(' ');
      const key = words.slice(0, ['The', 'A'].includes(words[0]!) ? 2 : 1).join(' ');
      openings.set(key, (openings.get(key) ?? 0) + 1);
    }
    const crowded = [...openings].filter(([key, n]) => n > (key === 'The' ? 12 : 3));
    expect(crowded).toEqual([]);
    expect(films.filter((t) => t.name.startsWith('Beyond the')).length).toBeLessThanOrEqual(3);
  });

  it('never gives two actors the same role in one title', async () => {
    const rows = await db.db.select({ titleId: credits.titleId, part: credits.part }).from(credits).where(eq(credits.role, 'cast'));
    const seen = new Set<string>();
    const repeated = rows.filter((r) => r.part !== 'Self' && (seen.has(`${r.titleId}:${r.part}`) || !seen.add(`${r.titleId}:${r.part}`)));
    expect(repeated).toEqual([]);
  });

  it('writes synopses that fit: videos are about a title of the catalogue, shows name their characters', async () => {
    const names = all.filter((t) => t.kind !== 'video').map((t) => t.name);
    for (const video of all.filter((t) => t.kind === 'video')) {
      const subject = video.name.split(': ').slice(1).join(': ');
      expect(names, video.name).toContain(subject);
      expect(video.synopsis, video.name).toContain(subject);
    }
    const qa = all.find((t) => t.name.startsWith('Cast Q&A'))!;
    expect(qa.synopsis).toMatch(/answer fans' questions/);
    for (const t of all) expect(t.synopsis, t.name).toMatch(/^[A-Z0-9].+[.!?]$/);
    // A singular hero never takes a plural verb (the old generator's "an exiled queen are drawn").
    expect(all.filter((t) => /\b(a|an) [a-z-]+ (are|have|race|discover|find|learn)\b/.test(t.synopsis)).map((t) => t.synopsis)).toEqual([]);
  });

  it('gives episodes their own synopses, dated within their season', async () => {
    const rows = await db.db
      .select({
        show: titles.synopsis,
        showDate: titles.releaseDate,
        season: seasons.releaseDate,
        date: episodes.releaseDate,
        synopsis: episodes.synopsis,
        name: episodes.name,
      })
      .from(episodes)
      .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
      .innerJoin(titles, eq(titles.id, seasons.titleId));
    expect(rows.length).toBeGreaterThan(50);
    for (const r of rows) {
      expect(r.synopsis).not.toBe(r.show);
      const days = (Date.parse(r.date!) - Date.parse(r.season!)) / 86_400_000;
      expect(days, `${r.name}: ${r.date} in a season from ${r.season}`).toBeGreaterThanOrEqual(0);
      expect(days).toBeLessThan(70);
      expect(r.season! >= r.showDate!).toBe(true);
    }
    // No season of a show already out is dated in the future beyond its next year.
    const late = await db.db.$count(
      seasons,
      sql`${seasons.releaseDate} > current_date + 365 and exists (select 1 from titles t where t.id = ${seasons.titleId} and t.release_date <= current_date)`,
    );
    expect(late).toBe(0);
  });

  it('makes future titles upcoming: no score, after the released ones in "Newest", the one the coming-soon page counts down to', async () => {
    const upcoming = all.filter((t) => t.releaseDate! > today);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(upcoming.every((t) => t.score === null)).toBe(true);
    const newest = await catalogue.browseTitles('movie', { sort: 'newest', page: 1 });
    const firstUpcoming = newest.items.findIndex((t) => t.upcoming);
    expect(newest.items.slice(0, Math.max(0, firstUpcoming)).every((t) => !t.upcoming)).toBe(true);
    expect(newest.items[0]!.upcoming).toBe(false);
    const next = await catalogue.getNextRelease();
    expect(next!.upcoming).toBe(true);
    expect(next!.releaseDate! > today).toBe(true);
  });

  it('writes biographies about the person, and another name or none as also-known-as', async () => {
    const rows = await db.db.select().from(people);
    for (const p of rows) {
      expect(p.biography.startsWith(`${p.name} is a`), p.biography).toBe(true);
      expect(p.biography).toMatch(/(actor|director|screenwriter|producer|designer|editor|cinematographer)/);
      if (p.alsoKnownAs) {
        expect(p.alsoKnownAs).not.toBe(p.name);
        expect(p.alsoKnownAs.split(' ').at(-1)).toBe(p.name.split(' ').at(-1));
      }
    }
  });
});
