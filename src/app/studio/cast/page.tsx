import Link from 'next/link';
import { z } from 'zod';
import { pageSchema } from '@/domains/catalogue/params';
import { studioCast } from '@/domains/catalogue/studio';
import { Pagination } from '@/ui/Pagination';
import { requireStudio } from '../gate';

export const metadata = { title: 'Cast & crew' };

const query = z.object({ q: z.string().trim().max(100).catch(''), page: pageSchema });

export default async function StudioCast({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireStudio();
  const raw = await searchParams;
  const { q, page } = query.parse({ q: typeof raw.q === 'string' ? raw.q : '', page: raw.page });
  const { rows, total, pageCount } = await studioCast(q, page);
  const hrefFor = (n: number) => `/studio/cast?${new URLSearchParams({ ...(q && { q }), ...(n > 1 && { page: String(n) }) })}`;
  return (
    <>
      <div className="studio-heading">
        <h1>Cast &amp; crew</h1>
        <Link href="/studio/cast/new" className="button primary" prefetch={false}>
          New person
        </Link>
      </div>
      <form method="get" role="search" className="studio-search">
        <label htmlFor="studio-cast-search">Find a person</label>
        <input id="studio-cast-search" name="q" type="search" defaultValue={q} maxLength={100} />
        <button type="submit" className="button">
          Search
        </button>
      </form>
      <p aria-live="polite">
        {total === 1 ? '1 person' : `${total} people`}
        {q && ` matching “${q}”`}
      </p>
      {rows.length > 0 && (
        <div className="studio-table-wrap">
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
        </div>
      )}
      <Pagination page={Math.min(page, pageCount)} pageCount={pageCount} hrefFor={hrefFor} />
    </>
  );
}
