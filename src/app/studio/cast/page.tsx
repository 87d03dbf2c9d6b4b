import { studioCast } from '@/domains/catalogue/studio';
import { requireStudio } from '../gate';
import { listPageHref, readListQuery, StudioList } from '../list';
import { EditLink, PublicLink } from '@/ui/StudioTable';

export const metadata = { title: 'Cast & crew' };

export default async function StudioCast({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireStudio();
  const { q, page } = readListQuery(await searchParams);
  const { rows, total, pageCount } = await studioCast(q, page);
  return (
    <StudioList
      title="Cast & crew"
      create={{ href: '/studio/cast/new', label: 'New person' }}
      search={{ id: 'studio-cast-search', label: 'Find a person', q }}
      total={total}
      noun={['person', 'people']}
      clearHref="/studio/cast"
      table={{
        label: 'People',
        rows,
        rowKey: (p) => p.slug,
        columns: [
          { label: 'Name', cell: (p) => <EditLink href={`/studio/cast/${p.slug}`}>{p.name}</EditLink> },
          { label: 'Designation', cell: (p) => p.designation || '—' },
          { label: 'Credits', cell: (p) => p.credits },
          { label: 'Public page', cell: (p) => <PublicLink href={p.href} name={p.name} /> },
        ],
      }}
      pager={{ page, pageCount, hrefFor: listPageHref('/studio/cast', { q }) }}
    />
  );
}
