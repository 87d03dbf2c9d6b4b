import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { readControlFile } from '@/jobs/control';
import { freshDataDir, startSite, streamitCli, type Site } from './harness';

// A write through an operator action makes the next read of every cached page it changes fresh: in the one process
// on PGlite, and on PostgreSQL in a second app process that only hears of it through the database.

const base = process.env.TEST_DATABASE_URL;

/** The CLI's `title update`, handed to the server that owns `dataDir` (or run here with DATABASE_URL). */
async function renameTitle(env: Record<string, string>, slug: string, name: string) {
  const { stdout } = await streamitCli(['title', 'update', `/movies/${slug}`, '--name', name], env);
  return stdout;
}

async function page(site: Site, path: string) {
  const res = await fetch(site.url + path);
  return { cache: res.headers.get('x-nextjs-cache'), html: await res.text() };
}

/** A movie of the first listing page, and that listing, both served from the cache. */
async function cachedMovie(site: Site) {
  const listing = (await page(site, '/movies')).html;
  const [, slug, name] = /href="\/movies\/(?!restricted|related)([a-z0-9-]+)"[^>]*>[\s\S]*?<h3>([^<]+)<\/h3>/.exec(listing)!;
  await page(site, `/movies/${slug}`);
  expect((await page(site, `/movies/${slug}`)).cache, 'the title page is cached').toBe('HIT');
  expect((await page(site, '/movies')).cache, 'the listing is cached').toBe('HIT');
  return { slug: slug!, name: name! };
}

/** Waits for a state, not for a time: the page shows `text` (an expiry heard through the database is asynchronous). */
async function showsSoon(site: Site, path: string, text: string) {
  await expect.poll(async () => (await page(site, path)).html.includes(text), { timeout: 15_000, interval: 100 }).toBe(true);
}

describe('cache invalidation', () => {
  it('shows a renamed title at once on its page and in the listing (PGlite, the CLI through the server)', async () => {
    const site = await startSite();
    try {
      const { slug, name } = await cachedMovie(site);
      const renamed = `${name.replace(/\W+/g, ' ')} Director’s Cut`;
      expect(await renameTitle({ DATA_DIR: site.dataDir, DATABASE_URL: '' }, slug, renamed)).toContain(`updated ${slug}`);
      // No waiting: the next request after the write is fresh.
      expect((await page(site, `/movies/${slug}`)).html).toContain(renamed);
      expect((await page(site, '/movies')).html).toContain(renamed);
      expect((await page(site, `/search?searchTerm=${encodeURIComponent(name)}`)).html).toContain(renamed);
    } finally {
      await site.stop();
    }
  });

  it.skipIf(!base)(
    'reaches a second app process on PostgreSQL through LISTEN/NOTIFY (its pages and its media gate); rate limits count across both',
    async () => {
      const name = `streamit_e2e_expiry_${Date.now()}`;
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(base!);
      url.pathname = `/${name}`;
      // Eight searches a minute per client, counted in the database by both processes.
      const env = { DATABASE_URL: url.toString(), SEARCH_RATE_LIMIT: '8' };
      const sites: Site[] = [];
      try {
        sites.push(await startSite(env), await startSite(env));
        const [a, b] = sites as [Site, Site];
        const { slug, name: before } = await cachedMovie(a);
        await cachedMovie(b);
        expect((await page(b, `/movies/${slug}`)).cache).toBe('HIT');
        const renamed = `${before.replace(/\W+/g, ' ')} Returns`;
        // Written inside server A (its control endpoint): B's cached pages must not outlive the write.
        await renameTitle({ ...env, DATA_DIR: a.dataDir }, slug, renamed);
        expect((await page(a, `/movies/${slug}`)).html).toContain(renamed);
        await showsSoon(b, `/movies/${slug}`, renamed);
        await showsSoon(b, '/movies', renamed);
        // Written by a third process (the CLI on the database): both servers hear it.
        const again = `${before.replace(/\W+/g, ' ')} Forever`;
        const cliDir = freshDataDir();
        await renameTitle({ ...env, DATA_DIR: cliDir }, slug, again).finally(() => fs.rmSync(cliDir, { recursive: true, force: true }));
        await showsSoon(a, `/movies/${slug}`, again);
        await showsSoon(b, `/movies/${slug}`, again);

        // One client's searches count on both processes: four on each, and the ninth is refused wherever it lands.
        const search = (site: Site, n: number) => fetch(`${site.url}/search?q=${encodeURIComponent(`lantern ${n}`)}`).then((r) => r.status);
        const statuses = [];
        for (let n = 0; n < 8; n++) statuses.push(await search(n % 2 ? b : a, n));
        expect(statuses).toEqual(Array(8).fill(200));
        expect(await search(a, 8)).toBe(429);
        expect(await search(b, 9)).toBe(429);

        // A title turned 18+ on A: B's media gate, which knew its video as open, refuses it without a token at once.
        const video = `videos/${randomUUID()}`;
        const db = new pg.Client({ connectionString: env.DATABASE_URL });
        await db.connect();
        try {
          await db.query(
            `insert into media_assets (title_id, prefix, duration_sec, renditions, label)
           select id, $1, 2, '[]', name from titles where slug = $2`,
            [video, slug],
          );
        } finally {
          await db.end();
        }
        fs.mkdirSync(path.join(b.dataDir, 'media', video), { recursive: true });
        fs.writeFileSync(path.join(b.dataDir, 'media', video, 'master.m3u8'), '#EXTM3U\n');
        const master = `${b.url}/media/${video}/master.m3u8`;
        expect((await fetch(master)).status).toBe(200); // and B's gate remembers it as open
        const control = readControlFile(a.dataDir)!;
        const restricted = await fetch(`${control.url}/internal/actions/updateTitleDetails`, {
          method: 'POST',
          headers: { authorization: `Bearer ${control.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ slug, contentRating: '18+' }),
        });
        expect(((await restricted.json()) as { ok: boolean }).ok).toBe(true);
        await expect.poll(async () => (await fetch(master)).status, { timeout: 15_000, interval: 100 }).toBe(403);
      } finally {
        for (const site of sites) await site.stop();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  );
});
