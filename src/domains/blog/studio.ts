import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { postPath } from './paths';
import { blogAuthors, blogCategories, blogPosts, blogPostTags, blogTags as tagTable } from './schema';

// The studio's reads of the blog: every post (drafts and scheduled ones too), uncached, for operators only.

export const STUDIO_POSTS_PAGE = 25;

/** A page of posts, newest first (drafts on top), optionally those whose title contains `q`. */
export async function studioPosts(q: string, page: number) {
  const where = q ? sql`${blogPosts.title} ilike ${`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined;
  const db = getDb();
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({
        slug: blogPosts.slug,
        title: blogPosts.title,
        format: blogPosts.format,
        publishedAt: blogPosts.publishedAt,
        author: blogAuthors.name,
        category: blogCategories.name,
      })
      .from(blogPosts)
      .innerJoin(blogAuthors, eq(blogAuthors.id, blogPosts.authorId))
      .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .where(where)
      .orderBy(sql`${blogPosts.publishedAt} desc nulls first`, desc(blogPosts.id))
      .limit(STUDIO_POSTS_PAGE)
      .offset((page - 1) * STUDIO_POSTS_PAGE),
    db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, href: postPath(r.slug) })),
    total,
    pageCount: Math.max(1, Math.ceil(total / STUDIO_POSTS_PAGE)),
  };
}

/** One post with everything the editor shows; undefined when there is none. */
export async function studioPost(slug: string) {
  const db = getDb();
  const [post] = await db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      body: blogPosts.body,
      format: blogPosts.format,
      media: blogPosts.media,
      cover: blogPosts.cover,
      coverAlt: blogPosts.coverAlt,
      publishedAt: blogPosts.publishedAt,
      author: blogAuthors.slug,
      category: blogCategories.slug,
    })
    .from(blogPosts)
    .innerJoin(blogAuthors, eq(blogAuthors.id, blogPosts.authorId))
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(eq(blogPosts.slug, slug))
    .limit(1);
  if (!post) return undefined;
  const tags = await db
    .select({ name: tagTable.name })
    .from(blogPostTags)
    .innerJoin(tagTable, eq(tagTable.id, blogPostTags.tagId))
    .where(eq(blogPostTags.postId, post.id))
    .orderBy(asc(tagTable.name));
  return { ...post, tags: tags.map((t) => t.name), href: postPath(post.slug) };
}

/** The blog's authors and categories, for the editor's choices. */
export async function studioBlogChoices() {
  const db = getDb();
  const [authors, categories] = await Promise.all([
    db.select({ slug: blogAuthors.slug, name: blogAuthors.name }).from(blogAuthors).orderBy(asc(blogAuthors.name)),
    db.select({ slug: blogCategories.slug, name: blogCategories.name }).from(blogCategories).orderBy(asc(blogCategories.name)),
  ]);
  return { authors, categories };
}
