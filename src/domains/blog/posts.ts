import { and, asc, count, desc, eq, gt, inArray, isNotNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { cachedRead } from '@/server/cached';
import { readingMinutes, renderMarkdown, type MarkdownBlock } from '@/server/markdown';
import { BLOG_PAGE_SIZE, archivePath, postPath, type ArchiveKind } from './paths';
import { blogAuthors, blogCategories, blogPosts, blogPostTags, blogTags as tagTable, type PostFormat, type PostMedia } from './schema';
import { blogTags } from './tags';

// The blog's reads: published posts (a publish date in the past) as cards for the listings and archives, one post
// with its blocks, related posts and neighbours, and the sidebar's lists. Everything is read through the cache.

export type Named = { slug: string; name: string; href: string };
export type PostSummary = {
  id: number;
  slug: string;
  href: string;
  title: string;
  excerpt: string;
  format: PostFormat;
  media: PostMedia;
  cover: string | null;
  coverAlt: string;
  author: Named;
  category: Named;
  publishedAt: string;
  readingMinutes: number;
};
export type PostDetail = PostSummary & {
  blocks: MarkdownBlock[];
  /** The Markdown itself (feeds render it whole). */
  body: string;
  tags: Named[];
  authorRole: string;
  authorBio: string;
  authorAvatar: string | null;
  updatedAt: string;
};
export type PostPage = { items: PostSummary[]; total: number; page: number; pageCount: number };
export type Archive = { kind: ArchiveKind; slug: string; name: string; description: string; href: string; image?: string | null };

/** Published: a publish date, and not in the future (a scheduled post appears when its date comes). */
const published = () => and(isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, sql`now()`))!;

const summaryColumns = {
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
  authorSlug: blogAuthors.slug,
  authorName: blogAuthors.name,
  categorySlug: blogCategories.slug,
  categoryName: blogCategories.name,
};
type SummaryRow = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  format: PostFormat;
  media: PostMedia;
  cover: string | null;
  coverAlt: string;
  publishedAt: Date | null;
  authorSlug: string;
  authorName: string;
  categorySlug: string;
  categoryName: string;
};

function toSummary(r: SummaryRow): PostSummary {
  return {
    id: r.id,
    slug: r.slug,
    href: postPath(r.slug),
    title: r.title,
    excerpt: r.excerpt,
    format: r.format,
    media: r.media,
    cover: r.cover,
    coverAlt: r.coverAlt,
    author: { slug: r.authorSlug, name: r.authorName, href: archivePath('author', r.authorSlug) },
    category: { slug: r.categorySlug, name: r.categoryName, href: archivePath('category', r.categorySlug) },
    publishedAt: (r.publishedAt ?? new Date(0)).toISOString(),
    readingMinutes: readingMinutes(r.body),
  };
}

const summaries = () =>
  getDb()
    .select(summaryColumns)
    .from(blogPosts)
    .innerJoin(blogAuthors, eq(blogAuthors.id, blogPosts.authorId))
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId));

const newestFirst = [desc(blogPosts.publishedAt), desc(blogPosts.id)];

/** What narrows a listing to an archive, or null when the archive does not exist. */
async function archiveFilter(archive?: { kind: ArchiveKind; slug: string }): Promise<{ where?: SQL; archive?: Archive } | null> {
  if (!archive) return {};
  const db = getDb();
  const href = archivePath(archive.kind, archive.slug);
  if (archive.kind === 'category') {
    const [c] = await db.select().from(blogCategories).where(eq(blogCategories.slug, archive.slug));
    return c
      ? {
          where: eq(blogPosts.categoryId, c.id),
          archive: { kind: 'category', slug: c.slug, name: c.name, description: c.description, href },
        }
      : null;
  }
  if (archive.kind === 'author') {
    const [a] = await db.select().from(blogAuthors).where(eq(blogAuthors.slug, archive.slug));
    return a
      ? {
          where: eq(blogPosts.authorId, a.id),
          archive: { kind: 'author', slug: a.slug, name: a.name, description: a.bio, href, image: a.avatar },
        }
      : null;
  }
  const [t] = await db.select().from(tagTable).where(eq(tagTable.slug, archive.slug));
  if (!t) return null;
  const tagged = sql`${blogPosts.id} in (select ${blogPostTags.postId} from ${blogPostTags} where ${blogPostTags.tagId} = ${t.id})`;
  return { where: tagged, archive: { kind: 'tag', slug: t.slug, name: t.name, description: '', href } };
}

