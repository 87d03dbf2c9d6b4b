import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { foldedText, tsvector } from '@/db/columns';

// The blog: posts in Markdown by authors (each with a page of their own), in one category, with tags, and in one of
// six formats whose own material (the audio, the video, the link, the quote, the gallery) is kept in `media`.

export const POST_FORMATS = ['standard', 'audio', 'video', 'link', 'quote', 'gallery'] as const;
export type PostFormat = (typeof POST_FORMATS)[number];

export type GalleryImage = { src: string; alt: string; caption: string };
/** What a post's format adds to its text. */
export type PostMedia =
  | { format: 'standard' }
  | { format: 'audio'; src: string; durationSec: number; label: string }
  /** `title`: a catalogue title's slug, played by the site's player; `src`: a plain video file otherwise. */
  | { format: 'video'; title?: string; src?: string; poster?: string }
  | { format: 'link'; url: string; site: string }
  | { format: 'quote'; text: string; source: string }
  | { format: 'gallery'; images: GalleryImage[] };

export const blogAuthors = pgTable('blog_authors', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  /** What they do at the studio ("Head of programming"). */
  role: text('role').notNull().default(''),
  bio: text('bio').notNull().default(''),
  avatar: text('avatar'),
});

export const blogCategories = pgTable('blog_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
});

export const blogTags = pgTable('blog_tags', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
});

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    body: text('body').notNull(),
    format: text('format').$type<PostFormat>().notNull().default('standard'),
    media: jsonb('media').$type<PostMedia>().notNull().default({ format: 'standard' }),
    cover: text('cover'),
    coverAlt: text('cover_alt').notNull().default(''),
    authorId: integer('author_id')
      .notNull()
      .references(() => blogAuthors.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id),
    /** Unset: a draft. In the future: scheduled (shown from then on). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      // Accent-blind ("jimenez" finds a post about Rosa Jiménez): searchPosts folds what is typed the same way.
      sql`setweight(to_tsvector('english', ${foldedText('title')}), 'A') || setweight(to_tsvector('english', ${foldedText('excerpt')}), 'B') || setweight(to_tsvector('english', ${foldedText('body')}), 'C')`,
    ),
  },
  (t) => [
    check(
      'blog_posts_format',
      sql`${t.format} in ('standard', 'audio', 'video', 'link', 'quote', 'gallery') and ${t.media}->>'format' = ${t.format}`,
    ),
    index('blog_posts_published_idx').on(t.publishedAt.desc(), t.id.desc()),
    index('blog_posts_category_idx').on(t.categoryId, t.publishedAt.desc()),
    index('blog_posts_author_idx').on(t.authorId, t.publishedAt.desc()),
    index('blog_posts_search_idx').using('gin', t.searchVector),
    index('blog_posts_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  ],
);

export const blogPostTags = pgTable(
  'blog_post_tags',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => blogTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] }), index('blog_post_tags_tag_idx').on(t.tagId)],
);
