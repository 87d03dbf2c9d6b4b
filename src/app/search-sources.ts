import { blogSearch } from '@/domains/blog/search';
import { catalogueSearch } from '@/domains/catalogue/search';
import { shopSearch } from '@/domains/shop/search';
import type { SearchSource, Suggestion } from '@/lib/search';

// Every domain's search, composed: the header's suggestions ask each and keep their order (titles and people, products,
// posts). The shop header's box asks the shop first.

export const SEARCH_SOURCES: SearchSource[] = [catalogueSearch, shopSearch, blogSearch];

/**
 * Suggestions from every source, at most `limit`: each source keeps a share (so products show beside titles), the
 * first source's (or, with `first`, that one's) on top.
 */
export async function suggestEverywhere(text: string, limit = 8, first?: string): Promise<Suggestion[]> {
  const sources = first ? [...SEARCH_SOURCES].sort((a, b) => Number(b.name === first) - Number(a.name === first)) : SEARCH_SOURCES;
  const lists = await Promise.all(sources.map((source) => source.suggest(text, limit)));
  // Round one: up to half the list from each source in order; then whatever room is left, in order.
  const share = Math.ceil(limit / 2);
  const picked = lists.map((list) => list.slice(0, share));
  const rest = lists.flatMap((list, i) => list.slice(picked[i]!.length));
  return [...picked.flat(), ...rest].slice(0, limit);
}
