import Link from 'next/link';
import { FixedImage } from '@/ui/FixedImage';
import { FORMAT_LABEL, linkHost, webUrl } from '../format';
import type { PostSummary } from '../posts';
import { AudioPlayer } from './AudioPlayer';
import { PostMeta } from './PostMeta';

/**
 * A post in a listing, looking like what it is: a quote is the quote, a link's headline goes to the link, an audio
 * post plays where it is listed, a video post's cover has a play mark, a gallery shows a strip of its photographs.
 * `layout`: wide (picture beside the text) in the classic list, stacked in grids and sidebars.
 */
export function PostCard({ post, layout = 'stacked', lead = false }: { post: PostSummary; layout?: 'wide' | 'stacked'; lead?: boolean }) {
  const { media } = post;
  const headingId = `post-${post.id}-title`;
  const picture =
    media.format === 'quote' ? null : media.format === 'gallery' && media.images.length >= 3 ? (
      <Link href={post.href} className="post-card-strip" tabIndex={-1} aria-hidden="true">
        {media.images.slice(0, 3).map((img) => (
          <FixedImage key={img.src} src={img.src} alt="" width={240} height={160} />
        ))}
      </Link>
    ) : post.cover ? (
      <Link href={post.href} className="post-card-cover" tabIndex={-1} aria-hidden="true" data-format={post.format}>
        <FixedImage src={post.cover} alt="" width={layout === 'wide' ? 480 : 400} height={layout === 'wide' ? 270 : 225} preload={lead} />
        {media.format === 'video' && <span className="post-play-mark on-picture" />}
      </Link>
    ) : null;
  return (
    <article className={`post-card post-card-${layout}`} data-format={post.format} aria-labelledby={headingId}>
      {picture}
      <div className="post-card-body">
        <p className="post-kicker">
          <span className="post-format">{FORMAT_LABEL[post.format]}</span>
          <Link href={post.category.href}>{post.category.name}</Link>
        </p>
        {media.format === 'quote' ? (
          <>
            <blockquote className="post-card-quote">
              <p>{media.text}</p>
              <footer>{media.source}</footer>
            </blockquote>
            <h3 id={headingId} className="post-card-title post-card-title-small">
              <Link href={post.href}>{post.title}</Link>
            </h3>
          </>
        ) : media.format === 'link' && webUrl(media.url) ? (
          <h3 id={headingId} className="post-card-title">
            <a href={webUrl(media.url)!} rel="noopener" className="post-link-headline">
              {post.title}
              <span className="post-link-host"> ({linkHost(media.url)})</span>
            </a>
          </h3>
        ) : (
          <h3 id={headingId} className="post-card-title">
            <Link href={post.href}>{post.title}</Link>
          </h3>
        )}
        <PostMeta post={post} />
        {media.format !== 'quote' && <p className="post-card-excerpt">{post.excerpt}</p>}
        {media.format === 'audio' && media.src && <AudioPlayer src={media.src} label={media.label} durationSec={media.durationSec} />}
        {media.format === 'link' ? (
          <Link href={post.href} className="read-more">
            Our note on it<span className="visually-hidden">: {post.title}</span>
          </Link>
        ) : (
          media.format !== 'quote' && (
            <Link href={post.href} className="read-more">
              {media.format === 'video'
                ? 'Watch'
                : media.format === 'audio'
                  ? 'Show notes'
                  : media.format === 'gallery'
                    ? 'See the gallery'
                    : 'Read more'}
              <span className="visually-hidden">: {post.title}</span>
            </Link>
          )
        )}
      </div>
    </article>
  );
}

/** Posts as cards in a list or a grid of 1 to 4 columns. */
export function PostGrid({
  posts,
  columns,
  label,
  leadFirst = false,
}: {
  posts: PostSummary[];
  columns: 1 | 2 | 3 | 4 | 'list';
  label: string;
  leadFirst?: boolean;
}) {
  return (
    <ul className="post-grid" data-columns={columns} aria-label={label}>
      {posts.map((p, i) => (
        <li key={p.id}>
          <PostCard post={p} layout={columns === 'list' ? 'wide' : 'stacked'} lead={leadFirst && i === 0} />
        </li>
      ))}
    </ul>
  );
}
