// One contract for search across domains: each domain's search offers suggestions in this shape, and app/ gathers
// them (app/search-sources.ts) for the header's box and the API behind it.

/** One line of the search box's suggestions. `kind` is what the line is ("movie", "person", "product"...). */
export type Suggestion = { label: string; href: string; kind: string };

/** A domain's search, as the site composes it. */
export type SearchSource = {
  name: string;
  suggest: (text: string, limit: number) => Promise<Suggestion[]>;
};
