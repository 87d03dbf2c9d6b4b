import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { canonicalSearchTerm, prefixTsquery } from '@/domains/catalogue/search-text';
import type { SearchSource, Suggestion } from '@/lib/search';
import { productCardsByIds, type ProductCard } from './listing';
import { products } from './schema';

// The shop's part of the site's search, ranked as titles are: names that begin with what was typed, then names and
// descriptions that hold its words (full text with prefixes, name outranking blurb and description), then, when
// that finds nothing (typos like "hodie"), trigram matches on names. Published products only.

export async function searchProducts(text: string, limit = 24): Promise<ProductCard[]> {
  const phrase = canonicalSearchTerm(text);
  if (!phrase) return [];
  const prefix = prefixTsquery(text);
  const db = getDb();
  const tq = sql`to_tsquery('english', ${prefix})`;
  const tiers = [sql`lower(${products.name}) like ${`${phrase}%`}`, ...(prefix ? [sql`${products.searchVector} @@ ${tq}`] : [])];
  const found: number[] = [];
  for (const tier of tiers) {
    if (found.length >= limit) break;
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(and(tier, eq(products.published, true), found.length ? notInArray(products.id, found) : undefined))
      .orderBy(...(prefix ? [sql`ts_rank(${products.searchVector}, ${tq}) desc`] : []), asc(products.name), asc(products.id))
      .limit(limit - found.length);
    found.push(...rows.map((r) => r.id));
  }
  if (!found.length) {
    const fuzzy = await db
      .select({ id: products.id })
      .from(products)
      .where(and(sql`${phrase} <% ${products.name}`, eq(products.published, true)))
      .orderBy(sql`word_similarity(${phrase}, ${products.name}) desc`, asc(products.name), asc(products.id))
      .limit(limit);
    found.push(...fuzzy.map((r) => r.id));
  }
  return productCardsByIds(found);
}

async function suggest(text: string, limit: number): Promise<Suggestion[]> {
  return (await searchProducts(text, limit)).map((p) => ({ label: p.name, href: p.href, kind: 'product' }));
}

/** The shop's part of the site's search (app/search-sources.ts). */
export const shopSearch: SearchSource = { name: 'shop', suggest };
