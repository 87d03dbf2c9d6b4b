import { and, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { getDb } from './client';

// The tiers the shop's and the blog's searches rank by, as titles are ranked: names that begin with what was
// typed, then rows whose search vector holds its words (full text with prefixes, best rank first), then, when that
// finds nothing (a typo), trigram matches on names. Only the rows `visible` allows.

export type TieredSearch = {
  table: PgTable;
  id: PgColumn;
  /** The column people type the start of (a product's name, a post's headline), trigram-indexed. */
  name: PgColumn;
  vector: PgColumn;
  visible: SQL;
  /** How rows of one tier and rank follow each other. */
  order: SQL[];
  /** The search in its one spelling, and as a prefix tsquery (empty when nothing searchable is left). */
  phrase: string;
  prefix: string;
  limit: number;
  /** Rows the words match by something outside their own vector too (a product by the title it is merchandise of). */
  alsoMatching?: SQL;
};

/** The ids of the matches, best first, at most `limit`. */
export async function tieredSearchIds({
  table,
  id,
  name,
  vector,
  visible,
  order,
  phrase,
  prefix,
  limit,
  alsoMatching,
}: TieredSearch): Promise<number[]> {
  if (!phrase) return [];
  const db = getDb();
  const tq = sql`to_tsquery('english', ${prefix})`;
  const words = alsoMatching ? sql`(${vector} @@ ${tq} or ${alsoMatching})` : sql`${vector} @@ ${tq}`;
  const tiers = [sql`lower(${name}) like ${`${phrase}%`}`, ...(prefix ? [words] : [])];
  const found: number[] = [];
  for (const tier of tiers) {
    if (found.length >= limit) break;
    const rows = await db
      .select({ id })
      .from(table)
      .where(and(tier, visible, found.length ? notInArray(id, found) : undefined))
      .orderBy(...(prefix ? [sql`ts_rank(${vector}, ${tq}) desc`] : []), ...order)
      .limit(limit - found.length);
    found.push(...rows.map((r) => r.id as number));
  }
  if (found.length) return found;
  const fuzzy = await db
    .select({ id })
    .from(table)
    .where(and(sql`${phrase} <% ${name}`, visible))
    .orderBy(sql`word_similarity(${phrase}, ${name}) desc`, ...order)
    .limit(limit);
  return fuzzy.map((r) => r.id as number);
}
