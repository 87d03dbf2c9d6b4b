import Link from 'next/link';
import { postDate, readingTime } from '../format';
import type { PostSummary } from '../posts';

/** Who wrote it, when, and how long it takes to read. */
export function PostMeta({ post }: { post: PostSummary }) {
  return (
    <p className="post-meta">
      <span>
        By <Link href={post.author.href}>{post.author.name}</Link>
      </span>
      <time dateTime={post.publishedAt}>{postDate(post.publishedAt)}</time>
      {post.format !== 'quote' && <span>{readingTime(post.readingMinutes)}</span>}
    </p>
  );
}
