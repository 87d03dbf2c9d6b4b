import { describe, expect, it } from 'vitest';
import { portraitSvg } from '@/domains/catalogue/title-art';
import { galleryPictureSvg, postArt } from './artwork';
import { DEMO_POSTS, postSlug } from './posts';

describe('the demo blog’s galleries', () => {
  const galleries = DEMO_POSTS.filter((p) => p.gallery?.length);

  it('show for each caption a picture of its own subject (no gallery repeats one), and every picture renders', async () => {
    const sharp = (await import('sharp')).default;
    expect(galleries.length).toBeGreaterThanOrEqual(3);
    for (const post of galleries) {
      const subjects = post.gallery!.map((g) => JSON.stringify(g.picture));
      expect(new Set(subjects).size, post.title).toBe(subjects.length);
      for (const g of post.gallery!) {
        const svg = galleryPictureSvg(postSlug(post), postArt(post.art), g.shot, g.picture, portraitSvg);
        expect((await sharp(Buffer.from(svg)).resize(30).raw().toBuffer()).length).toBeGreaterThan(0);
      }
    }
  });

  it('shows people where the caption names someone, and a title’s poster where it names a poster', () => {
    for (const g of galleries.flatMap((p) => p.gallery!)) {
      if ('portrait' in g.picture) expect(g.caption).toContain(g.picture.portrait);
      if ('poster' in g.picture) expect(g.caption.startsWith(`${g.picture.poster}:`)).toBe(true);
    }
  });
});

describe('the demo blog’s articles', () => {
  const articles = DEMO_POSTS.filter((p) => p.format === 'standard');

  it('read as articles: several hundred words with pictures in the text, each placed once and drawn', async () => {
    const sharp = (await import('sharp')).default;
    expect(articles.length).toBeGreaterThanOrEqual(6);
    for (const post of articles) {
      expect(post.body.split(/\s+/).length, post.title).toBeGreaterThanOrEqual(300);
      expect(post.pictures?.length, post.title).toBeGreaterThanOrEqual(1);
      post.pictures!.forEach((p, i) => {
        expect(post.body.split(`[[picture:${i + 1}]]`).length, `${post.title} picture ${i + 1}`).toBe(2);
        expect(p.alt.length).toBeGreaterThan(5);
      });
      expect(post.body).not.toMatch(new RegExp(`\\[\\[picture:${post.pictures!.length + 1}\\]\\]`));
      const first = post.pictures![0]!;
      const svg = galleryPictureSvg(postSlug(post), postArt(post.art), first.shot, first.picture, portraitSvg);
      expect((await sharp(Buffer.from(svg)).resize(30).raw().toBuffer()).length).toBeGreaterThan(0);
    }
  });
});
