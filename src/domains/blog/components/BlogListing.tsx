import { Pagination } from '@/ui/Pagination';
import { FixedImage } from '@/ui/FixedImage';
import { pagePath, type BlogLayout } from '../paths';
import type { Archive, PostPage, Sidebar } from '../posts';
import { BlogSidebar } from './BlogSidebar';
import { PostCard, PostGrid } from './PostCard';

/** An author's archive opens with who they are: their own page on the blog. */
function ArchiveHead({ archive }: { archive: Archive }) {
  const avatar = archive.image;
  if (!archive.description && !avatar) return null;
  return (
    <header className="archive-head">
      {avatar && <FixedImage src={avatar} alt="" width={96} height={96} className="author-avatar" />}
      <p>{archive.description}</p>
    </header>
  );
}

/**
 * A page of posts in one of the blog's layouts: the classic list, a grid of 1 to 4 columns, or the list with the
 * sidebar on either side; archives (category, tag, author) use the list with the sidebar on the right.
 */
export function BlogListing({
  page,
  layout,
  base,
  sidebar,
  archive,
}: {
  page: PostPage;
  layout: BlogLayout;
  base: string;
  sidebar: Sidebar | null;
  archive?: Archive;
}) {
  const columns = layout.kind === 'grid' ? layout.columns : 'list';
  const label = archive ? `Posts in ${archive.name}` : 'Posts';
  // Headed for the outline (the cards are h3s): the banner's h1, then this, then each post.
  const posts = (
    <>
      <h2 className="visually-hidden">{label}</h2>
      <PostGrid posts={page.items} columns={columns} label={label} leadFirst={page.page === 1} />
    </>
  );
  const pager = <Pagination page={page.page} pageCount={page.pageCount} hrefFor={(n) => pagePath(base, n)} />;
  return (
    <div className="container section blog">
      {archive && <ArchiveHead archive={archive} />}
      {layout.kind === 'sidebar' && sidebar ? (
        <div className="blog-with-sidebar" data-side={layout.side}>
          <div className="blog-main">
            {posts}
            {pager}
          </div>
          <BlogSidebar sidebar={sidebar} />
        </div>
      ) : (
        <>
          {posts}
          {pager}
        </>
      )}
    </div>
  );
}

/** The blog's template page: the newest post as a lead story, the next ones in a grid beside the sidebar. */
export function BlogTemplate({ page, sidebar }: { page: PostPage; sidebar: Sidebar }) {
  const [lead, ...rest] = page.items;
  if (!lead) return <p className="container section">No posts yet.</p>;
  return (
    <div className="container section blog blog-template">
      <div className="blog-lead">
        <h2 className="visually-hidden">The latest story</h2>
        <PostCard post={lead} layout="wide" lead />
      </div>
      <div className="blog-with-sidebar" data-side="right">
        <div className="blog-main">
          <PostGrid posts={rest} columns={2} label="More from the Journal" />
        </div>
        <BlogSidebar sidebar={sidebar} />
      </div>
    </div>
  );
}
