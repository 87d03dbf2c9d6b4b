import Link from 'next/link';
import { z } from 'zod';
import { publishingOf, studioTitles, TITLE_STATES } from '@/domains/catalogue/studio';
import { Pagination } from '@/ui/Pagination';
import { requireStudio } from '../gate';
import { ListHead, listPageHref, readListQuery } from '../list';
import { TableScroll } from '@/ui/TableScroll';

export const metadata = { title: 'Titles' };

const stateSchema = z.enum(TITLE_STATES).catch('all');

export default async function StudioTitles({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireStudio();
  const raw = await searchParams;
  const { q, page } = readListQuery(raw);
  const state = stateSchema.parse(raw.state);
  const { rows, total, pageCount } = await studioTitles(q, page, state);
  const hrefFor = listPageHref('/studio/titles', { q, state: state === 'all' ? undefined : state });
  const now = new Date();
  return (
    <>
      <ListHead
        title="Titles"
        create={{ href: '/studio/titles/new', label: 'New title' }}
        search={{ id: 'studio-title-search', label: 'Find a title', q }}
        total={total}
        noun={['title', 'titles']}
        suffix={state === 'unreleased' ? ', drafts and scheduled' : undefined}
      >
        <label htmlFor="studio-title-state">Show</label>
        <select id="studio-title-state" name="state" defaultValue={state}>
          <option value="all">All titles</option>
          <option value="unreleased">Drafts and scheduled</option>
        </select>
      </ListHead>
      {rows.length > 0 && (
        <TableScroll label="Titles">
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
        </TableScroll>
      )}
      <Pagination page={Math.min(page, pageCount)} pageCount={pageCount} hrefFor={hrefFor} />
    </>
  );
}
