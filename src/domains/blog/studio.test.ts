import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines, type TestDatabase } from '../../../tests/helpers/db';
import { SYSTEM, VISITOR } from '@/server/viewer';
import { getPost, listPosts } from './posts';
import { studioBlogChoices, studioPost, studioPosts } from './studio';
import { createBlogAuthor, createPost, previewPost, setPostCover, setPostPublishing, updatePost } from './studio-actions';

describe.each(testEngines({ seeded: true }))('the studio’s blog ($name)', (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await engine.open();
  }, 120_000);
  afterAll(() => db?.dispose());
  const ops = { clientIp: 'test', viewer: SYSTEM };

  it('writes a post as a draft, off the blog until published; its format’s fields are checked in words', async () => {
    const { authors, categories } = await studioBlogChoices();
    const base = { author: authors[0]!.slug, category: categories[0]!.slug, excerpt: 'Notes from the mixing stage.' };
    const made = await createPost.as(ops, {
      ...base,
      title: 'Scoring the Long Haul',
      body: 'We recorded the strings **live**.\n\n[[title:orbital-decay]]',
      format: 'standard',
      tags: 'Scores, Behind the scenes, scores',
    });
    expect(made).toMatchObject({ ok: true, data: { slug: 'scoring-the-long-haul' } });
    expect(await studioPost('scoring-the-long-haul')).toMatchObject({ tags: ['Behind the scenes', 'Scores'], publishedAt: null });
    expect(await getPost('scoring-the-long-haul')).toBeNull();
    expect((await listPosts({}))!.items.map((p) => p.slug)).not.toContain('scoring-the-long-haul');

    const slug = 'scoring-the-long-haul';
    const edit = { ...base, slug, title: 'Scoring the Long Haul', body: 'Strings.', tags: '' };
    expect(await updatePost.as(ops, { ...edit, format: 'link', linkUrl: 'javascript:alert(1)' })).toMatchObject({
      ok: false,
      error: expect.stringContaining('https://'),
    });
    expect(await updatePost.as(ops, { ...edit, format: 'video', videoTitle: '../etc' })).toMatchObject({ ok: false, status: 400 });
    expect(await updatePost.as(ops, { ...edit, format: 'audio' })).toMatchObject({
      ok: false,
      error: expect.stringContaining('uploaded media'),
    });
    expect(
      (await updatePost.as(ops, { ...edit, format: 'quote', quoteText: 'Play it like the sea.', quoteSource: 'Our conductor' })).ok,
    ).toBe(true);
    expect(await studioPost(slug)).toMatchObject({ format: 'quote', media: { format: 'quote', text: 'Play it like the sea.' }, tags: [] });
    expect(await updatePost.as({ clientIp: 'test', viewer: VISITOR }, { ...edit, format: 'standard' })).toMatchObject({
      ok: false,
      status: 404,
    });

    // Published: on the blog at once; a time to come needs the queue (none runs here).
    expect(
      await setPostPublishing.as(ops, { slug, state: 'scheduled', publishAt: new Date(Date.now() + 3_600_000).toISOString() }),
    ).toMatchObject({
      ok: false,
      status: 409,
    });
    expect((await setPostPublishing.as(ops, { slug, state: 'published' })).ok).toBe(true);
    expect((await listPosts({}))!.items[0]).toMatchObject({ slug, format: 'quote' });
    expect((await studioPosts('long haul', 1)).rows).toEqual([expect.objectContaining({ slug, publishedAt: expect.any(Date) })]);
  });

  it('previews Markdown sanitized as the post page renders it; a cover needs a real picture and what it shows', async () => {
    const preview = await previewPost.as(ops, {
      body: '# Hi\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)>',
    });
    if (!preview.ok) throw new Error(preview.error);
    expect(preview.data.html).toContain('<h1');
    expect(preview.data.html).not.toMatch(/<script|onerror|javascript:/i);
    expect(await previewPost.as({ clientIp: 'test', viewer: VISITOR }, { body: 'x' })).toMatchObject({ ok: false, status: 404 });

    const png = await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#334' } })
      .png()
      .toBuffer();
    const file = new File([png], 'cover.png', { type: 'image/png' });
    expect(await setPostCover.as(ops, { slug: 'scoring-the-long-haul', file, alt: '' })).toMatchObject({
      ok: false,
      fieldErrors: { alt: [expect.any(String)] },
    });
    const done = await setPostCover.as(ops, { slug: 'scoring-the-long-haul', file, alt: 'The string section at the scoring stage' });
    expect(done).toMatchObject({
      ok: true,
      data: { path: expect.stringMatching(/^\/media\/images\/blog\/scoring-the-long-haul-[0-9a-f]{12}\.webp$/) },
    });
    expect((await getPost('scoring-the-long-haul'))!.coverAlt).toBe('The string section at the scoring stage');
    expect(await createBlogAuthor.as(ops, { name: 'Ama Boateng', role: 'Music editor' })).toMatchObject({
      ok: true,
      data: { slug: 'ama-boateng' },
    });
  });
});
