import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines, type TestDatabase } from '../../../tests/helpers/db';
import { SYSTEM, VISITOR } from '@/server/viewer';
import { getPost, listPosts } from './posts';
import { studioBlogChoices, studioPost, studioPosts } from './studio';
import { config } from '@/config';
import { FFMPEG, FFPROBE, run } from '@/domains/playback/tools';
import {
  addPostImage,
  addGalleryImage,
  createBlogAuthor,
  createPost,
  previewPost,
  removeGalleryImage,
  setPostAudio,
  setPostCover,
  setPostPublishing,
  updatePost,
} from './studio-actions';

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
    // A picture in the text: stored as covers are; the app puts it at the cursor, a form posted without it at the end.
    const small = new File(
      [
        await sharp({ create: { width: 640, height: 360, channels: 3, background: '#553' } })
          .png()
          .toBuffer(),
      ],
      'p.png',
    );
    const returned = await addPostImage.as(ops, {
      slug: 'scoring-the-long-haul',
      file: small,
      alt: 'The [brass] section',
      insert: 'return',
    });
    expect(returned).toMatchObject({
      ok: true,
      data: { appended: false, markdown: expect.stringMatching(/^!\[The \\\[brass\\\] section\]\(\/media\/images\/blog\//) },
    });
    const bodyBefore = (await studioPost('scoring-the-long-haul'))!.body;
    const posted = new FormData();
    for (const [k, v] of Object.entries({
      slug: 'scoring-the-long-haul',
      alt: 'The stage from the booth',
      caption: 'Take 14, "the keeper"',
    }))
      posted.set(k, v);
    posted.set('file', small);
    const appended = await addPostImage.as(ops, posted);
    expect(appended).toMatchObject({ ok: true, data: { appended: true } });
    const body = (await studioPost('scoring-the-long-haul'))!.body;
    expect(body.startsWith(bodyBefore.trimEnd())).toBe(true);
    expect(body.trimEnd().endsWith(`"Take 14, \\"the keeper\\"")`)).toBe(true);
    expect(await addPostImage.as(ops, { slug: 'no-such-post', file: small, alt: 'x' })).toMatchObject({ ok: false, status: 404 });
    expect(
      await addPostImage.as({ clientIp: 'test', viewer: VISITOR }, { slug: 'scoring-the-long-haul', file: small, alt: 'x' }),
    ).toMatchObject({
      ok: false,
      status: 404,
    });
    const tiny = new File(
      [
        await sharp({ create: { width: 100, height: 100, channels: 3, background: '#553' } })
          .png()
          .toBuffer(),
      ],
      't.png',
    );
    expect(await addPostImage.as(ops, { slug: 'scoring-the-long-haul', file: tiny, alt: 'x' })).toMatchObject({ ok: false, status: 400 });
    expect(await createBlogAuthor.as(ops, { name: 'Ama Boateng', role: 'Music editor' })).toMatchObject({
      ok: true,
      data: { slug: 'ama-boateng' },
    });
  });
  it('makes audio and gallery posts from uploads: a real sound made AAC, photographs added and removed; none goes out empty', async () => {
    const { authors, categories } = await studioBlogChoices();
    const base = { author: authors[0]!.slug, category: categories[0]!.slug, body: 'From the mixing stage.', tags: '' };
    const made = await createPost.as(ops, { ...base, title: 'Room Tone, Episode 1', format: 'audio' });
    if (!made.ok) throw new Error(made.error);
    const slug = made.data.slug;
    expect(await studioPost(slug)).toMatchObject({ format: 'audio', media: { format: 'audio', src: '' } });
    // Not out without its sound.
    expect(await setPostPublishing.as(ops, { slug, state: 'published' })).toMatchObject({
      ok: false,
      error: expect.stringContaining('sound'),
    });

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'streamit-audio-test-'));
    try {
      // A 3-second tone as WAV, as a recorder would give it.
      const wav = path.join(dir, 'tone.wav');
      const made = await run(FFMPEG, ['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=3', wav]);
      expect(made.code).toBe(0);
      const sound = new File([fs.readFileSync(wav)], 'tone.wav', { type: 'audio/wav' });
      const notSound = new File([Buffer.from('#EXTM3U\n#EXTINF:1,\nfile:///etc/passwd\n')], 'list.m3u8', { type: 'audio/mpegurl' });
      expect(await setPostAudio.as(ops, { slug, file: notSound, label: 'Room tone' })).toMatchObject({
        ok: false,
        error: expect.stringContaining('not a sound'),
      });
      expect(await setPostAudio.as(ops, { slug, file: sound, label: '' })).toMatchObject({
        ok: false,
        fieldErrors: { label: [expect.any(String)] },
      });
      const saved = await setPostAudio.as(ops, { slug, file: sound, label: 'Room tone: the empty stage at night' });
      if (!saved.ok) throw new Error(saved.error);
      expect(saved.data.path).toMatch(/^\/media\/audio\/blog\/room-tone-episode-1-[0-9a-f]{12}\.m4a$/);
      expect(saved.data.durationSec).toBe(3);
      const stored = path.join(config.mediaDir, saved.data.path.replace(/^\/media\//, ''));
      const probe = await run(FFPROBE, ['-v', 'error', '-show_entries', 'stream=codec_name', '-of', 'csv=p=0', stored]);
      expect(probe.stdout.trim()).toBe('aac');
      expect((await setPostPublishing.as(ops, { slug, state: 'published' })).ok).toBe(true);
      expect((await getPost(slug))!.media).toEqual({
        format: 'audio',
        src: saved.data.path,
        durationSec: 3,
        label: 'Room tone: the empty stage at night',
      });
      // Edited as text, it keeps its sound.
      expect((await updatePost.as(ops, { ...base, slug, title: 'Room Tone, Episode 1', format: 'audio' })).ok).toBe(true);
      expect((await getPost(slug))!.media).toMatchObject({ src: saved.data.path });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }

    // A published post becomes a gallery only by its first photograph.
    expect(await updatePost.as(ops, { ...base, slug, title: 'Room Tone, Episode 1', format: 'gallery' })).toMatchObject({
      ok: false,
      error: expect.stringContaining('photograph'),
    });
    const photo = async (background: string) =>
      new File(
        [
          await sharp({ create: { width: 1280, height: 720, channels: 3, background } })
            .png()
            .toBuffer(),
        ],
        'p.png',
        {
          type: 'image/png',
        },
      );
    const tiny = new File(
      [
        await sharp({ create: { width: 200, height: 100, channels: 3, background: '#111' } })
          .png()
          .toBuffer(),
      ],
      't.png',
    );
    expect(await addGalleryImage.as(ops, { slug, file: tiny, alt: 'Too small' })).toMatchObject({
      ok: false,
      error: expect.stringContaining('600 × 400'),
    });
    expect(await addGalleryImage.as(ops, { slug, file: await photo('#225'), alt: '' })).toMatchObject({
      ok: false,
      fieldErrors: { alt: [expect.any(String)] },
    });
    const first = await addGalleryImage.as(ops, {
      slug,
      file: await photo('#225'),
      alt: 'The stage in blue light',
      caption: 'Before the take.',
    });
    const second = await addGalleryImage.as(ops, { slug, file: await photo('#522'), alt: 'The stage in red light' });
    if (!first.ok || !second.ok) throw new Error('gallery upload refused');
    const gallery = (await getPost(slug))!;
    expect(gallery.format).toBe('gallery');
    expect(gallery.media).toEqual({
      format: 'gallery',
      images: [
        { src: first.data.path, alt: 'The stage in blue light', caption: 'Before the take.' },
        { src: second.data.path, alt: 'The stage in red light', caption: '' },
      ],
    });
    expect((await removeGalleryImage.as(ops, { slug, src: first.data.path })).ok).toBe(true);
    expect(await removeGalleryImage.as(ops, { slug, src: first.data.path })).toMatchObject({ ok: false, status: 404 });
    // A published gallery keeps its last photograph.
    expect(await removeGalleryImage.as(ops, { slug, src: second.data.path })).toMatchObject({ ok: false, status: 409 });
    expect(await addGalleryImage.as({ clientIp: 'test', viewer: VISITOR }, { slug, file: await photo('#252'), alt: 'x' })).toMatchObject({
      ok: false,
      status: 404,
    });
  });
});
