'use server';

import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type Executor } from '@/db/client';
import { freeSlug } from '@/db/slugs';
import { getQueue } from '@/jobs/queue';
import { slugify } from '@/lib/text';
import { ActionError } from '@/server/action-error';
import { defineOperatorAction, fieldInstant, formFields } from '@/server/action';
import { imageFile, storeImage } from '@/server/image-upload';
import { markdownToHtml } from '@/server/markdown';
import { audioFile, storeAudio } from './audio-upload';
import { pictureMarkdown } from './format';
import { BLOG_RELEASE_QUEUE } from './jobs';
import { blogAuthors, blogCategories, blogPosts, blogPostTags, blogTags as tagTable, type PostMedia } from './schema';
import { blogTags } from './tags';

// The studio's writes of the blog: posts written in Markdown (a draft until published, or released at a set time),
// their covers, tags, authors and categories. Every change expires the blog's lists and the post's page.

const slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Not a post’s address.')
  .max(120);
const title = z.string().trim().min(1, 'A post needs a title.').max(200, 'Keep the title under 200 characters.');
const excerpt = z.string().trim().max(400, 'Keep the excerpt under 400 characters.');
const body = z.string().max(60_000, 'Keep the post under 60,000 characters.');
/** At most this many photographs in a gallery post. */
const GALLERY_MAX = 24;
const httpsUrl = z
  .string()
  .trim()
  .max(500)
  .refine((u) => /^https?:\/\/[^\s/]+\.[^\s]+$/.test(u), 'Give the full address, starting with https://.');

const postInput = z.object({
  title,
  excerpt: excerpt.default(''),
  body,
  format: z.enum(['standard', 'audio', 'video', 'link', 'quote', 'gallery'], {
    message: 'A post is standard, audio, video, link, quote or gallery.',
  }),
  author: z.string().trim().min(1, 'Choose an author.').max(120),
  category: z.string().trim().min(1, 'Choose a category.').max(120),
  /** Comma separated names. */
  tags: z
    .string()
    .max(300, 'Keep the tags under 300 characters.')
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
      ),
    ])
    .refine((v) => v.length <= 10 && v.every((t) => t.length <= 40), 'Up to 10 tags of 40 characters.')
    .default([]),
  /** The format's own fields: a catalogue title for a video, the link and its site, the quote and its source. */
  videoTitle: z.string().trim().max(120).default(''),
  linkUrl: z.string().trim().max(500).default(''),
  linkSite: z.string().trim().max(80).default(''),
  quoteText: z.string().trim().max(1000).default(''),
  quoteSource: z.string().trim().max(120).default(''),
});
type PostInput = z.infer<typeof postInput>;

/** Whether the post's media is whole: an audio post has its sound, a gallery its photographs. */
const mediaComplete = (media: PostMedia) =>
  media.format === 'audio' ? !!media.src : media.format === 'gallery' ? media.images.length > 0 : true;

/**
 * The format's media from the form; an audio or gallery post keeps its uploads. A published post changes to one of
 * those only by its upload (below the form), so it never shows an empty player or gallery.
 */
function mediaFor(input: PostInput, current?: PostMedia, published = false): PostMedia {
  switch (input.format) {
    case 'standard':
      return { format: 'standard' };
    case 'video':
      if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(input.videoTitle))
        throw new ActionError('A video post plays a catalogue title: give its slug, like orbital-decay.', 400);
      return { format: 'video', title: input.videoTitle };
    case 'link': {
      const url = httpsUrl.safeParse(input.linkUrl);
      if (!url.success) throw new ActionError('A link post needs the full address it links to, starting with https://.', 400);
      return { format: 'link', url: url.data, site: input.linkSite || new URL(url.data).hostname };
    }
    case 'quote':
      if (!input.quoteText) throw new ActionError('A quote post needs the quote.', 400);
      return { format: 'quote', text: input.quoteText, source: input.quoteSource };
    case 'audio': {
      if (current?.format === 'audio') return current;
      if (published) throw new ActionError('Upload the sound below: a published post becomes an audio post with it.', 400);
      return { format: 'audio', src: '', durationSec: 0, label: '' };
    }
    case 'gallery':
      if (current?.format === 'gallery') return current;
      if (published) throw new ActionError('Add a photograph below: a published post becomes a gallery with it.', 400);
      return { format: 'gallery', images: [] };
  }
}

