import Link from 'next/link';
import type { ReactNode } from 'react';
import { BreadcrumbTrail } from '@/ui/Breadcrumb';
import { FixedImage } from '@/ui/FixedImage';
import { JsonLd } from '@/ui/JsonLd';
import { publicOrigin } from '@/server/site-url';
import { FORMAT_LABEL, linkHost, webUrl } from '../format';
import type { PostDetail, PostSummary } from '../posts';
import { AudioPlayer } from './AudioPlayer';
import { Gallery } from './Gallery';
import { PostCard } from './PostCard';
import { PostMeta } from './PostMeta';

/** The cards app/ puts in a post's text, by `title:<slug>` or `product:<slug>`; and the player of a video post. */
export type PostSlots = { embeds: Record<string, ReactNode>; video?: ReactNode };

function PostStructuredData({ post }: { post: PostDetail }) {
  const origin = publicOrigin();
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    mainEntityOfPage: `${origin}${post.href}`,
    image: post.cover ? [`${origin}${post.cover}`] : undefined,
    articleSection: post.category.name,
    keywords: post.tags.map((t) => t.name).join(', ') || undefined,
    author: { '@type': 'Person', name: post.author.name, url: `${origin}${post.author.href}`, jobTitle: post.authorRole || undefined },
    publisher: { '@type': 'Organization', name: 'StreamIt', url: origin, logo: { '@type': 'ImageObject', url: `${origin}/icon.svg` } },
  };
  return <JsonLd data={data} />;
}

/** What the format adds above the text: the player, the quote, the link, the gallery; the cover for the rest. */
function FormatMedia({ post, video }: { post: PostDetail; video?: ReactNode }) {
  const { media } = post;
  switch (media.format) {
    case 'audio':
      return media.src ? (
        <div className="post-media">
          <AudioPlayer src={media.src} label={media.label} durationSec={media.durationSec} />
        </div>
      ) : null;
    case 'video':
      if (video) return <div className="post-media post-video">{video}</div>;
      return media.src ? (
        <div className="post-media post-video">
          <video src={media.src} poster={media.poster ?? post.cover ?? undefined} controls preload="metadata" playsInline />
        </div>
      ) : null;
    case 'quote':
      return (
        <blockquote className="post-quote">
          <p>{media.text}</p>
          <footer>{media.source}</footer>
        </blockquote>
      );
    case 'link':
      return webUrl(media.url) ? (
        <p className="post-link-box">
          <a href={webUrl(media.url)!} rel="noopener" className="button primary">
            Read it at {media.site || linkHost(media.url)}
          </a>
          <span className="post-link-host">{linkHost(media.url)}</span>
        </p>
      ) : null;
    case 'gallery':
      return media.images.length ? <Gallery images={media.images} title={post.title} /> : null;
    default:
      return post.cover ? (
        <figure className="post-cover">
          <FixedImage src={post.cover} alt={post.coverAlt} width={880} height={495} preload />
        </figure>
      ) : null;
  }
}

/** A post's page: its heading, what its format shows, its text with cards, its tags and author, then where to go next. */
export function PostView({
  post,
  related,
  neighbours,
  slots,
}: {
  post: PostDetail;
  related: PostSummary[];
  neighbours: { previous: PostSummary | null; next: PostSummary | null };
  slots: PostSlots;
}) {
  const link = post.media.format === 'link' ? webUrl(post.media.url) : null;
  const headline = link ? (
    <a href={link} rel="noopener">
      {post.title}
    </a>
  ) : (
    post.title
  );
  return (
    <>
      <article className="post" data-format={post.format}>
        <header className="post-head container">
          <BreadcrumbTrail
            trail={[
              { href: '/blogs', label: 'Blog' },
              { href: post.category.href, label: post.category.name },
            ]}
            current={post.title}
          />
          <p className="post-kicker">
            <span className="post-format">{FORMAT_LABEL[post.format]}</span>
            <Link href={post.category.href}>{post.category.name}</Link>
          </p>
          <h1 className="post-title">{headline}</h1>
          <PostMeta post={post} />
        </header>
        <div className="container post-layout">
          <FormatMedia post={post} video={slots.video} />
          <div className="post-body prose">
            {post.blocks.map((block, i) =>
              'html' in block ? (
                <div key={i} dangerouslySetInnerHTML={{ __html: block.html }} />
              ) : (
                <div key={i} className="post-embed">
                  {slots.embeds[`${block.embed.kind}:${block.embed.slug}`] ?? null}
                </div>
              ),
            )}
          </div>
          {post.tags.length > 0 && (
            <nav aria-label="Tags" className="post-tags">
              <ul className="chips">
                {post.tags.map((t) => (
                  <li key={t.slug}>
                    <Link href={t.href}>{t.name}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <aside className="author-box" aria-label="About the author">
            {post.authorAvatar && <FixedImage src={post.authorAvatar} alt="" width={80} height={80} className="author-avatar" />}
            <div>
              <p className="author-name">
                <Link href={post.author.href}>{post.author.name}</Link>
                {post.authorRole && <span className="author-role">{post.authorRole}</span>}
              </p>
              <p>{post.authorBio}</p>
            </div>
          </aside>
          <nav aria-label="More posts" className="post-neighbours">
            {neighbours.previous ? (
              <Link href={neighbours.previous.href} rel="prev" className="post-neighbour">
                <span className="post-neighbour-label">Previous post</span>
                {neighbours.previous.title}
              </Link>
            ) : (
              <span />
            )}
            {neighbours.next && (
              <Link href={neighbours.next.href} rel="next" className="post-neighbour post-neighbour-next">
                <span className="post-neighbour-label">Next post</span>
                {neighbours.next.title}
              </Link>
            )}
          </nav>
        </div>
      </article>
      {related.length > 0 && (
        <section className="container section related-posts" aria-labelledby="related-heading">
          <h2 id="related-heading">Related posts</h2>
          <ul className="post-grid" data-columns="3" aria-label="Related posts">
            {related.map((p) => (
              <li key={p.id}>
                <PostCard post={p} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <PostStructuredData post={post} />
    </>
  );
}
