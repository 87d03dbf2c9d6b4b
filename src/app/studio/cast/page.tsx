import Link from 'next/link';
import { studioCast } from '@/domains/catalogue/studio';
import { Pagination } from '@/ui/Pagination';
import { requireStudio } from '../gate';
import { ListHead, listPageHref, readListQuery } from '../list';
import { TableScroll } from '@/ui/TableScroll';

export const metadata = { title: 'Cast & crew' };

export default async function StudioCast({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireStudio();
  const raw = await searchParams;
  const { q, page } = readListQuery(raw);
  const { rows, total, pageCount } = await studioCast(q, page);
  const hrefFor = listPageHref('/studio/cast', { q });
  return (
    <>
      <ListHead
        title="Cast & crew"
        create={{ href: '/studio/cast/new', label: 'New person' }}
        search={{ id: 'studio-cast-search', label: 'Find a person', q }}
        total={total}
        noun={['person', 'people']}
      />
      {rows.length > 0 && (
        <TableScroll label="People">
          <table className="studio-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Designation</th>
                <th scope="col">Credits</th>
                <th scope="col">Public page</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((p) => (
                <tr key={p.slug}>
                  <th scope="row">
                    <Link href={`/studio/cast/${p.slug}`} prefetch={false}>
                      {p.name}
                    </Link>
                  </th>
                  <td>{p.designation || '—'}</td>
                  <td>{p.credits}</td>
                  <td>
                    <Link href={p.href} prefetch={false}>
                      <span className="visually-hidden">{p.name}: </span>
                      {p.href}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pagination page={Math.min(page, pageCount)} pageCount={pageCount} hrefFor={hrefFor} />
    </>
  );
}