async function idOf(tx: Executor, table: typeof blogAuthors | typeof blogCategories, wanted: string, what: string) {
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.slug, wanted));
  if (!row) throw new ActionError(`Choose one of the blog’s ${what}.`, 400);
  return row.id;
}

/** Replaces a post's tags with these names (new names become tags). */
async function setTags(tx: Executor, postId: number, names: string[]) {
  await tx.delete(blogPostTags).where(eq(blogPostTags.postId, postId));
  if (!names.length) return;
  const wanted = names.map((name) => ({ name, slug: slugify(name).slice(0, 60) || 'tag' }));
  await tx.insert(tagTable).values(wanted).onConflictDoNothing();
  const rows = await tx
    .select({ id: tagTable.id })
    .from(tagTable)
    .where(
      inArray(
        tagTable.slug,
        wanted.map((w) => w.slug),
      ),
    );
  await tx
    .insert(blogPostTags)
    .values(rows.map((r) => ({ postId, tagId: r.id })))
    .onConflictDoNothing();
}

/** A new post, a draft: its address from its title (made unique). */
export const createPost = defineOperatorAction({
  name: 'createPost',
  input: postInput,
  run: async (input) =>
    getDb().transaction(async (tx) => {
      const postSlug = await freeSlug(tx, blogPosts, blogPosts.slug, input.title, { fallback: 'post' });
      const media = mediaFor(input);
      const [post] = await tx
        .insert(blogPosts)
        .values({
          slug: postSlug,
          title: input.title,
          excerpt: input.excerpt,
          body: input.body,
          format: input.format,
          media,
          authorId: await idOf(tx, blogAuthors, input.author, 'authors'),
          categoryId: await idOf(tx, blogCategories, input.category, 'categories'),
          publishedAt: null,
        })
        .returning({ id: blogPosts.id, slug: blogPosts.slug });
      await setTags(tx, post!.id, input.tags);
      return { slug: post!.slug };
    }),
  audit: (input, p) => ({ target: `post ${p.slug}`, after: { title: input.title, format: input.format } }),
  invalidates: () => [blogTags.posts],
  redirect: (post) => `/studio/posts/${post.slug}?created=1`,
});

/** A post's text, format, author, category and tags, saved whole. */
export const updatePost = defineOperatorAction({
  name: 'updatePost',
  input: postInput.extend({ slug }),
  run: async ({ slug: postSlug, ...input }) =>
    getDb().transaction(async (tx) => {
      const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.slug, postSlug)).for('update');
      if (!before) throw new ActionError(`No post has the address ${postSlug}.`, 404);
      const set = {
        title: input.title,
        excerpt: input.excerpt,
        body: input.body,
        format: input.format,
        media: mediaFor(input, before.media, before.publishedAt !== null),
        authorId: await idOf(tx, blogAuthors, input.author, 'authors'),
        categoryId: await idOf(tx, blogCategories, input.category, 'categories'),
        updatedAt: new Date(),
      };
      await tx.update(blogPosts).set(set).where(eq(blogPosts.id, before.id));
      await setTags(tx, before.id, input.tags);
      // The log says what changed; of the text, its length and a fingerprint (not the whole text twice).
      const shown = (post: { title: string; excerpt: string; format: string; authorId: number; categoryId: number; body: string }) => ({
        title: post.title,
        excerpt: post.excerpt,
        format: post.format,
        authorId: post.authorId,
        categoryId: post.categoryId,
        body: `${post.body.length} characters, ${createHash('sha256').update(post.body).digest('hex').slice(0, 8)}`,
      });
      const was = shown(before);
      const now = shown(set);
      const changed = (Object.keys(was) as (keyof typeof was)[]).filter((k) => was[k] !== now[k]);
      return {
        before: Object.fromEntries(changed.map((k) => [k, was[k]])),
        after: Object.fromEntries(changed.map((k) => [k, now[k]])),
      };
    }),
  audit: ({ slug: postSlug }, r) => ({ target: `post ${postSlug}`, before: r.before, after: r.after }),
  invalidates: ({ slug: postSlug }) => [blogTags.posts, blogTags.post(postSlug)],
});

