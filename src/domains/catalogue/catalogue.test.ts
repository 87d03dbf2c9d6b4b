import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@/db/seed';
import type { CuratedListSlug } from '@/domains/catalogue/curated';
import { curatedListItems, curatedLists, titles } from '@/domains/catalogue/schema';
import { DEMO_COUNTS } from '@/domains/catalogue/demo/seed';
import { MOVIE_GENRES, TV_SHOW_TAGS, VIDEO_CATEGORIES } from '@/domains/catalogue/vocabulary';
import { browseSchema, PAGE_SIZE } from '@/domains/catalogue/params';
import * as cardsReads from '@/domains/catalogue/cards';
import * as listsReads from '@/domains/catalogue/lists';
import * as peopleReads from '@/domains/catalogue/people';
import * as targetsReads from '@/domains/catalogue/targets';
import * as termsReads from '@/domains/catalogue/terms';
import * as titlesReads from '@/domains/catalogue/titles';
import * as search from '@/domains/catalogue/search';
import { foldAccents } from '@/domains/catalogue/search-text';
import { testEngines, type TestDatabase } from '../../../tests/helpers/db';
import { testDatabaseUrl } from '../../../tests/helpers/env';

// The catalogue's reads, as one namespace for these tests.
const catalogue = { ...cardsReads, ...listsReads, ...peopleReads, ...targetsReads, ...termsReads, ...titlesReads };

const slugs = (items: { slug: string }[]) => items.map((t) => t.slug);

