import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startSite } from './harness';
import { FILMS } from '../../src/domains/catalogue/demo/content/films';
import { SHOWS } from '../../src/domains/catalogue/demo/content/shows';
import { VIDEOS } from '../../src/domains/catalogue/demo/content/videos';

const base = process.env.TEST_DATABASE_URL;

describe.skipIf(!base)('the site on a PostgreSQL server', () => {
  it('migrates, seeds and serves the catalogue and search', async () => {
    const name = `streamit_e2e_${Date.now()}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(base!);
    url.pathname = `/${name}`;
    try {
      const site = await startSite({ DATABASE_URL: url.toString() });
      try {
        expect(site.log()).toContain('(postgres,');
        for (const route of ['/', '/movies', '/tv-shows', '/videos', '/genres/action', '/cast', '/search?searchTerm=kingdom']) {
          expect((await fetch(site.url + route)).status, route).toBe(200);
        }
        const suggestions = await (await fetch(`${site.url}/api/search/suggest?q=kingd`)).json();
        expect(suggestions.items.length).toBeGreaterThan(0);
      } finally {
        await site.stop();
      }
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const { rows } = await check.query('select kind, count(*)::int as n from titles group by kind order by kind');
      await check.end();
      expect(rows).toEqual([
        { kind: 'movie', n: FILMS.length },
        { kind: 'tv-show', n: SHOWS.length },
        { kind: 'video', n: VIDEOS.length },
      ]);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
