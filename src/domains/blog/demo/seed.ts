import type { Database } from '@/db/client';
import { writeArtwork } from '@/db/demo/files';
import { portraitSvg } from '@/domains/catalogue/title-art';
import { blogAuthors, blogCategories, blogPosts, blogPostTags, blogTags, type PostMedia } from '../schema';
import { coverSvg, galleryPictureSvg, postArt } from './artwork';
import { renderAudioClip } from './audio';
import { DEMO_AUTHORS, DEMO_CATEGORIES, DEMO_POSTS, DEMO_TAGS, postSlug, type DemoPost } from './posts';

// The demo blog as rows: authors with portraits, categories, tags, and the posts with their covers, galleries and
// audio written under the media folder. Runs after the catalogue and the shop (posts show their cards).

async function mediaOf(p: DemoPost, slug: string, mediaDir: string): Promise<PostMedia> {
  switch (p.format) {
    case 'audio': {
      const src = await renderAudioClip(mediaDir, slug, p.audio!.seconds);
      return { format: 'audio', src: src ?? '', durationSec: p.audio!.seconds, label: p.audio!.label };
    }
    case 'video':
      return { format: 'video', title: p.video };
    case 'link':
      return { format: 'link', ...p.link! };
    case 'quote':
      return { format: 'quote', ...p.quote! };
    case 'gallery': {
      const art = postArt(p.art);
      const images = [];
      for (const [i, { shot, picture, caption }] of p.gallery!.entries())
        images.push({
          src: await writeArtwork(mediaDir, 'blog', `${slug}-${i + 1}`, galleryPictureSvg(slug, art, shot, picture, portraitSvg)),
          alt: caption.replace(/[.:].*$/, ''),
          caption,
        });
      return { format: 'gallery', images };
    }
    default:
      return { format: 'standard' };
  }
}

/** The post's Markdown with its pictures drawn and written under the media folder, each a figure with its caption. */
async function bodyOf(p: DemoPost, slug: string, mediaDir: string): Promise<string> {
  let body = p.body;
  for (const [i, { shot, picture, alt, caption }] of (p.pictures ?? []).entries()) {
    const src = await writeArtwork(
      mediaDir,
      'blog',
      `${slug}-in-text-${i + 1}`,
      galleryPictureSvg(slug, postArt(p.art), shot, picture, portraitSvg),
    );
    body = body.replace(`[[picture:${i + 1}]]`, `![${alt}](${src} "${caption.replace(/"/g, '”')}")`);
  }
  return body;
}

/** Seeds the demo blog once (does nothing when there are posts). */
export async function seedBlog(db: Database, mediaDir: string, { today = new Date() }: { today?: Date } = {}): Promise<boolean> {
  if ((await db.$count(blogPosts)) > 0) return false;
  const authors = new Map<string, number>();
  for (const a of DEMO_AUTHORS) {
    const avatar = await writeArtwork(mediaDir, 'blog-authors', a.slug, portraitSvg(a.name, a.bio));
    const [row] = await db
      .insert(blogAuthors)
      .values({ ...a, avatar })
      .returning({ id: blogAuthors.id });
    authors.set(a.slug, row!.id);
  }
  const categories = new Map<string, number>();
  for (const c of DEMO_CATEGORIES)
    categories.set(c.slug, (await db.insert(blogCategories).values(c).returning({ id: blogCategories.id }))[0]!.id);
  const tags = new Map<string, number>();
  for (const [slug, name] of Object.entries(DEMO_TAGS))
    tags.set(slug, (await db.insert(blogTags).values({ slug, name }).returning({ id: blogTags.id }))[0]!.id);

  for (const p of DEMO_POSTS) {
    const slug = postSlug(p);
    const cover = await writeArtwork(mediaDir, 'blog', slug, coverSvg(slug, postArt(p.art)));
    // Mid-morning, a little later each day: posts of one day keep an order.
    const publishedAt = new Date(today.getTime() - p.daysAgo * 86_400_000);
    publishedAt.setUTCHours(9, 30 - (p.daysAgo % 30), 0, 0);
    const [row] = await db
      .insert(blogPosts)
      .values({
        slug,
        title: p.title,
        excerpt: p.excerpt,
        body: await bodyOf(p, slug, mediaDir),
        format: p.format,
        media: await mediaOf(p, slug, mediaDir),
        cover,
        coverAlt: p.art ? `Artwork of ${p.art}` : 'The StreamIt stage',
        authorId: authors.get(p.author)!,
        categoryId: categories.get(p.category)!,
        publishedAt,
        updatedAt: publishedAt,
      })
      .returning({ id: blogPosts.id });
    if (p.tags.length) await db.insert(blogPostTags).values(p.tags.map((t) => ({ postId: row!.id, tagId: tags.get(t)! })));
  }
  return true;
}
