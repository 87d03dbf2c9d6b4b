import { studioPeople } from '@/domains/identity/studio';
import { LocalTime } from '@/ui/LocalTime';
import { requireStudio } from '../gate';
import { listPageHref, readListQuery, StudioList } from '../list';
import { EditLink } from '@/ui/StudioTable';

export const metadata = { title: 'People' };

export default async function StudioPeople({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireStudio();
  const { q, page } = readListQuery(await searchParams);
  const { rows, total, pageCount } = await studioPeople(q, page);
  return (
    <StudioList
      title="People"
      search={{ id: 'studio-people-search', label: 'Find a person by e-mail or name', q }}
      total={total}
      noun={['person', 'people']}
      clearHref="/studio/people"
      table={{
        label: 'Accounts',
        rows,
        rowKey: (p) => p.id,
        columns: [
          {
            label: 'Person',
            cell: (p) => (
              <>
                <EditLink href={`/studio/people/${p.id}`}>{p.name || p.email}</EditLink>
                {p.name && <span className="studio-muted"> {p.email}</span>}
              </>
            ),
          },
          { label: 'Joined', cell: (p) => <LocalTime iso={p.createdAt.toISOString()} /> },
          { label: 'Role', cell: (p) => (p.role === 'operator' ? 'Operator' : 'Member') },
          {
            label: 'Account',
            cell: (p) =>
              p.issuer !== 'local' ? 'External issuer' : p.disabledAt ? 'Disabled' : p.twoStep ? 'Active, two-step on' : 'Active',
          },
        ],
      }}
      pager={{ page, pageCount, hrefFor: listPageHref('/studio/people', { q }) }}
    />
  );
}
