import Link from 'next/link';
import { z } from 'zod';
import { pageSchema } from '@/domains/catalogue/params';
import { publishingOf, studioTitles, TITLE_STATES } from '@/domains/catalogue/studio';
import { Pagination } from '@/ui/Pagination';
import { requireStudio } from '../gate';

export const metadata = { title: 'Titles' };

const query = z.object({
  q: z.string().trim().max(100).catch(''),
  page: pageSchema,
  state: z.enum(TITLE_STATES).catch('all'),
});

export default async function StudioTitles({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireStudio();
  const raw = await searchParams;
  const { q, page, state } = query.parse({ q: typeof raw.q === 'string' ? raw.q : '', page: raw.page, state: raw.state });
  const { rows, total, pageCount } = await studioTitles(q, page, state);
  const hrefFor = (n: number) =>
    `/studio/titles?${new URLSearchParams({ ...(q && { q }), ...(state !== 'all' && { state }), ...(n > 1 && { page: String(n) }) })}`;
  const now = new Date();
  return (
    <>
      <div className="studio-heading">
        <h1>Titles</h1>
        <Link href="/studio/titles/new" className="button primary" prefetch={false}>
          New title
        </Link>
      </div>
      <form method="get" role="search" className="studio-search">
        <label htmlFor="studio-title-search">Find a title</label>
        <input id="studio-title-search" name="q" type="search" defaultValue={q} maxLength={100} />
        <label htmlFor="studio-title-state">Show</label>
        <select id="studio-title-state" name="state" defaultValue={state}>
          <option value="all">All titles</option>
          <option value="unreleased">Drafts and scheduled</option>
        </select>
        <button type="submit" className="button">
          Search
        </button>
      </form>
      <p aria-live="polite">
        {total === 1 ? '1 title' : `${total} titles`}
        {state === 'unreleased' && ', drafts and scheduled'}
        {q && ` matching “${q}”`}
      </p>
      {rows.length > 0 && (
        <div className="studio-table-wrap">
          <table className="studio-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Kind</th>
                <th scope="col">On the site</th>
                <th scope="col">Release</th>
                <th scope="col">Public page</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((t) => (
                <tr key={t.slug}>
                  <th scope="row">
                    <Link href={`/studio/titles/${t.slug}`} prefetch={false}>
                      {t.name}
                    </Link>
                    {t.restricted && <span className="studio-badge">18+</span>}
                  </th>
                  <td>{t.kind === 'tv-show' ? 'TV show' : t.kind === 'movie' ? 'Movie' : 'Video'}</td>
                  <td>{{ draft: 'Draft', scheduled: 'Scheduled', published: 'Published' }[publishingOf(t.publishedAt, now)]}</td>
                  <td>{t.releaseDate ?? '—'}</td>
                  <td>
                    <Link href={t.href} prefetch={false}>
                      <span className="visually-hidden">{t.name}: </span>
                      {t.href}
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
