import { Feed } from 'feed';
import type { Embed } from '@/server/markdown';
import { escapeHtml } from '@/server/plain-page';
import { publicOrigin } from '@/server/site-url';
import { FORMAT_LABEL, webUrl } from './format';
import { postPath } from './paths';
import type { Archive, PostDetail } from './posts';

// The blog's feeds (RSS 2.0 and JSON Feed) of whole posts, site-wide or for a category, built by the `feed`
// library. Every URL in them is absolute on the configured public address, never the request's Host.

/** A card of the catalogue or the shop as a feed reader shows it: a link. app/ knows where each lives. */
export type EmbedLink = (embed: Embed) => { href: string; label: string } | undefined;

const absolute = (origin: string, html: string) => html.replace(/(\s(?:href|src))="\/(?!\/)/g, `$1="${origin}/`);

/** A post's whole text as HTML for a reader: what its format shows, then its blocks, cards as links. */
function contentOf(post: PostDetail, origin: string, embedLink: EmbedLink): string {
  const { media } = post;
  const lead =
    media.format === 'quote'
      ? `<blockquote><p>${escapeHtml(media.text)}</p><footer>${escapeHtml(media.source)}</footer></blockquote>`
      : media.format === 'link' && webUrl(media.url)
        ? `<p><a href="${escapeHtml(webUrl(media.url)!)}">${escapeHtml(media.site || media.url)}</a></p>`
        : media.format === 'gallery'
          ? media.images
              .map(
                (i) =>
                  `<figure><img src="${escapeHtml(i.src)}" alt="${escapeHtml(i.alt)}"><figcaption>${escapeHtml(i.caption)}</figcaption></figure>`,
              )
              .join('')
          : post.cover
            ? `<p><img src="${escapeHtml(post.cover)}" alt="${escapeHtml(post.coverAlt)}"></p>`
            : '';
  const body = post.blocks
    .map((b) => {
      if ('html' in b) return b.html;
      const link = embedLink(b.embed);
      return link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '';
    })
    .join('\n');
  return absolute(origin, `${lead}\n${body}`);
}

export function buildFeed({ posts, category, embedLink }: { posts: PostDetail[]; category?: Archive; embedLink: EmbedLink }): Feed {
  const origin = publicOrigin();
  const self = category ? `${origin}/blogs/category/${category.slug}/feed` : `${origin}/blogs/feed`;
  const feed = new Feed({
    title: category ? `StreamIt Journal: ${category.name}` : 'StreamIt Journal',
    description: category?.description || 'How the films and series on StreamIt were made, interviews, scores, new arrivals and the shop.',
    id: `${origin}${category ? category.href : '/blogs'}`,
    link: `${origin}${category ? category.href : '/blogs'}`,
    language: 'en',
    favicon: `${origin}/icon.svg`,
    copyright: `© ${new Date().getUTCFullYear()} StreamIt`,
    updated: posts[0] ? new Date(posts[0].updatedAt) : new Date(0),
    generator: 'StreamIt',
    feedLinks: { rss: `${self}.xml`, json: `${self}.json` },
  });
  for (const post of posts) {
    const url = `${origin}${postPath(post.slug)}`;
    const { media } = post;
    feed.addItem({
      title: media.format === 'standard' ? post.title : `${FORMAT_LABEL[post.format]}: ${post.title}`,
      id: url,
      link: (media.format === 'link' && webUrl(media.url)) || url,
      date: new Date(post.updatedAt),
      published: new Date(post.publishedAt),
      description: post.excerpt,
      content: contentOf(post, origin, embedLink),
      author: [{ name: post.author.name, link: `${origin}${post.author.href}` }],
      category: [{ name: post.category.name, domain: `${origin}${post.category.href}` }],
      image: post.cover ? `${origin}${post.cover}` : undefined,
      audio:
        media.format === 'audio' && media.src
          ? { url: `${origin}${media.src}`, type: 'audio/mp4', duration: media.durationSec }
          : undefined,
    });
  }
  return feed;
}
