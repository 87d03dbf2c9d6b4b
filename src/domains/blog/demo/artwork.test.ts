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
