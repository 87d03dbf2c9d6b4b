import { eq, like, or } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client';
import { slugify } from '@/lib/text';

/**
 * A slug for a new row from its name: cut at a word's end, never one of the fixed addresses beside the pages it
 * lives among, and made unique in its table with -2, -3... (inside the caller's transaction).
 */
export async function freeSlug(
  tx: Executor,
  table: PgTable,
  column: PgColumn,
  name: string,
  { fallback, reserved = new Set() }: { fallback: string; reserved?: ReadonlySet<string> },
): Promise<string> {
  const cut = slugify(name).slice(0, 100).replace(/-+$/, '') || fallback;
  const base = reserved.has(cut) ? `${cut}-${fallback}` : cut;
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
