// The shop's cache tags, in one manifest: every cached read names its tags here, and every write (stock, prices,
// products) expires the ones it changes.

export const shopTags = {
  /** A product's page: its details, variants, stock and the titles it belongs to. */
  product: (slug: string) => `shop:product:${slug}`,
  /** The listings, store front rails and category pages: every product card. */
  listing: 'shop:listing',
} as const;