describe.each(testEngines({ seeded: true }))('catalogue on $name', (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await engine.open();
  });
  afterAll(async () => db?.dispose());

  it('seeds the demo catalogue with every kind, term and person', async () => {
    const counts = await catalogue.countCatalogue();
    expect(counts.movie + counts.restricted).toBe(DEMO_COUNTS.movies);
    expect(counts).toMatchObject({ 'tv-show': DEMO_COUNTS.tvShows, video: DEMO_COUNTS.videos });
    expect(counts.restricted).toBeGreaterThan(0);
    expect((await catalogue.listTerms('genre')).map((t) => t.slug).sort()).toEqual([...MOVIE_GENRES].sort());
    expect((await catalogue.listTerms('tag')).map((t) => t.slug).sort()).toEqual([...TV_SHOW_TAGS].sort());
    expect((await catalogue.listTerms('category')).map((t) => t.slug).sort()).toEqual([...VIDEO_CATEGORIES].sort());
    const cast = await catalogue.listPeople(1, 200);
    expect(cast.total).toBe(DEMO_COUNTS.people);
    // By name as people read it: an accent or a capital does not send a name to the end.
    const names = cast.items.map((p) => p.name);
    const reading = new Intl.Collator('en', { sensitivity: 'base' });
    expect(names).toEqual([...names].sort((a, b) => reading.compare(a, b)));
    expect(names.some((n) => /[À-ž]/.test(n))).toBe(true);
  });

  it('does not seed twice', async () => {
    await seedDemo(db.db, db.mediaDir);
    const counts = await catalogue.countCatalogue();
    expect(counts.movie + counts.restricted).toBe(DEMO_COUNTS.movies);
  });

  it('keeps curated lists in their stored order, and follows a reorder', async () => {
    const top = await catalogue.getCuratedList('top-10');
    expect(top?.items).toHaveLength(10);
    const [list] = await db.db.select().from(curatedLists).where(eq(curatedLists.slug, 'top-10'));
    const stored = await db.db
      .select()
      .from(curatedListItems)
      .where(eq(curatedListItems.listId, list!.id))
      .orderBy(asc(curatedListItems.position));
    expect(top!.items.map((i) => i.id)).toEqual(stored.map((r) => r.titleId));
    // An operator moves the last title to the front: the list follows the positions, not ids or insertion order.
    await db.db
      .update(curatedListItems)
      .set({ position: -1 })
      .where(and(eq(curatedListItems.listId, list!.id), eq(curatedListItems.titleId, stored.at(-1)!.titleId)));
    const reordered = await catalogue.getCuratedList('top-10');
    expect(reordered!.items.map((i) => i.id)).toEqual([stored.at(-1)!.titleId, ...stored.slice(0, -1).map((r) => r.titleId)]);
    await db.db
      .update(curatedListItems)
      .set({ position: stored.at(-1)!.position })
      .where(and(eq(curatedListItems.listId, list!.id), eq(curatedListItems.titleId, stored.at(-1)!.titleId)));
    expect(await catalogue.getCuratedList('no-such-list' as CuratedListSlug)).toBeNull();
  });

  it('filters, sorts and paginates a kind', async () => {
    const all = await catalogue.browseTitles('movie', browseSchema.parse({ sort: 'a-z' }));
    const restricted = await catalogue.getRestrictedTitles();
    expect(restricted.total).toBeGreaterThan(0);
    expect(restricted.items.every((t) => t.contentRating === '18+')).toBe(true);
    expect(all.total).toBe(DEMO_COUNTS.movies - restricted.total);
    const names = all.items.map((i) => i.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || 0));
    const action = await catalogue.browseTitles('movie', browseSchema.parse({ genre: 'action' }));
    expect(action.total).toBeGreaterThan(0);
    expect(action.total).toBeLessThan(all.total);
    const page2 = await catalogue.browseTitles('movie', browseSchema.parse({ page: '2' }));
    expect(page2.items[0]?.id).not.toBe(all.items[0]?.id);
    expect(browseSchema.parse({ page: 'abc', sort: 'bogus' })).toMatchObject({ page: 1, sort: 'newest' });
  });

  it('returns a TV show with seasons and episodes, credits and terms', async () => {
    const { items } = await catalogue.browseTitles('tv-show', browseSchema.parse({}));
    const show = await catalogue.getTitleBySlug('tv-show', items[0]!.slug);
    expect(show!.seasons.length).toBeGreaterThan(0);
    expect(show!.seasons[0]!.episodes.length).toBeGreaterThanOrEqual(4);
    // Cards count seasons the same way, in listings and in rails.
    expect(items.every((t) => t.seasonCount > 0)).toBe(true);
    expect(show!.seasonCount).toBe(show!.seasons.length);
    expect(items.find((t) => t.slug === show!.slug)!.seasonCount).toBe(show!.seasons.length);
    expect(show!.cast.length).toBeGreaterThan(0);
    expect(show!.genres.length).toBeGreaterThan(0);
    expect(await catalogue.getTitleBySlug('movie', items[0]!.slug)).toBeNull();
  });

  it('finds titles and people by full-text search, name matches first', async () => {
    const { items } = await catalogue.browseTitles('movie', browseSchema.parse({}));
    const target = items[3]!;
    const results = await search.searchCatalogue(target.name);
    expect(results.titles[0]?.name).toBe(target.name);
    const person = (await catalogue.listPeople()).items[0]!;
    const found = await search.searchCatalogue(person.name.split(' ')[1]!.slice(0, 4));
    expect(found.people.map((p) => p.slug)).toContain(person.slug);
  });

  it('finds titles by the words people type: prefixes, stop words, typos', async () => {
    const movies = (await catalogue.browseTitles('movie', browseSchema.parse({ sort: 'a-z', page: 1 }))).items;
    const all = [...movies, ...(await catalogue.browseTitles('movie', browseSchema.parse({ sort: 'a-z', page: 2 }))).items];
    // Prefix as you type: the first four letters of a name's last word find that title.
    const target = all.find((t) => t.name.split(' ').at(-1)!.length > 5)!;
    const stem = target.name.split(' ').at(-1)!.slice(0, 4);
    expect(slugs((await search.searchCatalogue(stem)).titles)).toContain(target.slug);
    // "the" is a stop word to full-text search; it still finds the titles that begin with it, first.
    const the = (await search.searchCatalogue('the', 100)).titles;
    const startsWithThe = all.filter((t) => /^The /.test(t.name));
    expect(startsWithThe.length).toBeGreaterThan(0);
    expect(slugs(the)).toEqual(expect.arrayContaining(slugs(startsWithThe)));
    expect(the.slice(0, startsWithThe.length).every((t) => /^The /.test(t.name))).toBe(true);
    // One wrong letter still finds the title.
    const word = all.map((t) => t.name.split(' ').find((w) => w.length >= 6 && /^[A-Z][a-z]+$/.test(w))).find(Boolean)!;
    const typo = word.slice(0, -2) + (word.at(-2) === 'e' ? 'a' : 'e') + word.at(-1);
    const fuzzy = (await search.searchCatalogue(typo.toLowerCase())).titles;
    expect(fuzzy.length, `"${typo}" finds ${word}`).toBeGreaterThan(0);
    expect(fuzzy[0]!.name).toContain(word);
  });

  it('ranks a title above the videos about it, even when they say its name more often', async () => {
    const show = 'Harbor of Glass';
    const rows = await db.db
      .insert(titles)
      .values([
        ...[1, 2, 3].map((n) => ({
          kind: 'video' as const,
          slug: `harbor-of-glass-featurette-${n}`,
          name: `${show}: Featurette ${n}`,
          synopsis: `How ${show} was made: the crew of ${show} on the sets of ${show}, part ${n}.`,
        })),
        { kind: 'tv-show' as const, slug: 'harbor-of-glass', name: show, synopsis: 'A glassblower inherits a failing workshop.' },
      ])
      .returning({ id: titles.id });
    try {
      const suggestions = await search.suggest('harbor of glass');
      expect(suggestions[0]).toMatchObject({ label: show, kind: 'tv-show' });
      expect(suggestions.slice(1, 4).map((s) => s.kind)).toEqual(['video', 'video', 'video']);
      // A word only videos carry in their names still finds the videos first.
      expect((await search.searchCatalogue('featurette')).titles[0]?.kind).toBe('video');
    } finally {
      await db.db.delete(titles).where(sql`${titles.id} in ${rows.map((r) => r.id)}`);
    }
  });

  it('ranks in tiers: names that begin with the words, names that hold them, synopses; films before videos, then the best rated', async () => {
    const rows = await db.db
      .insert(titles)
      .values([
        { kind: 'movie' as const, slug: 'tier-synopsis', name: 'Quiet Water', synopsis: 'A zephyrine wind.', score: '9.9' },
        { kind: 'video' as const, slug: 'tier-video', name: 'Trailer: Zephyrine Nights', synopsis: 'The trailer.', score: '9.5' },
        { kind: 'movie' as const, slug: 'tier-low', name: 'Under the Zephyrine', synopsis: 'A film.', score: '5.0' },
        { kind: 'movie' as const, slug: 'tier-high', name: 'Over the Zephyrine', synopsis: 'A film.', score: '8.0' },
        { kind: 'tv-show' as const, slug: 'tier-first', name: 'Zephyrine', synopsis: 'A show.', score: '3.0' },
      ])
      .returning({ id: titles.id });
    try {
      expect(slugs((await search.searchCatalogue('zephyrine')).titles)).toEqual([
        'tier-first',
        'tier-high',
        'tier-low',
        'tier-video',
        'tier-synopsis',
      ]);
    } finally {
      await db.db.delete(titles).where(sql`${titles.id} in ${rows.map((r) => r.id)}`);
    }
  });

  it('leads genre, tag and category names to their pages', async () => {
    const action = await search.searchCatalogue('action');
    expect(action.terms.map((t) => t.href)).toEqual(expect.arrayContaining(['/genres/action', '/videos?category=action']));
    expect((await search.searchCatalogue('drama')).terms.map((t) => t.href)).toContain('/genres/drama');
    expect((await search.searchCatalogue('vikings')).terms.map((t) => t.href)).toContain('/tags/vikings');
    expect((await search.searchCatalogue('action movies')).terms.map((t) => t.href)).toContain('/genres/action');
    const suggestions = await search.suggest('acti');
    expect(suggestions[0]).toMatchObject({ label: 'Action', href: '/genres/action', kind: 'genre' });
    // A title named exactly so comes before a term only like the word ("relay" is like "Brother Relationship").
    const relay = await search.suggest('relay');
    expect(relay[0]).toMatchObject({ label: 'Relay', kind: 'tv-show' });
    const kinds = relay.map((s) => s.kind);
    expect(kinds).toContain('tag');
    expect(kinds.indexOf('tag')).toBeGreaterThan(kinds.findLastIndex((k) => k === 'movie' || k === 'tv-show' || k === 'video'));
    // A person searched by name leads, as on the results page ("helene": Wolf Moon Rising only has a Helen in it).
    expect((await search.suggest('helene'))[0]).toMatchObject({ label: 'Hélène Carpentier', kind: 'person' });
    // A typo finds the film before the videos about it.
    expect((await search.suggest('nigth market'))[0]).toMatchObject({ label: 'Night Market', kind: 'movie' });
  });

  it('finds people by a misspelt name', async () => {
    const person = (await catalogue.listPeople()).items[0]!;
    const last = person.name.split(' ')[1]!;
    const typo = last.slice(0, -1) + (last.at(-1) === 'x' ? 'y' : 'x');
    expect((await search.searchCatalogue(`${person.name.split(' ')[0]} ${typo}`)).people.map((p) => p.slug)).toContain(person.slug);
  });

  it('finds people whatever the accents typed: "helene" finds Hélène, "HÉLÈNE" too, and a typo without them', async () => {
    const accented = (await catalogue.listPeople(1, 200)).items.find((p) => /[À-ž]/.test(p.name))!;
    const plain = foldAccents(accented.name);
    expect(plain).not.toBe(accented.name.toLowerCase());
    for (const typed of [plain, accented.name.toUpperCase(), plain.slice(0, 5)]) {
      expect(
        (await search.searchCatalogue(typed)).people.map((p) => p.slug),
        typed,
      ).toContain(accented.slug);
    }
    const [first, ...rest] = plain.split(' ');
    const typo = `${first} ${rest.join(' ').slice(0, -1)}${plain.at(-1) === 'x' ? 'y' : 'x'}`;
    expect(
      (await search.searchCatalogue(typo)).people.map((p) => p.slug),
      typo,
    ).toContain(accented.slug);
    expect(foldAccents('Łódź Øre Straße Ærø')).toBe('lodz ore strase aro');
  });

  it('answers punctuation-only, very long and hostile queries', async () => {
    expect(await search.searchCatalogue('!!!?*&|')).toEqual({ titles: [], people: [], terms: [] });
    const long = await search.searchCatalogue('x'.repeat(1000));
    expect(long.titles).toEqual([]);
    await expect(search.searchCatalogue("'); drop table titles; --")).resolves.toBeDefined();
    const counts = await catalogue.countCatalogue();
    expect(counts.movie + counts.restricted).toBe(DEMO_COUNTS.movies);
  });

  it('shows a term with a bounded page of titles per kind and the full counts', async () => {
    const genre = await catalogue.getTermWithTitles('genre', 'drama');
    const movies = await catalogue.browseTitles('movie', browseSchema.parse({ genre: 'drama' }));
    const shows = await catalogue.browseTitles('tv-show', browseSchema.parse({ genre: 'drama' }));
    expect(genre!.total).toBe(movies.total + shows.total);
    for (const group of genre!.groups) expect(group.items.length).toBeLessThanOrEqual(PAGE_SIZE);
    const category = await catalogue.getTermWithTitles('category', 'crime');
    expect(category!.groups.map((g) => g.kind)).toEqual(['video']);
    expect(await catalogue.getTermWithTitles('genre', 'no-such-genre')).toBeNull();
  });

  it('counts on the genre, tag and category indexes what each term page lists', async () => {
    for (const kind of ['genre', 'tag', 'category'] as const) {
      for (const term of await catalogue.listTerms(kind)) {
        expect({ kind, slug: term.slug, count: term.count }).toEqual({
          kind,
          slug: term.slug,
          count: (await catalogue.getTermWithTitles(kind, term.slug))!.total,
        });
      }
    }
  });

  it('finds a person with credits, birthday as stored date', async () => {
    const person = (await catalogue.listPeople()).items[0]!;
    const detail = await catalogue.getPersonBySlug(person.slug);
    expect(detail!.credits.length).toBeGreaterThan(0);
    // Known credits count films and shows; trailers, featurettes and interviews are listed apart.
    expect(Number(detail!.knownCredits)).toBe(detail!.credits.filter((c) => c.kind !== 'video').length);
  });
});

