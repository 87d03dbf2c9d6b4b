import { randomUUID } from 'node:crypto';
import { requireLsn } from '@/db/replica';
import { processSlot, processWide } from '@/lib/process-wide';
import { clearKeptResponses } from './response-cache';

// Cache expiry that reaches every process. A write expires its tags here (Next's tag manifest, which its page cache
// and unstable_cache entries are checked against, and the answers kept in front of Next), then publishes them:
// on PostgreSQL through NOTIFY, which every server on the database LISTENs to (workers and the CLI only publish);
// on the embedded PGlite there is only this process.

const CHANNEL = 'streamit_cache_expiry';
const ORIGIN = randomUUID();

// Set by the page cache handler (page-cache-handler.mjs), which Next loads beside its own tag manifest: the same
// as revalidateTag(tag, { expire: 0 }) without a request. Empty in processes that serve no pages (worker, CLI).
const expireInNext = processSlot<(tags: string[]) => void>('expire-in-next');

// What else a process keeps and must drop when tags expire (the media gate's memory of assets): registered by the
// domains, one list per process (server.ts and Next's bundle each load this module).
const listeners = processWide('expiry-listeners', () => new Set<(tags: string[]) => void>());

/** Calls `listener` with the tags of every expiry this process hears of, its own writes' and other processes'. */
export function onExpiry(listener: (tags: string[]) => void): void {
  listeners.add(listener);
}

/**
 * Expires the tags in this process: the next read of a page or a cached read built on them is fresh (from the
 * primary until a read replica has replayed the write's WAL position, `lsn`).
 */
export function expireHere(tags: string[], lsn?: string): void {
  requireLsn(lsn);
  expireInNext.get()?.(tags);
  clearKeptResponses();
  for (const listener of listeners) listener(tags);
}

type Bus = { publish: (tags: string[], lsn?: string) => Promise<void>; position: () => Promise<string>; close: () => Promise<void> };
const bus = processSlot<Bus>('expiry-bus');

/** Sends the expiry to every other process on the database (none on PGlite). */
export async function publishExpiry(tags: string[], lsn?: string): Promise<void> {
  await bus.get()?.publish(tags, lsn);
}

/** The primary's WAL position now (after a write committed), for read replicas to catch up to; none on PGlite. */
export async function writePosition(): Promise<string | undefined> {
  return bus.get()?.position();
}

/**
 * Joins the database's expiry channel: `listen` for processes that keep caches (servers), publish-only for the
 * rest (workers, the CLI). On PGlite nothing is joined: nobody else can open its folder.
 */
export async function joinExpiryChannel(databaseUrl: string | undefined, { listen = true } = {}): Promise<void> {
  if (!databaseUrl || bus.get()) return;
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', (error) => console.warn(`cache expiry channel: ${error.message}`));
  await client.connect();
  if (listen) {
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        const { origin, tags, lsn } = JSON.parse(message.payload) as { origin: string; tags: string[]; lsn?: string };
        if (origin === ORIGIN || !Array.isArray(tags)) return;
        const position = typeof lsn === 'string' && /^[0-9A-F]{1,8}\/[0-9A-F]{1,8}$/.test(lsn) ? lsn : undefined;
        expireHere(
          tags.filter((t): t is string => typeof t === 'string'),
          position,
        );
      } catch {
        /* not ours */
      }
    });
    await client.query(`listen ${CHANNEL}`);
  }
  bus.set({
    publish: async (tags, lsn) => {
      // NOTIFY payloads stop at 8,000 bytes: a long list goes in several.
      for (let i = 0; i < tags.length; i += 100)
        await client.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ origin: ORIGIN, tags: tags.slice(i, i + 100), lsn })]);
    },
    position: async () => (await client.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')).rows[0]!.lsn,
    close: () => client.end(),
  });
}

export async function leaveExpiryChannel(): Promise<void> {
  const current = bus.get();
  bus.set(undefined);
  await current?.close().catch(() => undefined);
}