/** A post's publishing: a draft, published now, or scheduled (the release job refreshes the blog at that moment). */
export const setPostPublishing = defineOperatorAction({
  name: 'setPostPublishing',
  form: (fields) => ({ ...formFields(fields), publishAt: fieldInstant(fields.get('publishAt')) }),
  input: z
    .object({
      slug,
      state: z.enum(['draft', 'published', 'scheduled'], {
        message: 'Choose draft, published or scheduled (draft, published, scheduled).',
      }),
      publishAt: z.preprocess(
        (v) => (v === '' || v === null ? undefined : v),
        z.iso.datetime({ offset: true, message: 'Give the release as a date and time.' }).optional(),
      ),
    })
    .refine((v) => v.state !== 'scheduled' || (v.publishAt && Date.parse(v.publishAt) > Date.now()), {
      message: 'A scheduled release needs a date and time still to come.',
      path: ['publishAt'],
    }),
  run: async ({ slug: postSlug, state, publishAt }) => {
    const queue = getQueue();
    if (state === 'scheduled' && !queue) throw new ActionError('The job queue is not running here: schedule the post on the site.', 409);
    const result = await getDb().transaction(async (tx) => {
      const [before] = await tx
        .select({ id: blogPosts.id, publishedAt: blogPosts.publishedAt, media: blogPosts.media })
        .from(blogPosts)
        .where(eq(blogPosts.slug, postSlug))
        .for('update');
      if (!before) throw new ActionError(`No post has the address ${postSlug}.`, 404);
      if (state !== 'draft' && !mediaComplete(before.media))
        throw new ActionError(
          before.media.format === 'audio'
            ? 'Upload the post’s sound before it goes out.'
            : 'Add the gallery’s photographs before it goes out.',
          400,
        );
      const wasOut = before.publishedAt !== null && before.publishedAt <= new Date();
      const publishedAt =
        state === 'draft' ? null : state === 'scheduled' ? new Date(publishAt!) : wasOut ? before.publishedAt : new Date();
      await tx.update(blogPosts).set({ publishedAt }).where(eq(blogPosts.id, before.id));
      return { publishedAt, before: before.publishedAt };
    });
    if (state === 'scheduled') await queue!.send(BLOG_RELEASE_QUEUE, { slug: postSlug }, { startAfter: result.publishedAt! });
    return result;
  },
  audit: ({ slug: postSlug }, r) => ({
    target: `post ${postSlug}`,
    before: { publishedAt: r.before?.toISOString() ?? null },
    after: { publishedAt: r.publishedAt?.toISOString() ?? null },
  }),
  invalidates: ({ slug: postSlug }) => [blogTags.posts, blogTags.post(postSlug)],
});

/** The editor's preview: the Markdown as the post page renders it (sanitized the same way). */
export const previewPost = defineOperatorAction({
  name: 'previewPost',
  input: z.object({ body }),
  run: async ({ body: markdown }) => ({ html: markdownToHtml(markdown) }),
});

/** A post's cover from an uploaded image, with what it shows. */
export const setPostCover = defineOperatorAction({
  name: 'setPostCover',
  input: z.object({
    slug,
    file: imageFile,
    alt: z.string().trim().min(1, 'Say what the cover shows, for people who cannot see it.').max(200, 'Keep it under 200 characters.'),
  }),
  run: async ({ slug: postSlug, file, alt }) => {
    const [exists] = await getDb().select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, postSlug));
    if (!exists) throw new ActionError(`No post has the address ${postSlug}.`, 404);
    const path = await storeImage(Buffer.from(await file.arrayBuffer()), 'cover', postSlug);
    return getDb().transaction(async (tx) => {
      const [before] = await tx.select({ cover: blogPosts.cover }).from(blogPosts).where(eq(blogPosts.id, exists.id)).for('update');
      await tx.update(blogPosts).set({ cover: path, coverAlt: alt, updatedAt: new Date() }).where(eq(blogPosts.id, exists.id));
      return { path, before: before?.cover ?? null };
    });
  },
  audit: ({ slug: postSlug, alt }, r) => ({ target: `post ${postSlug}`, before: { cover: r.before }, after: { cover: r.path, alt } }),
  invalidates: ({ slug: postSlug }) => [blogTags.posts, blogTags.post(postSlug)],
});

