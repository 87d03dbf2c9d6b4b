import Link from 'next/link';
import { Breadcrumb } from '@/ui/Breadcrumb';
import { ListingFilters } from '@/ui/ListingFilters';
import { Pagination } from '@/ui/Pagination';
import { countLabel, KIND_PATH, KIND_PLURAL, type TitleKind } from '@/domains/catalogue/format';
import { notFound } from 'next/navigation';
import { browseSchema, SORTS } from '@/domains/catalogue/params';
import { listTerms } from '@/domains/catalogue/terms';
import { browseTitles } from '@/domains/catalogue/titles';
import { TitleGrid } from './TitleCard';

// Videos are filed under categories; movies and TV shows under genres and tags.
const FILTERS = {
  video: [{ name: 'category', label: 'Category' }],
  other: [
    { name: 'genre', label: 'Genre' },
    { name: 'tag', label: 'Tag' },
  ],
} as const;

/**
 * /movies, /tv-shows and /videos: one filtered, sorted, paginated grid. An unknown term or a page past the
 * end is a 404 (never a cached empty page per made-up URL).
 */
export async function BrowsePage({ kind, query }: { kind: TitleKind; query: URLSearchParams }) {
  const params = browseSchema.parse(Object.fromEntries(query));
  const filterKinds = kind === 'video' ? FILTERS.video : FILTERS.other;
  const [result, options] = await Promise.all([browseTitles(kind, params), Promise.all(filterKinds.map((f) => listTerms(f.name)))]);
  const filters = filterKinds.map((f, i) => ({ ...f, options: options[i]! }));
  if (filters.some((f) => params[f.name] && !f.options.some((o) => o.slug === params[f.name]))) notFound();
  if (params.page > result.pageCount) notFound();
  const path = KIND_PATH[kind];
  const hrefFor = (page: number) => {
    const q = new URLSearchParams();
    for (const key of ['genre', 'tag', 'category'] as const) if (params[key]) q.set(key, params[key]!);
    if (params.sort !== 'newest') q.set('sort', params.sort);
    if (page > 1) q.set('page', String(page));
    const s = q.toString();
    return s ? `${path}?${s}` : path;
  };
  return (
    <>
      <Breadcrumb title={KIND_PLURAL[kind]} />
      <div className="container section">
        <ListingFilters
          action={path}
          fields={filters.map((f) => ({ kind: 'select' as const, ...f, value: params[f.name] }))}
          sort={params.sort}
          sorts={Object.entries(SORTS)}
        />
        <h2 className="result-count" aria-live="polite">
          {countLabel(result.total, 'title')}
        </h2>
        {result.total === 0 && filters.some((f) => params[f.name]) ? (
          <p className="empty">
            {`No ${KIND_PLURAL[kind].toLowerCase()} match these filters. `}
            <Link href={path}>Clear filters</Link>
          </p>
        ) : (
          <TitleGrid items={result.items} label={KIND_PLURAL[kind]} />
        )}
        <Pagination page={result.page} pageCount={result.pageCount} hrefFor={hrefFor} />
      </div>
    </>
  );
}
