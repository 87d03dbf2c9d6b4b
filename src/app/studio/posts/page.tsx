import Link from 'next/link';
import { studioBlogChoices, studioPosts } from '@/domains/blog/studio';
import { createBlogAuthor, createBlogCategory } from '@/domains/blog/studio-actions';
import { publishingOf } from '@/domains/catalogue/studio';
import { InlineAddForm } from '@/ui/InlineAddForm';
import { LocalTime } from '@/ui/LocalTime';
import { Pagination } from '@/ui/Pagination';
import { requireStudio } from '../gate';
import { ListHead, listPageHref, readListQuery } from '../list';
import { TableScroll } from '@/ui/TableScroll';

export const metadata = { title: 'Blog posts' };

const STATE = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' } as const;

export default async function StudioPosts({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireStudio();
  const raw = await searchParams;
  const { q, page } = readListQuery(raw);
  const [{ rows, total, pageCount }, choices] = await Promise.all([studioPosts(q, page), studioBlogChoices()]);
  const hrefFor = listPageHref('/studio/posts', { q });
  const now = new Date();
  return (
    <>
      <ListHead
        title="Blog posts"
        create={{ href: '/studio/posts/new', label: 'New post' }}
        search={{ id: 'studio-post-search', label: 'Find a post', q }}
        total={total}
        noun={['post', 'posts']}
      />
      {rows.length > 0 && (
        <TableScroll label="Posts">
          <table className="studio-table">
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">On the site</th>
                <th scope="col">Format</th>
                <th scope="col">Author</th>
                <th scope="col">Category</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((p) => (
                <tr key={p.slug}>
                  <th scope="row">
                    <Link href={`/studio/posts/${p.slug}`} prefetch={false}>
                      {p.title}
                    </Link>
                  </th>
                  <td>
                    {STATE[publishingOf(p.publishedAt, now)]}
                    {p.publishedAt && (
                      <>
                        {' '}
                        <LocalTime iso={p.publishedAt.toISOString()} />
                      </>
                    )}
                  </td>
                  <td>{p.format}</td>
                  <td>{p.author}</td>
                  <td>{p.category}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pagination page={Math.min(page, pageCount)} pageCount={pageCount} hrefFor={hrefFor} />
      <section aria-labelledby="blog-people-heading" className="studio-panel">
        <h2 id="blog-people-heading">Authors and categories</h2>
        <p>Authors: {choices.authors.map((a) => a.name).join(', ') || 'none yet'}.</p>
        <InlineAddForm label="New author" button="Add author" action={createBlogAuthor} />
        <p>Categories: {choices.categories.map((c) => c.name).join(', ') || 'none yet'}.</p>
        <InlineAddForm label="New category" button="Add category" action={createBlogCategory} />
      </section>
    </>
  );
}
