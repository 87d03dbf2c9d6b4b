import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { processSlot, processWide } from '@/lib/process-wide';
import * as schema from './schema';
import { installReplica, requireLsn, routeRead, type Replica } from './replica';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The database or a transaction of it: what a read or write that may run inside a caller's transaction takes. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];
/** Raw SQL for the job queue (pg-boss's `db` option): on PGlite, the process's own connection. */
export type SqlExecutor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };
export type Handle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** The job queue's way in: a PostgreSQL URL (pg-boss opens its own pool) or the embedded connection. */
  queueDb: { url: string } | { executor: SqlExecutor };
  /** A read replica for the shared reads (replica.ts), with a PostgreSQL primary. */
  replica?: Replica<Database>;
};
export type OpenOptions = { url?: string; replicaUrl?: string; dir?: string; init?: (db: Database) => Promise<void> };

// Typo tolerance of name search (pg_trgm's `<%`): 0.5 lets one wrong letter in a six-letter word still match.
const SESSION_SETTINGS = { 'pg_trgm.word_similarity_threshold': '0.5' } as const;

// Any number of app servers may start at once against one PostgreSQL: migrations and the seed run one at a time.
const INIT_LOCK = 7_262_026;

const migrationsFolder = path.resolve('src/db/migrations');
// One handle per process: the custom server and Next's bundles each load this module, and two PGlite
// instances on one folder lose writes silently.
const current = processSlot<Handle>('database');

// Statements sent through Drizzle, counted (a cheap increment): the GraphQL tests check a list's query count by it.
const counted = processWide('db-queries', () => ({ n: 0 }));
const queryCounter = { logQuery: () => void counted.n++ };
/** How many statements this process has sent through Drizzle so far. */
export const queriesRun = () => counted.n;

export async function openDatabase(opts: OpenOptions): Promise<Handle> {
  if (opts.url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const options = Object.entries(SESSION_SETTINGS)
      .map(([k, v]) => `-c ${k}=${v}`)
      .join(' ');
    const pool = new Pool({ connectionString: opts.url, max: 10, options });
    pool.on('error', (error) => console.error('PostgreSQL idle client error:', error.message));
    const db = drizzle({ client: pool, schema, logger: queryCounter });
    try {
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [INIT_LOCK]);
        await migrate(db, { migrationsFolder });
        await opts.init?.(db as unknown as Database);
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [INIT_LOCK]).catch(() => undefined);
        lock.release();
      }
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
    if (!opts.replicaUrl) return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end(), queueDb: { url: opts.url } };
    const replicaPool = new Pool({ connectionString: opts.replicaUrl, max: 10, options });
    replicaPool.on('error', (error) => console.error('PostgreSQL replica idle client error:', error.message));
    const replica: Replica<Database> = {
      db: drizzle({ client: replicaPool, schema, logger: queryCounter }) as unknown as Database,
      replayed: async () =>
        (await replicaPool.query<{ lsn: string | null }>('select pg_last_wal_replay_lsn()::text as lsn')).rows[0]?.lsn ?? null,
      close: () => replicaPool.end(),
    };
    // Started where the primary is now: this process's first pages are built from everything written before it.
    requireLsn((await pool.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')).rows[0]!.lsn);
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      replica,
      close: async () => {
        await Promise.all([pool.end(), replicaPool.end()]);
      },
      queueDb: { url: opts.url },
    };
  }
  if (!opts.dir) throw new Error('openDatabase needs a PostgreSQL url or a PGlite folder');
  fs.mkdirSync(opts.dir, { recursive: true });
  const release = claimFolder(opts.dir);
  const { PGlite } = await import('@electric-sql/pglite');
  // Typo-tolerant search (trigram indexes); the PostgreSQL server has the same extension.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create(opts.dir, { extensions: { pg_trgm } }).catch((error: unknown) => {
    release();
    throw error;
  });
  const db = drizzle({ client, schema, logger: queryCounter });
  try {
    for (const [k, v] of Object.entries(SESSION_SETTINGS)) await client.query(`select set_config($1, $2, false)`, [k, v]);
    await migrate(db, { migrationsFolder });
    await opts.init?.(db as unknown as Database);
  } catch (error) {
    await client.close().catch(() => undefined);
    release();
    throw error;
  }
  // pg-boss sends parameterless multi-statement scripts (its migrations): those go to exec, the rest to query.
  const executor: SqlExecutor = {
    async executeSql(text, values) {
      if (values?.length) return { rows: (await client.query(text, values)).rows };
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    queueDb: { executor },
    close: async () => {
      await client.close();
      release();
    },
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock between processes and two of them on one folder lose writes silently, so the folder
 * is claimed by a pid file beside it; a live owner is refused, a stale claim is taken over.
 */
export function claimFolder(dir: string): () => void {
  const file = `${dir.replace(/\/$/, '')}.owner`;
  const mine = String(process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, mine, { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8') === mine) fs.rmSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(file, 'utf8'));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The database folder ${dir} is in use by process ${owner}. Stop that process first (one process per PGlite folder), or use DATABASE_URL.`,
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not claim the database folder ${dir}`);
}

/** Makes `handle` the process's database, used by every domain's queries. */
export function installDatabase(handle: Handle | undefined): void {
  current.set(handle);
  installReplica(handle?.replica);
}

export function getDb(): Database {
  const handle = current.get();
  if (!handle) throw new Error('The database is not open: start the site with `npm start` (server.ts opens it).');
  // A shared (cached) read goes to the replica when there is one and it has every write noted so far.
  return routeRead(handle.db);
}
