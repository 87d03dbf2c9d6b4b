import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines, type TestDatabase } from '../../../tests/helpers/db';
import { buildFeed } from './feeds';
import { DEMO_AUTHORS, DEMO_POSTS, postSlug } from './demo/posts';
import { parseBlogPath } from './paths';
import { getNewestOfFormat, getPost, listBlogUrls, listPosts, neighbours, postsForFeed, relatedPosts } from './posts';
import { POST_FORMATS, blogCategories, blogPosts } from './schema';
import { webUrl } from './format';
import { searchPosts } from './search';

describe('blog paths', () => {
  it('reads every address of the blog, and nothing else', () => {
    expect(parseBlogPath([])).toMatchObject({ kind: 'listing', layout: { kind: 'list' }, page: 1 });
    expect(parseBlogPath(['page', '3'])).toMatchObject({ kind: 'listing', page: 3 });
    expect(parseBlogPath(['grid', 'three-column', 'page', '2'])).toMatchObject({ layout: { kind: 'grid', columns: 3 }, page: 2 });
    expect(parseBlogPath(['sidebar', 'left'])).toMatchObject({ layout: { kind: 'sidebar', side: 'left' } });
    expect(parseBlogPath(['tag', 'sci-fi'])).toMatchObject({ kind: 'archive', archive: 'tag', slug: 'sci-fi' });
    expect(parseBlogPath(['single', 'gallery'])).toEqual({ kind: 'showcase', format: 'gallery' });
    expect(parseBlogPath(['detail'])).toEqual({ kind: 'showcase', format: 'standard' });
    expect(parseBlogPath(['template'])).toEqual({ kind: 'template' });
    expect(parseBlogPath(['a-post'])).toEqual({ kind: 'post', slug: 'a-post' });
    for (const bad of [
      ['page', '1'],
      ['page', '0'],
      ['grid', 'five-column'],
      ['single', 'standard'],
      ['A-Post'],
      ['x', 'y'],
      ['tag', 'a b'],
      ['sidebar', 'top'],
    ])
      expect(parseBlogPath(bad), bad.join('/')).toBeNull();
  });
});

