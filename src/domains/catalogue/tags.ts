// The catalogue's cache tags, in one manifest: every cached read names its tags here, and every write expires the
// ones it changes (defineAction's `invalidates`). Expiring a tag also expires every cached page built on it.

export const catalogueTags = {
  /** A title's page (and the reads behind it): its details, cast and crew, seasons. */
  title: (slug: string) => `catalogue:title:${slug}`,
  /** A person's page: their details and credits. */
  person: (slug: string) => `catalogue:person:${slug}`,
  /** The listings of a kind (movies, TV shows, videos) in every filter, sort and page. */
  listing: (kind: string) => `catalogue:listing:${kind}`,
  /** The people index. */
  people: 'catalogue:people',
  /** Genres, tags and categories: their indexes and pages. */
  terms: 'catalogue:terms',
  /** The curated rows (sliders, top 10, popular...) on the home pages. */
  curated: 'catalogue:curated',
  /** Search results and suggestions. */
  search: 'catalogue:search',
  /** Title cards on other parts of the site (a product's titles, the merchandise index, a post's cards). */
  cards: 'catalogue:cards',
} as const;

/** Every page that shows a title's name or card: what a change to a title expires besides its own page. */
export const titleShownTags = (kind: string, personSlugs: string[]) => [
  catalogueTags.listing(kind),
  catalogueTags.terms,
  catalogueTags.curated,
  catalogueTags.search,
  catalogueTags.cards,
  ...personSlugs.map(catalogueTags.person),
];