describe.each(testEngines({ seeded: true }))('18+ titles on $name', (engine) => {
  let db: TestDatabase;
  let restricted: Awaited<ReturnType<typeof catalogue.getRestrictedTitles>>['items'];
  let hidden: Set<string>;
  beforeAll(async () => {
    db = await engine.open();
    restricted = (await catalogue.getRestrictedTitles()).items;
    hidden = new Set(restricted.map((t) => t.slug));
    // Put them where an operator might: first in every curated list, and the soonest release.
    const ids = sql.join(
      restricted.map((t) => sql`${t.id}`),
      sql`, `,
    );
    await db.db.execute(sql`update curated_list_items set position = position + 100`);
    await db.db.execute(
      sql`insert into curated_list_items (list_id, title_id, position) select l.id, t.id, t.id % 100 from curated_lists l, titles t where t.id in (${ids}) on conflict do nothing`,
    );
    await db.db.execute(sql`update titles set release_date = current_date + 1 where id = ${restricted[0]!.id}`);
  });
  afterAll(async () => db?.dispose());

  const leaked = (items: { slug: string }[]) => slugs(items).filter((s) => hidden.has(s));

  it('are listed on their own page and open by slug', async () => {
    expect(restricted.length).toBeGreaterThan(0);
    expect(restricted.every((t) => t.contentRating === '18+')).toBe(true);
    expect((await catalogue.getTitleBySlug('movie', restricted[0]!.slug))?.restricted).toBe(true);
  });

  it('stay out of every listing, page by page, and every filter', async () => {
    for (const kind of ['movie', 'tv-show', 'video'] as const) {
      for (let page = 1, pageCount = 1; page <= pageCount; page++) {
        const result = await catalogue.browseTitles(kind, browseSchema.parse({ page }));
        pageCount = result.pageCount;
        expect(leaked(result.items)).toEqual([]);
      }
    }
    for (const genre of await catalogue.listTerms('genre')) {
      expect(leaked((await catalogue.browseTitles('movie', browseSchema.parse({ genre: genre.slug }))).items)).toEqual([]);
      expect(leaked((await catalogue.getTermWithTitles('genre', genre.slug))!.groups.flatMap((g) => g.items))).toEqual([]);
    }
  });

  it('stay out of every curated rail and recommendation', async () => {
    const rows = await db.db.select({ slug: curatedLists.slug }).from(curatedLists);
    expect(rows.length).toBeGreaterThan(0);
    for (const list of await catalogue.getCuratedLists(
      rows.map((r) => r.slug as CuratedListSlug),
      100,
    ))
      expect(leaked(list.items)).toEqual([]);
    const movies = (await catalogue.browseTitles('movie', browseSchema.parse({}))).items;
    for (const m of movies.slice(0, 10)) expect(leaked(await catalogue.getRelatedTitles(m.id, 'movie', 100))).toEqual([]);
    expect(hidden.has((await catalogue.getNextRelease())?.slug ?? '')).toBe(false);
  });

  it('stay out of search, suggestions, person pages and the sitemap', async () => {
    for (const t of restricted) {
      expect(leaked((await search.searchCatalogue(t.name)).titles)).toEqual([]);
      expect((await search.suggest(t.name)).filter((s) => s.href === t.href)).toEqual([]);
      const detail = await catalogue.getTitleBySlug('movie', t.slug);
      for (const person of detail!.cast) {
        const page = await catalogue.getPersonBySlug(person.slug);
        expect(leaked(page!.credits)).toEqual([]);
        expect(Number(page!.knownCredits || 0)).toBe(page!.credits.filter((c) => c.kind !== 'video').length);
      }
    }
    const urls = (await catalogue.listCatalogueUrls()).map((u) => u.path);
    expect(urls.filter((u) => restricted.some((t) => t.href === u))).toEqual([]);
  });

  it('are not counted by listings, terms or the catalogue totals', async () => {
    const movies = await catalogue.browseTitles('movie', browseSchema.parse({}));
    const counts = await catalogue.countCatalogue();
    expect(movies.total).toBe(counts.movie);
    expect(counts.restricted).toBe(restricted.length);
    const genres = await catalogue.listTerms('genre');
    const listed = await Promise.all(genres.map(async (g) => (await catalogue.getTermWithTitles('genre', g.slug))!.total));
    expect(genres.map((g) => g.count)).toEqual(listed);
  });
});