describe('link posts', () => {
  it('link only to web addresses', () => {
    expect(webUrl('https://www.w3.org/WAI/media/av/')).toBe('https://www.w3.org/WAI/media/av/');
    for (const bad of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,x', 'not a url', '//evil.example'])
      expect(webUrl(bad), bad).toBeNull();
  });
});

describe.each(testEngines({ seeded: true }))('the blog ($name)', (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await engine.open();
  }, 120_000);
  afterAll(() => db?.dispose());

  it('lists published posts newest first, 9 a page; a page past the last or an unknown archive is none', async () => {
    const first = (await listPosts({}))!;
    expect(first.total).toBe(DEMO_POSTS.length);
    expect(first.items).toHaveLength(9);
    const newest = [...DEMO_POSTS].sort((a, b) => a.daysAgo - b.daysAgo)[0]!;
    expect(first.items[0]!.title).toBe(newest.title);
    const last = (await listPosts({ page: first.pageCount }))!;
    expect(last.items.length).toBe(DEMO_POSTS.length - 9 * (first.pageCount - 1));
    expect(await listPosts({ page: first.pageCount + 1 })).toBeNull();
    expect(await listPosts({ archive: { kind: 'category', slug: 'no-such-category' } })).toBeNull();
    const hannah = (await listPosts({ archive: { kind: 'author', slug: 'hannah-okoro' } }))!;
    expect(hannah.total).toBe(DEMO_POSTS.filter((p) => p.author === 'hannah-okoro').length);
    expect(hannah.archive).toMatchObject({ name: 'Hannah Okoro', description: DEMO_AUTHORS[0]!.bio });
    const tagged = (await listPosts({ archive: { kind: 'tag', slug: 'soundtracks' } }))!;
    expect(tagged.total).toBe(DEMO_POSTS.filter((p) => p.tags.includes('soundtracks')).length);
  });

  it('has a post of every format, each with what its format needs', async () => {
    for (const format of POST_FORMATS) {
      const post = (await getNewestOfFormat(format))!;
      expect(post.format, format).toBe(format);
      expect(post.media.format).toBe(format);
    }
    const audio = (await getNewestOfFormat('audio'))!;
    expect(audio.media).toMatchObject({ src: expect.stringMatching(/^\/media\/audio\/blog\/.+\.m4a$/) });
    const gallery = (await getNewestOfFormat('gallery'))!;
    expect(gallery.media.format === 'gallery' && gallery.media.images.length).toBeGreaterThanOrEqual(4);
  });

  it('shows a post with its blocks and cards, related posts and neighbours; never a draft or a scheduled one', async () => {
    const demo = DEMO_POSTS.find((p) => p.body.includes('[[product:'))!;
    const post = (await getPost(postSlug(demo)))!;
    expect(post.blocks.some((b) => 'embed' in b && b.embed.kind === 'product')).toBe(true);
    expect(post.tags.map((t) => t.slug).sort()).toEqual([...demo.tags].sort());
    const related = await relatedPosts(post.id);
    expect(related).toHaveLength(3);
    expect(related.map((p) => p.id)).not.toContain(post.id);
    const { previous, next } = await neighbours(post);
    expect(previous === null || previous.publishedAt <= post.publishedAt).toBe(true);
    expect(next === null || next.publishedAt >= post.publishedAt).toBe(true);

    // A draft in a category of its own: the category is not there yet either (its name may be unannounced work).
    const [unannounced] = await db.db.insert(blogCategories).values({ slug: 'unannounced', name: 'Unannounced' }).returning();
    const [draft] = await db.db
      .insert(blogPosts)
      .values({ ...(await sample()), slug: 'a-draft', title: 'Unpublished draft', publishedAt: null, categoryId: unannounced!.id })
      .returning();
    expect(await listPosts({ archive: { kind: 'category', slug: 'unannounced' } })).toBeNull();
    expect(await postsForFeed('unannounced')).toBeNull();
    await db.db
      .insert(blogPosts)
      .values({ ...(await sample()), slug: 'scheduled', title: 'Scheduled surprise', publishedAt: new Date(Date.now() + 86_400_000) });
    expect(await getPost('a-draft')).toBeNull();
    expect(await getPost('scheduled')).toBeNull();
    expect((await listPosts({}))!.total).toBe(DEMO_POSTS.length);
    expect(await searchPosts('surprise')).toEqual([]);
    expect((await listBlogUrls()).map((u) => u.path)).not.toContain('/blogs/scheduled');
    await db.db
      .update(blogPosts)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(blogPosts.id, draft!.id));
    expect((await getPost('a-draft'))?.title).toBe('Unpublished draft');
    expect((await listPosts({ archive: { kind: 'category', slug: 'unannounced' } }))?.total).toBe(1);
    await db.db.delete(blogPosts).where(eq(blogPosts.id, draft!.id));
    await db.db.delete(blogCategories).where(eq(blogCategories.id, unannounced!.id));
    await db.db.delete(blogPosts).where(eq(blogPosts.slug, 'scheduled'));

    async function sample() {
      const [row] = await db.db.select().from(blogPosts).limit(1);
      const { id: _id, searchVector: _v, ...rest } = row!;
      return rest;
    }
  });

  it('is found by the site search: headline first, then text, then a misspelt headline', async () => {
    const demo = DEMO_POSTS[0]!;
    const byHeadline = await searchPosts(demo.title.split(' ').slice(0, 3).join(' '));
    expect(byHeadline[0]?.title).toBe(demo.title);
    // A word of the text only: every post that has it, and no other.
    const withVinyl = DEMO_POSTS.filter((p) => /vinyl/i.test(`${p.title} ${p.excerpt} ${p.body}`)).map((p) => p.title);
    expect(withVinyl.length).toBeGreaterThan(0);
    expect((await searchPosts('vinyl')).map((p) => p.title).sort()).toEqual(withVinyl.sort());
    expect((await searchPosts('lighthuose')).map((p) => p.title)).toContain('Making the storm in The Lighthouse Keepers');
    // Accents or none, the same posts: "jimenez" and "Jiménez" both find the one that names Rosa Jiménez.
    const jimenez = DEMO_POSTS.filter((p) => /Jiménez/.test(`${p.title} ${p.excerpt} ${p.body}`)).map((p) => p.title);
    expect(jimenez.length).toBeGreaterThan(0);
    for (const typed of ['jimenez', 'Jiménez', 'JIMÉNEZ'])
      expect((await searchPosts(typed)).map((p) => p.title).sort(), typed).toEqual(jimenez.sort());
  });

  it('feeds whole posts with absolute URLs on the configured address, and a category feed of its own', async () => {
    const all = (await postsForFeed())!;
    expect(all.posts).toHaveLength(Math.min(20, DEMO_POSTS.length));
    const rss = buildFeed({ ...all, embedLink: (e) => ({ href: `/x/${e.slug}`, label: e.slug }) }).rss2();
    expect(rss).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/);
    expect(rss).not.toMatch(/(href|src)="\/(?!\/)/);
    expect(rss).not.toContain('[[');
    expect(rss).toContain('<enclosure url="http://localhost');
    const json = JSON.parse(buildFeed({ ...all, embedLink: () => undefined }).json1());
    expect(json.items[0].id).toMatch(/^http:\/\/localhost:\d+\/blogs\//);
    const category = (await postsForFeed('music-and-sound'))!;
    expect(category.category?.name).toBe('Music & Sound');
    expect(category.posts.every((p) => p.category.slug === 'music-and-sound')).toBe(true);
    expect(await postsForFeed('nope')).toBeNull();
  });
});
