import { revalidateTag, unstable_cache } from 'next/cache';
import { inSharedRead } from '@/db/replica';
import { expireHere, publishExpiry, writePosition } from './expiry';
import { isOutsideNextCache } from './next-internals/cache-outside-next';

// Tagged cached reads: a domain reads through `cachedRead` under the tags of its manifest (tags.ts), and a write
// (defineAction's `invalidates`) expires those tags in every process, which also expires every cached page built
// from them.

class NotKept<T> {
  constructor(readonly value: T) {}
}

/**
 * `tags`: fixed, or made from the read's arguments (a title's page by its slug). `keep`: whether an answer is worth
 * a cache entry (an unknown slug's null is not: one entry per made-up URL would grow without bound).
 */
export function cachedRead<A extends unknown[], T>(
  key: string,
  read: (...args: A) => Promise<T>,
  tags: string[] | ((args: NoInfer<A>) => string[]),
  { revalidateSeconds = 3600, keep }: { revalidateSeconds?: number; keep?: (value: T) => boolean } = {},
) {
  // What every visitor shares may come from a read replica (db/replica.ts): never a personal or a write's read.
  const shared = (...args: A) => inSharedRead(() => read(...args));
  // A read whose answer is not kept throws it past unstable_cache, which stores only what returns.
  const guarded = keep
    ? async (...args: A) => {
        const value = await shared(...args);
        if (!keep(value)) throw new NotKept(value);
        return value;
      }
    : shared;
  const fixed = Array.isArray(tags) ? unstable_cache(guarded, [key], { tags, revalidate: revalidateSeconds }) : undefined;
  return async (...args: A): Promise<T> => {
    const cached =
      fixed ?? unstable_cache(guarded, [key], { tags: (tags as (args: NoInfer<A>) => string[])(args), revalidate: revalidateSeconds });
    try {
      return await cached(...args);
    } catch (error) {
      if (error instanceof NotKept) return error.value as T;
      // Outside Next (the CLI, tests) there is no cache to read through: read directly.
      if (isOutsideNextCache(error)) return shared(...args);
      throw error;
    }
  };
}

/** Expires the tags now, here and in every other process: the next request reads fresh data (not stale-while-revalidate). */
export async function expireTags(tags: string[]): Promise<void> {
  if (!tags.length) return;
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 }); // in a request: Next's own bookkeeping too (a server action's answer refreshes)
    } catch {
      // Outside a request (the control endpoint, the CLI): expireHere below does the work.
    }
  }
  // Where the write ends in the WAL, before any read: reads built on these tags wait for a replica to get there.
  const lsn = await writePosition();
  expireHere(tags, lsn);
  await publishExpiry(tags, lsn);
}
