import { eq, like, or } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client';
import { slugify } from '@/lib/text';

/** Slugs a title cannot have: pages that live beside titles' own (listings' fixed pages, the studio's new title). */
const RESERVED_SLUGS = new Set(['new', 'related', 'restricted', 'page', 'genres', 'tags', 'all', 'search']);

/**
 * A slug for a new row from its name: cut at a word's end, never one of the fixed addresses beside the pages it
 * lives among, and made unique in its table with -2, -3... (inside the caller's transaction).
 */
export async function freeSlug(tx: Executor, table: PgTable, column: PgColumn, name: string, fallback: string): Promise<string> {
  const cut = slugify(name).slice(0, 100).replace(/-+$/, '') || fallback;
  const base = RESERVED_SLUGS.has(cut) ? `${cut}-${fallback}` : cut;
  const taken = new Set(
    (
      await tx
        .select({ slug: column })
        .from(table)
        .where(or(eq(column, base), like(column, `${base}-%`)))
    ).map((t) => t.slug as string),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}