/**
 * A page of published posts, newest first, in an archive when one is named. Null for an archive that does not exist
 * or a page past the last (a 404, never an empty page).
 */
export async function listPosts({
  page = 1,
  archive,
  pageSize = BLOG_PAGE_SIZE,
}: {
  page?: number;
  archive?: { kind: ArchiveKind; slug: string };
  pageSize?: number;
}): Promise<(PostPage & { archive?: Archive }) | null> {
  const filter = await archiveFilter(archive);
  if (!filter) return null;
  const where = and(published(), filter.where);
  const [{ total }] = (await getDb().select({ total: count() }).from(blogPosts).where(where)) as [{ total: number }];
  // An archive with nothing published is not there yet (its name may belong to unannounced work).
  if (archive && total === 0) return null;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (page > pageCount) return null;
  const rows = await summaries()
    .where(where)
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items: rows.map(toSummary), total, page, pageCount, archive: filter.archive };
}

export const cachedListPosts = cachedRead('blog:list', listPosts, [blogTags.posts], { keep: (v) => v !== null });

async function readPost(where: SQL): Promise<PostDetail | null> {
  const [row] = await getDb()
    .select({
      ...summaryColumns,
      updatedAt: blogPosts.updatedAt,
      authorRole: blogAuthors.role,
      authorBio: blogAuthors.bio,
      authorAvatar: blogAuthors.avatar,
    })
    .from(blogPosts)
    .innerJoin(blogAuthors, eq(blogAuthors.id, blogPosts.authorId))
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(and(published(), where))
    .orderBy(...newestFirst)
    .limit(1);
  if (!row) return null;
  const tags = await getDb()
    .select({ slug: tagTable.slug, name: tagTable.name })
    .from(blogPostTags)
    .innerJoin(tagTable, eq(tagTable.id, blogPostTags.tagId))
    .where(eq(blogPostTags.postId, row.id))
    .orderBy(asc(tagTable.name));
  return {
    ...toSummary(row),
    blocks: renderMarkdown(row.body),
    body: row.body,
    tags: tags.map((t) => ({ ...t, href: archivePath('tag', t.slug) })),
    authorRole: row.authorRole,
    authorBio: row.authorBio,
    authorAvatar: row.authorAvatar,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A published post by its slug; null for a draft, a scheduled post or no post. */
export const getPost = cachedRead(
  'blog:post',
  (slug: string) => readPost(eq(blogPosts.slug, slug)),
  ([slug]) => [blogTags.post(slug)],
  {
    keep: (v) => v !== null,
  },
);

/** The newest published post of a format (the menu's "Audio Post", "Blog Detail"...). */
export const getNewestOfFormat = cachedRead('blog:newest-of', (format: PostFormat) => readPost(eq(blogPosts.format, format)), [
  blogTags.posts,
]);

/** Up to `limit` other posts: those sharing the most tags, then the same category, newest first. */
export async function relatedPosts(postId: number, limit = 3): Promise<PostSummary[]> {
  const shared = sql<number>`(select count(*) from ${blogPostTags} a join ${blogPostTags} b on a.tag_id = b.tag_id where a.post_id = ${blogPosts.id} and b.post_id = ${postId})`;
  const sameCategory = sql<number>`(${blogPosts.categoryId} = (select category_id from ${blogPosts} p where p.id = ${postId}))::int`;
  const rows = await summaries()
    .where(and(published(), ne(blogPosts.id, postId)))
    .orderBy(desc(shared), desc(sameCategory), ...newestFirst)
    .limit(limit);
  return rows.map(toSummary);
}

/** The posts just before (older) and after (newer) this one in publishing order. */
export async function neighbours(post: {
  id: number;
  publishedAt: string;
}): Promise<{ previous: PostSummary | null; next: PostSummary | null }> {
  const at = new Date(post.publishedAt);
  const older = or(lt(blogPosts.publishedAt, at), and(eq(blogPosts.publishedAt, at), lt(blogPosts.id, post.id)));
  const newer = or(gt(blogPosts.publishedAt, at), and(eq(blogPosts.publishedAt, at), gt(blogPosts.id, post.id)));
  const [previous] = await summaries()
    .where(and(published(), older))
    .orderBy(...newestFirst)
    .limit(1);
  const [next] = await summaries().where(and(published(), newer)).orderBy(asc(blogPosts.publishedAt), asc(blogPosts.id)).limit(1);
  return { previous: previous ? toSummary(previous) : null, next: next ? toSummary(next) : null };
}

export const cachedRelatedPosts = cachedRead('blog:related', relatedPosts, [blogTags.posts]);
export const cachedNeighbours = cachedRead('blog:neighbours', neighbours, [blogTags.posts]);

export type Sidebar = { categories: (Named & { count: number })[]; tags: (Named & { count: number })[]; recent: PostSummary[] };

/** The sidebar's lists: categories and tags with their published posts counted (empty ones left out), the newest posts. */
export async function blogSidebar(): Promise<Sidebar> {
  const db = getDb();
  const categories = await db
    .select({ slug: blogCategories.slug, name: blogCategories.name, count: count(blogPosts.id) })
    .from(blogCategories)
    .innerJoin(blogPosts, and(eq(blogPosts.categoryId, blogCategories.id), published()))
    .groupBy(blogCategories.id)
    .orderBy(asc(blogCategories.name));
  const tags = await db
    .select({ slug: tagTable.slug, name: tagTable.name, count: count(blogPosts.id) })
    .from(tagTable)
    .innerJoin(blogPostTags, eq(blogPostTags.tagId, tagTable.id))
    .innerJoin(blogPosts, and(eq(blogPosts.id, blogPostTags.postId), published()))
    .groupBy(tagTable.id)
    .orderBy(desc(count(blogPosts.id)), asc(tagTable.name));
  const recent = await summaries()
    .where(published())
    .orderBy(...newestFirst)
    .limit(4);
  return {
    categories: categories.map((c) => ({ ...c, href: archivePath('category', c.slug) })),
    tags: tags.map((t) => ({ ...t, href: archivePath('tag', t.slug) })),
    recent: recent.map(toSummary),
  };
}

export const cachedBlogSidebar = cachedRead('blog:sidebar', blogSidebar, [blogTags.posts]);

/** Published posts by id, in the order given (search results). */
export async function postSummariesByIds(ids: number[]): Promise<PostSummary[]> {
  if (!ids.length) return [];
  const rows = await summaries().where(and(published(), inArray(blogPosts.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, toSummary(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The newest `limit` published posts in full, in a category when one is named (feeds); null for no such category. */
export async function postsForFeed(categorySlug?: string, limit = 20): Promise<{ posts: PostDetail[]; category?: Archive } | null> {
  const filter = await archiveFilter(categorySlug ? { kind: 'category', slug: categorySlug } : undefined);
  if (!filter) return null;
  const ids = await getDb()
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(published(), filter.where))
    .orderBy(...newestFirst)
    .limit(limit);
  if (categorySlug && !ids.length) return null;
  const posts = [];
  for (const { id } of ids) posts.push((await readPost(eq(blogPosts.id, id)))!);
  return { posts, category: filter.archive };
}

export const cachedPostsForFeed = cachedRead('blog:feed', postsForFeed, [blogTags.posts], { keep: (v) => v !== null });

/** Every published post, category, tag and author page for the sitemap, with when each last changed. */
export async function listBlogUrls(): Promise<{ path: string; lastModified: Date }[]> {
  const db = getDb();
  const posts = await db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt, categoryId: blogPosts.categoryId, authorId: blogPosts.authorId })
    .from(blogPosts)
    .where(published())
    .orderBy(...newestFirst);
  if (!posts.length) return [];
  const newest = posts.reduce((a, p) => (p.updatedAt > a ? p.updatedAt : a), posts[0]!.updatedAt);
  const [categories, authors, tags] = await Promise.all([
    db
      .selectDistinct({ slug: blogCategories.slug })
      .from(blogCategories)
      .innerJoin(blogPosts, and(eq(blogPosts.categoryId, blogCategories.id), published())),
    db
      .selectDistinct({ slug: blogAuthors.slug })
      .from(blogAuthors)
      .innerJoin(blogPosts, and(eq(blogPosts.authorId, blogAuthors.id), published())),
    db
      .selectDistinct({ slug: tagTable.slug })
      .from(tagTable)
      .innerJoin(blogPostTags, eq(blogPostTags.tagId, tagTable.id))
      .innerJoin(blogPosts, and(eq(blogPosts.id, blogPostTags.postId), published())),
  ]);
  return [
    { path: '/blogs', lastModified: newest },
    ...posts.map((p) => ({ path: postPath(p.slug), lastModified: p.updatedAt })),
    ...categories.map((c) => ({ path: archivePath('category', c.slug), lastModified: newest })),
    ...tags.map((t) => ({ path: archivePath('tag', t.slug), lastModified: newest })),
    ...authors.map((a) => ({ path: archivePath('author', a.slug), lastModified: newest })),
  ];
}