/**
 * A picture in a post's text, stored as covers are. The app puts its Markdown where the cursor is (`insert: 'return'`);
 * a form posted before the app loaded adds it at the end of the text (`append`), saved at once.
 */
export const addPostImage = defineOperatorAction({
  name: 'addPostImage',
  input: z.object({
    slug,
    file: imageFile,
    alt: z.string().trim().min(1, 'Say what the picture shows, for people who cannot see it.').max(200, 'Keep it under 200 characters.'),
    caption: z.string().trim().max(300, 'Keep the caption under 300 characters.').default(''),
    insert: z.enum(['append', 'return']).default('append'),
  }),
  run: async ({ slug: postSlug, file, alt, caption, insert }) => {
    const id = await postId(postSlug);
    const path = await storeImage(Buffer.from(await file.arrayBuffer()), 'inline', postSlug);
    const markdown = pictureMarkdown(path, alt, caption);
    if (insert === 'append')
      await getDb().transaction(async (tx) => {
        const [post] = await tx.select({ body: blogPosts.body }).from(blogPosts).where(eq(blogPosts.id, id)).for('update');
        await tx
          .update(blogPosts)
          .set({ body: `${(post?.body ?? '').trimEnd()}\n\n${markdown}\n`, updatedAt: new Date() })
          .where(eq(blogPosts.id, id));
      });
    return { path, markdown, appended: insert === 'append' };
  },
  audit: ({ slug: postSlug, alt }, r) => ({ target: `post ${postSlug}`, after: { picture: r.path, shows: alt, appended: r.appended } }),
  invalidates: ({ slug: postSlug }, r) => (r.appended ? [blogTags.posts, blogTags.post(postSlug)] : []),
});

/** The post by its address, for an upload: refused before the file is worked on when there is none. */
async function postId(postSlug: string) {
  const [row] = await getDb().select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, postSlug));
  if (!row) throw new ActionError(`No post has the address ${postSlug}.`, 404);
  return row.id;
}

/** Saves a post's media and format together, under a lock; answers the media before. */
async function changeMedia(id: number, change: (before: PostMedia, published: boolean) => PostMedia) {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .select({ media: blogPosts.media, publishedAt: blogPosts.publishedAt })
      .from(blogPosts)
      .where(eq(blogPosts.id, id))
      .for('update');
    const media = change(row!.media, row!.publishedAt !== null);
    await tx.update(blogPosts).set({ format: media.format, media, updatedAt: new Date() }).where(eq(blogPosts.id, id));
    return { before: row!.media, media };
  });
}

/** An audio post's sound from an uploaded file (the post becomes an audio post with it), with what the player says. */
export const setPostAudio = defineOperatorAction({
  name: 'setPostAudio',
  input: z.object({
    slug,
    file: audioFile,
    label: z
      .string()
      .trim()
      .min(1, 'Give the title the player shows, like “Episode 12: the sound of Ember”.')
      .max(120, 'Keep the title under 120 characters.'),
  }),
  run: async ({ slug: postSlug, file, label }) => {
    const id = await postId(postSlug);
    const { src, durationSec } = await storeAudio(Buffer.from(await file.arrayBuffer()), postSlug);
    const { before } = await changeMedia(id, () => ({ format: 'audio', src, durationSec, label }));
    return { path: src, durationSec, before: before.format === 'audio' ? before.src : null, formatBefore: before.format };
  },
  audit: ({ slug: postSlug, label }, r) => ({
    target: `post ${postSlug}`,
    before: { format: r.formatBefore, sound: r.before },
    after: { format: 'audio', sound: r.path, length: `${r.durationSec} s`, label },
  }),
  invalidates: ({ slug: postSlug }) => [blogTags.posts, blogTags.post(postSlug)],
});

