import { catalogueSearch } from '@/domains/catalogue/search';
import type { SearchSource, Suggestion } from '@/lib/search';

// Every domain's search, composed: the header's suggestions ask each and keep their order (the shop's products and
// the blog's posts will add their sources here).

export const SEARCH_SOURCES: SearchSource[] = [catalogueSearch];

/** Suggestions from every source, the first sources' first, at most `limit`. */
export async function suggestEverywhere(text: string, limit = 8): Promise<Suggestion[]> {
  const lists = await Promise.all(SEARCH_SOURCES.map((source) => source.suggest(text, limit)));
  return lists.flat().slice(0, limit);
}
