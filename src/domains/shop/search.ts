import { asc, eq, sql } from 'drizzle-orm';
import { titleNameMatches } from '@/domains/catalogue/search';
import { tieredSearchIds } from '@/db/tiered-search';
import { canonicalSearchTerm, foldAccents, prefixTsquery } from '@/domains/catalogue/search-text';
import type { SearchSource, Suggestion } from '@/lib/search';
import { productCardsByIds, type ProductCard } from './listing';
import { products, productTitles } from './schema';

// The shop's part of the site's search, ranked as titles are (db/tiered-search.ts): names that begin with what was
// typed, then names holding its words or products of a title whose name does (a blurb's or description's words do not
// bring a product up beside titles), then, when that finds nothing (typos like "hodie"), trigram matches on names.
// Published products only.

export async function searchProducts(text: string, limit = 24): Promise<ProductCard[]> {
  const ids = await tieredSearchIds({
    table: products,
    id: products.id,
    name: products.name,
    vector: products.searchVector,
    visible: eq(products.published, true),
    order: [asc(products.name), asc(products.id)],
    phrase: canonicalSearchTerm(text),
    // Its own name's words only (weight A: "star" is not "start" in a blurb), or the name of the title it belongs to.
    prefix: foldAccents(prefixTsquery(text)).replace(/:\*/g, ':*A'),
    alsoMatching: sql`exists (select 1 from ${productTitles} where ${productTitles.productId} = ${products.id} and ${titleNameMatches(productTitles.titleId, prefixTsquery(text))})`,
    limit,
  });
  return productCardsByIds(ids);
}

async function suggest(text: string, limit: number): Promise<Suggestion[]> {
  return (await searchProducts(text, limit)).map((p) => ({ label: p.name, href: p.href, kind: 'product' }));
}

/** The shop's part of the site's search (app/search-sources.ts). */
export const shopSearch: SearchSource = { name: 'shop', suggest };