/** A photograph added to the end of a gallery post (the post becomes a gallery with it), with what it shows. */
export const addGalleryImage = defineOperatorAction({
  name: 'addGalleryImage',
  input: z.object({
    slug,
    file: imageFile,
    alt: z.string().trim().min(1, 'Say what it shows, for people who cannot see it.').max(200, 'Keep it under 200 characters.'),
    caption: z.string().trim().max(300, 'Keep the caption under 300 characters.').default(''),
  }),
  run: async ({ slug: postSlug, file, alt, caption }) => {
    const id = await postId(postSlug);
    const path = await storeImage(Buffer.from(await file.arrayBuffer()), 'gallery', postSlug);
    const { before, media } = await changeMedia(id, (before) => {
      const images = before.format === 'gallery' ? before.images : [];
      if (images.length >= GALLERY_MAX) throw new ActionError(`A gallery holds up to ${GALLERY_MAX} photographs.`, 409);
      return { format: 'gallery', images: [...images, { src: path, alt, caption }] };
    });
    return { path, count: media.format === 'gallery' ? media.images.length : 0, formatBefore: before.format };
  },
  audit: ({ slug: postSlug, alt }, r) => ({
    target: `post ${postSlug}`,
    before: { format: r.formatBefore },
    after: { format: 'gallery', photograph: r.path, shows: alt, photographs: r.count },
  }),
  invalidates: ({ slug: postSlug }) => [blogTags.posts, blogTags.post(postSlug)],
});

/** A photograph taken out of a gallery post; a published gallery keeps at least one. */
export const removeGalleryImage = defineOperatorAction({
  name: 'removeGalleryImage',
  input: z.object({ slug, src: z.string().trim().min(1).max(300) }),
  run: async ({ slug: postSlug, src }) => {
    const { media } = await changeMedia(await postId(postSlug), (before, published) => {
      if (before.format !== 'gallery' || !before.images.some((i) => i.src === src))
        throw new ActionError('That photograph is not in the gallery any more.', 404);
      const images = before.images.filter((i) => i.src !== src);
      if (!images.length && published) throw new ActionError('A published gallery keeps at least one photograph.', 409);
      return { format: 'gallery', images };
    });
    return { count: media.format === 'gallery' ? media.images.length : 0 };
  },
  audit: ({ slug: postSlug, src }, r) => ({ target: `post ${postSlug}`, before: { photograph: src }, after: { photographs: r.count } }),
  invalidates: ({ slug: postSlug }) => [blogTags.posts, blogTags.post(postSlug)],
});

const shortName = z.string().trim().min(1, 'Give a name.').max(80, 'Keep the name under 80 characters.');

/** A new author of the blog (their archive page at /blogs/author/<slug>). */
export const createBlogAuthor = defineOperatorAction({
  name: 'createBlogAuthor',
  input: z.object({ name: shortName, role: z.string().trim().max(80).default(''), bio: z.string().trim().max(2000).default('') }),
  run: async (input) =>
    getDb().transaction(async (tx) => {
      const authorSlug = await freeSlug(tx, blogAuthors, blogAuthors.slug, input.name, { fallback: 'author' });
      await tx.insert(blogAuthors).values({ ...input, slug: authorSlug });
      return { slug: authorSlug, name: input.name };
    }),
  audit: (_input, a) => ({ target: `author ${a.slug}`, after: { name: a.name } }),
  invalidates: () => [blogTags.posts],
});

/** A new category of the blog. */
export const createBlogCategory = defineOperatorAction({
  name: 'createBlogCategory',
  input: z.object({ name: shortName, description: z.string().trim().max(400).default('') }),
  run: async (input) =>
    getDb().transaction(async (tx) => {
      const categorySlug = await freeSlug(tx, blogCategories, blogCategories.slug, input.name, { fallback: 'category' });
      await tx.insert(blogCategories).values({ ...input, slug: categorySlug });
      return { slug: categorySlug, name: input.name };
    }),
  audit: (_input, c) => ({ target: `blog category ${c.slug}`, after: { name: c.name } }),
  invalidates: () => [blogTags.posts],
});
