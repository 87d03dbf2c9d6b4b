import Link from 'next/link';
import { z } from 'zod';
import { pageSchema } from '@/domains/catalogue/params';
import { studioPeople } from '@/domains/identity/studio';
import { LocalTime } from '@/ui/LocalTime';
import { Pagination } from '@/ui/Pagination';
import { requireStudio } from '../gate';
import { TableScroll } from '@/ui/TableScroll';

export const metadata = { title: 'People' };

const query = z.object({ q: z.string().trim().max(100).catch(''), page: pageSchema });

export default async function StudioPeople({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireStudio();
  const raw = await searchParams;
  const { q, page } = query.parse({ q: typeof raw.q === 'string' ? raw.q : '', page: raw.page });
  const { rows, total, pageCount } = await studioPeople(q, page);
  const hrefFor = (n: number) => `/studio/people?${new URLSearchParams({ ...(q && { q }), ...(n > 1 && { page: String(n) }) })}`;
  return (
    <>
      <h1>People</h1>
      <form method="get" role="search" className="studio-search">
        <label htmlFor="studio-people-search">Find a person by e-mail or name</label>
        <input id="studio-people-search" name="q" type="search" defaultValue={q} maxLength={100} />
        <button type="submit" className="button">
          Search
        </button>
      </form>
      <p aria-live="polite">
        {total === 1 ? '1 person' : `${total} people`}
        {q && ` matching “${q}”`}
        {q && total === 0 && (
          <>
            {' '}
            <Link href="/studio/people" prefetch={false}>
              Show everyone
            </Link>
          </>
        )}
      </p>
      {rows.length > 0 && (
        <TableScroll label="Accounts">
          <table className="studio-table">
            <thead>
              <tr>
                <th scope="col">Person</th>
                <th scope="col">Joined</th>
                <th scope="col">Role</th>
                <th scope="col">Account</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((p) => (
                <tr key={p.id}>
                  <th scope="row">
                    <Link href={`/studio/people/${p.id}`} prefetch={false}>
                      {p.name || p.email}
                    </Link>
                    {p.name && <span className="studio-muted"> {p.email}</span>}
                  </th>
                  <td>
                    <LocalTime iso={p.createdAt.toISOString()} />
                  </td>
                  <td>{p.role === 'operator' ? 'Operator' : 'Member'}</td>
                  <td>
                    {p.issuer !== 'local' ? 'External issuer' : p.disabledAt ? 'Disabled' : p.twoStep ? 'Active, two-step on' : 'Active'}
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