describe.skipIf(!testDatabaseUrl)('several servers starting at once on PostgreSQL', () => {
  it('migrates and seeds once', async () => {
    const pg = (await import('pg')).default;
    const { openDatabase } = await import('@/db/client');
    const os = await import('node:os');
    const base = testDatabaseUrl!;
    const name = `streamit_test_race_${Date.now()}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const media = os.tmpdir() + `/streamit-race-${Date.now()}`;
    try {
      const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ url: url.toString(), init: (db) => seedDemo(db, media) })));
      const count = await handles[0]!.db.$count((await import('@/db/schema')).titles);
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
    const snapshot = async (seeded: boolean) => {
      const db = await testEngines({ seeded })[0]!.open();
      try {
        if (!seeded) await seedDemo(db.db, db.mediaDir);
        const browse = await catalogue.browseTitles('movie', browseSchema.parse({ sort: 'a-z' }));
        const top = await catalogue.getCuratedList('top-10');
        const people = await catalogue.listPeople(1, 100);
        const person = await catalogue.getPersonBySlug(people.items[5]!.slug);
        return {
          movies: browse.items.map((i) => [i.slug, i.synopsis]),
          top: top!.items.map((i) => i.slug),
          people: people.items.map((p) => [p.slug, p.designation]),
          bio: person!.biography,
        };
      } finally {
        await db.dispose();
      }
    };
    // A fresh seed against the run's template, seeded the same way earlier in the run.
    const [a, b] = [await snapshot(false), await snapshot(true)];
    expect(a.movies.length).toBeGreaterThan(0);
    expect(b).toEqual(a);
  });
});
