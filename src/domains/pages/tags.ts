// The site pages' cache tags, in one manifest: every cached read names its tags here, and every write expires them.

export const pagesTags = {
  /** One of the site's own pages (about, privacy, terms). */
  page: (slug: string) => `pages:page:${slug}`,
  /** The FAQ page. */
  faq: 'pages:faq',
} as const;
