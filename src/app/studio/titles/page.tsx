import { z } from 'zod';
import { publishingOf, studioTitles, TITLE_STATES } from '@/domains/catalogue/studio';
import { requireStudio } from '../gate';
import { listPageHref, readListQuery, StudioList } from '../list';
import { EditLink, PublicLink } from '@/ui/StudioTable';

export const metadata = { title: 'Titles' };

const stateSchema = z.enum(TITLE_STATES).catch('all');
const KIND = { 'tv-show': 'TV show', movie: 'Movie', video: 'Video' } as const;
const STATE = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' } as const;

export default async function StudioTitles({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireStudio();
  const raw = await searchParams;
  const { q, page } = readListQuery(raw);
  const state = stateSchema.parse(raw.state);
  const { rows, total, pageCount } = await studioTitles(q, page, state);
  const now = new Date();
  return (
    <StudioList
      title="Titles"
      create={{ href: '/studio/titles/new', label: 'New title' }}
      search={{ id: 'studio-title-search', label: 'Find a title', q }}
      filters={
        <>
          <label htmlFor="studio-title-state">Show</label>
          <select id="studio-title-state" name="state" defaultValue={state}>
            <option value="all">All titles</option>
            <option value="unreleased">Drafts and scheduled</option>
          </select>
        </>
      }
      total={total}
      noun={['title', 'titles']}
      suffix={state === 'unreleased' ? ', drafts and scheduled' : undefined}
      clearHref="/studio/titles"
      table={{
        label: 'Titles',
        rows,
        rowKey: (t) => t.slug,
        columns: [
          {
            label: 'Name',
            cell: (t) => (
              <>
                <EditLink href={`/studio/titles/${t.slug}`}>{t.name}</EditLink>
                {t.restricted && <span className="studio-badge">18+</span>}
              </>
            ),
          },
          { label: 'Kind', cell: (t) => KIND[t.kind] },
          { label: 'On the site', cell: (t) => STATE[publishingOf(t.publishedAt, now)] },
          { label: 'Release', cell: (t) => t.releaseDate ?? '—' },
          { label: 'Public page', cell: (t) => <PublicLink href={t.href} name={t.name} /> },
        ],
      }}
      pager={{ page, pageCount, hrefFor: listPageHref('/studio/titles', { q, state: state === 'all' ? undefined : state }) }}
    />
  );
}
