import { studioBlogChoices, studioPosts } from '@/domains/blog/studio';
import { createBlogAuthor, createBlogCategory } from '@/domains/blog/studio-actions';
import { publishingOf } from '@/domains/catalogue/studio';
import { InlineAddForm } from '@/ui/InlineAddForm';
import { LocalTime } from '@/ui/LocalTime';
import { requireStudio } from '../gate';
import { listPageHref, readListQuery, StudioList } from '../list';
import { EditLink } from '@/ui/StudioTable';
import { StudioSection } from '@/ui/StudioSection';

export const metadata = { title: 'Blog posts' };

const STATE = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' } as const;

export default async function StudioPosts({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireStudio();
  const { q, page } = readListQuery(await searchParams);
  const [{ rows, total, pageCount }, choices] = await Promise.all([studioPosts(q, page), studioBlogChoices()]);
  const now = new Date();
  return (
    <StudioList
      title="Blog posts"
      create={{ href: '/studio/posts/new', label: 'New post' }}
      search={{ id: 'studio-post-search', label: 'Find a post', q }}
      total={total}
      noun={['post', 'posts']}
      clearHref="/studio/posts"
      table={{
        label: 'Posts',
        rows,
        rowKey: (p) => p.slug,
        columns: [
          { label: 'Title', cell: (p) => <EditLink href={`/studio/posts/${p.slug}`}>{p.title}</EditLink> },
          {
            label: 'On the site',
            cell: (p) => (
              <>
                {STATE[publishingOf(p.publishedAt, now)]}
                {p.publishedAt && (
                  <>
                    {' '}
                    <LocalTime iso={p.publishedAt.toISOString()} />
                  </>
                )}
              </>
            ),
          },
          { label: 'Format', cell: (p) => p.format },
          { label: 'Author', cell: (p) => p.author },
          { label: 'Category', cell: (p) => p.category },
        ],
      }}
      pager={{ page, pageCount, hrefFor: listPageHref('/studio/posts', { q }) }}
    >
      <StudioSection id="blog-people" heading="Authors and categories">
        <p>Authors: {choices.authors.map((a) => a.name).join(', ') || 'none yet'}.</p>
        <InlineAddForm label="New author" button="Add author" action={createBlogAuthor} />
        <p>Categories: {choices.categories.map((c) => c.name).join(', ') || 'none yet'}.</p>
        <InlineAddForm label="New category" button="Add category" action={createBlogCategory} />
      </StudioSection>
    </StudioList>
  );
}
