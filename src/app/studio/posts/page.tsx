import Link from 'next/link';
import { z } from 'zod';
import { studioBlogChoices, studioPosts } from '@/domains/blog/studio';
import { createBlogAuthor, createBlogCategory } from '@/domains/blog/studio-actions';
import { pageSchema } from '@/domains/catalogue/params';
import { publishingOf } from '@/domains/catalogue/studio';
import { InlineAddForm } from '@/ui/InlineAddForm';
import { LocalTime } from '@/ui/LocalTime';
import { Pagination } from '@/ui/Pagination';
import { requireStudio } from '../gate';

export const metadata = { title: 'Blog posts' };

const query = z.object({ q: z.string().trim().max(100).catch(''), page: pageSchema });
const STATE = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' } as const;

export default async function StudioPosts({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireStudio();
  const raw = await searchParams;
  const { q, page } = query.parse({ q: typeof raw.q === 'string' ? raw.q : '', page: raw.page });
  const [{ rows, total, pageCount }, choices] = await Promise.all([studioPosts(q, page), studioBlogChoices()]);
  const hrefFor = (n: number) => `/studio/posts?${new URLSearchParams({ ...(q && { q }), ...(n > 1 && { page: String(n) }) })}`;
  const now = new Date();
  return (
    <>
      <div className="studio-heading">
        <h1>Blog posts</h1>
        <Link href="/studio/posts/new" className="button primary" prefetch={false}>
          New post
        </Link>
      </div>
      <form method="get" role="search" className="studio-search">
        <label htmlFor="studio-post-search">Find a post</label>
        <input id="studio-post-search" name="q" type="search" defaultValue={q} maxLength={100} />
        <button type="submit" className="button">
          Search
        </button>
      </form>
      <p aria-live="polite">
        {total === 1 ? '1 post' : `${total} posts`}
        {q && ` matching “${q}”`}
      </p>
      {rows.length > 0 && (
        <div className="studio-table-wrap">
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
        </div>
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
