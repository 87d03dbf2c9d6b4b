import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readControlFile } from '@/jobs/control';
import { canReplicate, startReplicatedPostgres, type ReplicatedPostgres } from '../helpers/pg-replica';
import { startSite, type Site } from './harness';

// DATABASE_REPLICA_URL: a server whose shared (cached) reads go to a streaming replica of its PostgreSQL, and to the
// primary while the replica has not replayed the latest write, so what was just written shows at the next request.

let pair: ReplicatedPostgres | undefined;
let site: Site;
let replica: pg.Client;

beforeAll(async () => {
  if (!canReplicate()) return;
  pair = await startReplicatedPostgres();
  site = await startSite({ DATABASE_URL: pair.primary, DATABASE_REPLICA_URL: pair.replica, DEMO_PREVIEWS: 'false' });
  replica = new pg.Client({ connectionString: pair.replica });
  await replica.connect();
});
afterAll(async () => {
  await replica?.end();
  await site?.stop();
  pair?.stop();
});

/** How many times the replica has read the titles table (its own statistics: reads there, not on the primary). */
async function titleScansOnReplica(): Promise<number> {
  const { rows } = await replica.query(
    `select (coalesce(seq_scan, 0) + coalesce(idx_scan, 0))::int as n from pg_stat_user_tables where relname = 'titles'`,
  );
  return (rows[0] as { n: number } | undefined)?.n ?? 0;
}

/** Movie pages not rendered yet (each first request reads the catalogue). */
async function uncachedTitlePages(count: number, skip = 0): Promise<string[]> {
  const html = await (await fetch(`${site.url}/movies`)).text();
  const slugs = [...new Set([...html.matchAll(/href="\/movies\/(?!restricted"|related")([a-z0-9-]+)"/g)].map((m) => m[1]!))];
  return slugs.slice(skip, skip + count);
}

describe.skipIf(!canReplicate())('a read replica (DATABASE_REPLICA_URL)', () => {
  it('serves the catalogue from the replica, and what was just written from the primary until the replica has it', async () => {
    // Pages built for every visitor read the catalogue on the replica.
    const before = await titleScansOnReplica();
    for (const slug of await uncachedTitlePages(3)) expect((await fetch(`${site.url}/movies/${slug}`)).status).toBe(200);
    await expect.poll(titleScansOnReplica, { timeout: 20_000 }).toBeGreaterThan(before);

    // The replica stops replaying; an operator renames a title on the primary.
    await replica.query('select pg_wal_replay_pause()');
    await expect.poll(async () => (await replica.query(`select pg_get_wal_replay_pause_state() as s`)).rows[0].s).toBe('paused');
    const [slug] = await uncachedTitlePages(1, 3);
    const renamed = `Replica Cut ${Date.now()}`;
    const control = readControlFile(site.dataDir)!;
    const res = await fetch(`${control.url}/internal/actions/updateTitleDetails`, {
      method: 'POST',
      headers: { authorization: `Bearer ${control.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ slug, name: renamed }),
    });
    expect(((await res.json()) as { ok: boolean }).ok).toBe(true);
    // The next request shows it, though the replica still has the old name: it came from the primary.
    expect(await (await fetch(`${site.url}/movies/${slug}`)).text()).toContain(renamed);
    expect(await (await fetch(`${site.url}/movies`)).text()).toContain(renamed);
    const onReplica = await replica.query('select name from titles where slug = $1', [slug]);
    expect((onReplica.rows[0] as { name: string }).name).not.toBe(renamed);

    // Replaying again, the replica catches up and takes the shared reads back.
    await replica.query('select pg_wal_replay_resume()');
    await expect.poll(async () => (await replica.query('select name from titles where slug = $1', [slug])).rows[0].name).toBe(renamed);
    const resumed = await titleScansOnReplica();
    for (const other of await uncachedTitlePages(3, 4)) expect((await fetch(`${site.url}/movies/${other}`)).status).toBe(200);
    await expect.poll(titleScansOnReplica, { timeout: 20_000 }).toBeGreaterThan(resumed);
  });
});
