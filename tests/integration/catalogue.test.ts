import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/db/seed';
import { DEMO_COUNTS } from '../../src/domains/catalogue/seed';
import { MOVIE_GENRES, TV_SHOW_TAGS, VIDEO_CATEGORIES } from '../../src/domains/catalogue/demo-data';
import * as catalogue from '../../src/domains/catalogue/queries';
import { testEngines, type TestDatabase } from '../helpers/db';

describe.each(testEngines())('catalogue on $name', (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await engine.open();
    await seedDemo(db.db, db.mediaDir);
  });
  afterAll(async () => db?.dispose());

  it('seeds the demo catalogue with every kind, term and person', async () => {
    expect(await catalogue.countCatalogue()).toEqual({ movie: DEMO_COUNTS.movies, 'tv-show': DEMO_COUNTS.tvShows, video: DEMO_COUNTS.videos });
    expect((await catalogue.listTerms('genre')).map((t) => t.slug).sort()).toEqual([...MOVIE_GENRES].sort());
    expect((await catalogue.listTerms('tag')).map((t) => t.slug).sort()).toEqual([...TV_SHOW_TAGS].sort());
    expect((await catalogue.listTerms('category')).map((t) => t.slug).sort()).toEqual([...VIDEO_CATEGORIES].sort());
    const cast = await catalogue.listPeople(1, 200);
    expect(cast.total).toBe(DEMO_COUNTS.people);
  });

  it('does not seed twice', async () => {
    await seedDemo(db.db, db.mediaDir);
    expect((await catalogue.countCatalogue()).movie).toBe(DEMO_COUNTS.movies);
  });

  it('keeps curated lists in their stored order', async () => {
    const top = await catalogue.getCuratedList('top-10');
    expect(top?.items).toHaveLength(10);
    const upcoming = await catalogue.getCuratedList('upcoming-movies');
    const dates = upcoming!.items.map((i) => i.releaseYear);
    expect(dates.length).toBeGreaterThan(0);
    expect(await catalogue.getCuratedList('no-such-list')).toBeNull();
  });

  it('filters, sorts and paginates a kind', async () => {
    const all = await catalogue.browseTitles('movie', catalogue.browseSchema.parse({ sort: 'a-z' }));
    const restricted = await catalogue.getRestrictedTitles();
    expect(restricted.total).toBeGreaterThan(0);
    expect(restricted.items.every((t) => t.contentRating === '18+')).toBe(true);
    expect(all.total).toBe(DEMO_COUNTS.movies - restricted.total);
    const names = all.items.map((i) => i.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || 0));
    const action = await catalogue.browseTitles('movie', catalogue.browseSchema.parse({ genre: 'action' }));
    expect(action.total).toBeGreaterThan(0);
    expect(action.total).toBeLessThan(all.total);
    const page2 = await catalogue.browseTitles('movie', catalogue.browseSchema.parse({ page: '2' }));
    expect(page2.items[0]?.id).not.toBe(all.items[0]?.id);
    expect(catalogue.browseSchema.parse({ page: 'abc', sort: 'bogus' })).toMatchObject({ page: 1, sort: 'newest' });
  });

  it('returns a TV show with seasons and episodes, credits and terms', async () => {
    const { items } = await catalogue.browseTitles('tv-show', catalogue.browseSchema.parse({}));
    const show = await catalogue.getTitleBySlug('tv-show', items[0]!.slug);
    expect(show!.seasons.length).toBeGreaterThan(0);
    expect(show!.seasons[0]!.episodes.length).toBeGreaterThanOrEqual(4);
    expect(show!.cast.length).toBeGreaterThan(0);
    expect(show!.genres.length).toBeGreaterThan(0);
    expect(await catalogue.getTitleBySlug('movie', items[0]!.slug)).toBeNull();
  });

  it('finds titles and people by full-text search, name matches first', async () => {
    const { items } = await catalogue.browseTitles('movie', catalogue.browseSchema.parse({}));
    const target = items[3]!;
    const results = await catalogue.searchCatalogue(target.name);
    expect(results.titles[0]?.name).toBe(target.name);
    const person = (await catalogue.listPeople()).items[0]!;
    const found = await catalogue.searchCatalogue(person.name.split(' ')[1]!.slice(0, 4));
    expect(found.people.map((p) => p.slug)).toContain(person.slug);
  });

  it('answers punctuation-only, very long and hostile queries', async () => {
    expect(await catalogue.searchCatalogue('!!!?*&|')).toEqual({ titles: [], people: [] });
    const long = await catalogue.searchCatalogue('x'.repeat(1000));
    expect(long.titles).toEqual([]);
    await expect(catalogue.searchCatalogue("'); drop table titles; --")).resolves.toBeDefined();
    expect((await catalogue.countCatalogue()).movie).toBe(DEMO_COUNTS.movies);
  });

  it('shows a term with a bounded page of titles per kind and the full counts', async () => {
    const genre = await catalogue.getTermWithTitles('genre', 'drama');
    const movies = await catalogue.browseTitles('movie', catalogue.browseSchema.parse({ genre: 'drama' }));
    const shows = await catalogue.browseTitles('tv-show', catalogue.browseSchema.parse({ genre: 'drama' }));
    expect(genre!.total).toBe(movies.total + shows.total);
    for (const group of genre!.groups) expect(group.items.length).toBeLessThanOrEqual(catalogue.PAGE_SIZE);
    const category = await catalogue.getTermWithTitles('category', 'crime');
    expect(category!.groups.map((g) => g.kind)).toEqual(['video']);
    expect(await catalogue.getTermWithTitles('genre', 'no-such-genre')).toBeNull();
  });

  it('finds a person with credits, birthday as stored date', async () => {
    const person = (await catalogue.listPeople()).items[0]!;
    const detail = await catalogue.getPersonBySlug(person.slug);
    expect(detail!.credits.length).toBeGreaterThan(0);
    expect(Number(detail!.knownCredits)).toBe(detail!.credits.length);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('several servers starting at once on PostgreSQL', () => {
  it('migrates and seeds once', async () => {
    const pg = (await import('pg')).default;
    const { openDatabase } = await import('../../src/db/client');
    const os = await import('node:os');
    const base = process.env.TEST_DATABASE_URL!;
    const name = `streamit_test_race_${Date.now()}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const media = os.tmpdir() + `/streamit-race-${Date.now()}`;
    try {
      const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ url: url.toString(), init: (db) => seedDemo(db, media) })));
      const count = await handles[0]!.db.$count((await import('../../src/db/schema')).titles);
      expect(count).toBe(DEMO_COUNTS.movies + DEMO_COUNTS.tvShows + DEMO_COUNTS.videos);
      await Promise.all(handles.map((h) => h.close()));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      (await import('node:fs')).rmSync(media, { recursive: true, force: true });
    }
  });
});

describe('the demo seed', () => {
  it('is the same catalogue on every run', async () => {
    const snapshot = async () => {
      const engine = testEngines()[0]!;
      const db = await engine.open();
      try {
        await seedDemo(db.db, db.mediaDir);
        const browse = await catalogue.browseTitles('movie', catalogue.browseSchema.parse({ sort: 'a-z' }));
        const top = await catalogue.getCuratedList('top-10');
        const people = await catalogue.listPeople(1, 100);
        return { movies: browse.items.map((i) => i.slug), top: top!.items.map((i) => i.slug), people: people.items.map((p) => [p.slug, p.designation]) };
      } finally {
        await db.dispose();
      }
    };
    const [a, b] = [await snapshot(), await snapshot()];
    expect(a.movies.length).toBeGreaterThan(0);
    expect(b).toEqual(a);
  });
});
