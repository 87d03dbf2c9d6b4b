import { asc, eq } from 'drizzle-orm';
import { tieredSearchIds } from '@/db/tiered-search';
import { canonicalSearchTerm, prefixTsquery } from '@/domains/catalogue/search-text';
import type { SearchSource, Suggestion } from '@/lib/search';
import { productCardsByIds, type ProductCard } from './listing';
import { products } from './schema';

// The shop's part of the site's search, ranked as titles are (db/tiered-search.ts): names that begin with what was
// typed, then names and descriptions that hold its words (name outranking blurb and description), then, when that
// finds nothing (typos like "hodie"), trigram matches on names. Published products only.

export async function searchProducts(text: string, limit = 24): Promise<ProductCard[]> {
  const ids = await tieredSearchIds({
    table: products,
    id: products.id,
    name: products.name,
    vector: products.searchVector,
    visible: eq(products.published, true),
    order: [asc(products.name), asc(products.id)],
    phrase: canonicalSearchTerm(text),
    prefix: prefixTsquery(text),
    limit,
  });
  return productCardsByIds(ids);
}

async function suggest(text: string, limit: number): Promise<Suggestion[]> {
  return (await searchProducts(text, limit)).map((p) => ({ label: p.name, href: p.href, kind: 'product' }));
}

/** The shop's part of the site's search (app/search-sources.ts). */
export const shopSearch: SearchSource = { name: 'shop', suggest };
