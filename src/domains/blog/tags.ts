// The blog's cache tags, in one manifest: every cached read names its tags here, and every write expires them.

export const blogTags = {
  /** Every listing, archive, sidebar, feed and search of posts: anything that shows more than one post. */
  posts: 'blog:posts',
  /** One post's page. */
  post: (slug: string) => `blog:post:${slug}`,
} as const;
