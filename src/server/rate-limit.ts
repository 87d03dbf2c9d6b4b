import { lt, sql } from 'drizzle-orm';
import { config } from '@/config';
import { getDb } from '@/db/client';
import { rateLimits } from './rate-limit-schema';

// Fixed-window counters per key. One process keeps them in memory; several app processes behind a balancer share
// them in the database (RATE_LIMIT_STORE=database, the default with DATABASE_URL: decision 0020), where one upsert per
// request counts and answers atomically, on the database's clock.

export type Verdict = { ok: boolean; retryAfterSeconds: number };
export type RateLimiter = ((key: string, now?: number) => Promise<Verdict>) & {
  /** Gives back an attempt that turned out well (e.g. a sign-in that succeeded: only failures should count). */
  refund: (key: string) => Promise<void>;
};
type RateLimitStore = 'memory' | 'database';

type Options = { name: string; limit: number; windowMs: number; store?: RateLimitStore };

/** The configured store: the database where processes share one (DATABASE_URL), memory on the embedded database. */
const configuredStore = (): RateLimitStore => config.RATE_LIMIT_STORE ?? (config.DATABASE_URL ? 'database' : 'memory');

export function createRateLimiter(options: Options): RateLimiter {
  const memory = memoryLimiter(options);
  const database = databaseLimiter(options);
  // The store is chosen at the first use (tests name their configuration before the limiters run).
  const pick = () => ((options.store ?? configuredStore()) === 'database' ? database : memory);
  const take = (key: string, now?: number) => pick()(key, now);
  return Object.assign(take, { refund: (key: string) => pick().refund(key) });
}

function memoryLimiter({ limit, windowMs }: Options): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = Date.now();
  async function take(key: string, now = Date.now()): Promise<Verdict> {
    if (now - lastSweep > windowMs) {
      for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
      lastSweep = now;
    }
    let w = windows.get(key);
    if (!w || now - w.start >= windowMs) {
      w = { start: now, count: 0 };
      windows.set(key, w);
    }
    w.count += 1;
    const ok = w.count <= limit;
    return { ok, retryAfterSeconds: ok ? 0 : Math.ceil((w.start + windowMs - now) / 1000) };
  }
  const refund = async (key: string) => {
    const w = windows.get(key);
    if (w && w.count > 0) w.count -= 1;
  };
  return Object.assign(take, { refund });
}

let warned = false;

function databaseLimiter({ name, limit, windowMs }: Options): RateLimiter {
  const seconds = windowMs / 1000;
  const expired = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${seconds})`;
  async function take(key: string): Promise<Verdict> {
    try {
      const [row] = await getDb()
        .insert(rateLimits)
        .values({ key: `${name}:${key}`, windowStart: sql`now()`, count: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
            windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
          },
        })
        .returning({
          count: rateLimits.count,
          leftSeconds: sql<string>`extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${seconds}) - now()))`,
        });
      const ok = row!.count <= limit;
      return { ok, retryAfterSeconds: ok ? 0 : Math.max(1, Math.ceil(Number(row!.leftSeconds))) };
    } catch (error) {
      // The database is away: a request is let through rather than refused (it will likely fail on its own).
      if (!warned) console.warn(`rate limit ${name}: the store did not answer (${(error as Error).message}); letting requests through`);
      warned = true;
      return { ok: true, retryAfterSeconds: 0 };
    }
  }
  const refund = async (key: string) => {
    await getDb()
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(sql`${rateLimits.key} = ${`${name}:${key}`}`)
      .catch(() => undefined);
  };
  return Object.assign(take, { refund });
}

/** Deletes windows over a day old (the longest limit is an hour); the server's hourly sweep calls it. */
export async function deleteStaleRateLimits(): Promise<number> {
  const gone = await getDb()
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, sql`now() - interval '1 day'`))
    .returning({ key: rateLimits.key });
  return gone.length;
}
