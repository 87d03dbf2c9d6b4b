import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Handle = { db: Database; kind: 'pglite' | 'postgres'; close: () => Promise<void> };
export type OpenOptions = { url?: string; dir?: string };

const migrationsFolder = path.resolve('src/db/migrations');
// One handle per process: the custom server and Next's bundles each load this module, and two PGlite
// instances on one folder lose writes silently.
const KEY = Symbol.for('streamit.database');
type Holder = { [KEY]?: Handle };
const holder = globalThis as Holder;

export async function openDatabase(opts: OpenOptions): Promise<Handle> {
  if (opts.url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: opts.url, max: 10 });
    const db = drizzle({ client: pool, schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  if (!opts.dir) throw new Error('openDatabase needs a PostgreSQL url or a PGlite folder');
  fs.mkdirSync(opts.dir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create(opts.dir);
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}

/** Makes `handle` the process's database, used by every domain's queries. */
export function installDatabase(handle: Handle | undefined): void {
  holder[KEY] = handle;
}

export function getDb(): Database {
  const handle = holder[KEY];
  if (!handle) throw new Error('The database is not open: start the site with `npm start` (server.ts opens it).');
  return handle.db;
}

export function getHandle(): Handle | undefined {
  return holder[KEY];
}
