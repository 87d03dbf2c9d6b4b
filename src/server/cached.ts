import { revalidateTag, unstable_cache } from 'next/cache';

// Tagged cached reads: a domain reads through `cachedRead` under its tags, and a write (defineAction's
// `invalidates`) expires those tags, which also expires every cached page built from them.

export function cachedRead<A extends unknown[], T>(
  key: string,
  read: (...args: A) => Promise<T>,
  tags: string[],
  revalidateSeconds = 3600,
) {
  const cached = unstable_cache(read, [key], { tags, revalidate: revalidateSeconds });
  return async (...args: A): Promise<T> => {
    try {
      return await cached(...args);
    } catch (error) {
      // Outside Next (the CLI, tests) there is no cache to read through: read directly.
      if ((error as Error).message?.startsWith('Invariant: incrementalCache missing')) return read(...args);
      throw error;
    }
  };
}

/** Expires the tags now: the next request reads fresh data (not the stale-while-revalidate default). */
export async function expireTags(tags: string[]): Promise<void> {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}
