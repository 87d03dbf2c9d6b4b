import Link from 'next/link';
import { z } from 'zod';
import { pageSchema } from '@/domains/catalogue/params';
import { searchText } from '@/lib/text';
import { Pagination } from '@/ui/Pagination';
import { StudioTable } from '@/ui/StudioTable';

// The studio's list pages, composed of one kit: their query (?q=&page=), their head (the title, the New button, the
// search box and its filters, the count), their table (ui/StudioTable) and their pager.

const listQuery = z.object({ q: z.string().transform(searchText).pipe(z.string().trim().max(100)).catch(''), page: pageSchema });

/** A list page's search text and page number from its address (anything else is ignored). */
export function readListQuery(raw: Record<string, string | string[] | undefined>) {
  return listQuery.parse({ q: typeof raw.q === 'string' ? raw.q : '', page: raw.page });
}

/** The address of another page of a list, its other parameters kept. */
export const listPageHref = (base: string, params: Record<string, string | undefined>) => (n: number) => {
  const query = new URLSearchParams({
    ...Object.fromEntries(Object.entries(params).filter(([, v]) => v)),
    ...(n > 1 && { page: String(n) }),
  }).toString();
  return query ? `${base}?${query}` : base;
};

type ListHeadProps = {
  title: string;
  /** The New button, when the list makes things. */
  create?: { href: string; label: string };
  search: { id: string; label: string; q: string };
  /** More of the search form (a filter). */
  children?: React.ReactNode;
  total: number;
  noun: [one: string, many: string];
  /** After the count ("drafts and scheduled"). */
  suffix?: string;
  /** The list without its search: offered when a search finds nothing. */
  clearHref?: string;
};

export function ListHead(props: ListHeadProps) {
  const { q } = props.search;
  return (
    <>
      <div className="studio-heading">
        <h1>{props.title}</h1>
        {props.create && (
          <Link href={props.create.href} className="button primary" prefetch={false}>
            {props.create.label}
          </Link>
        )}
      </div>
      <form method="get" role="search" className="studio-search">
        <label htmlFor={props.search.id}>{props.search.label}</label>
        <input id={props.search.id} name="q" type="search" defaultValue={q} maxLength={100} />
        {props.children}
        <button type="submit" className="button">
          Search
        </button>
      </form>
      <p aria-live="polite">
        {props.total === 1 ? `1 ${props.noun[0]}` : `${props.total} ${props.noun[1]}`}
        {props.suffix}
        {q && ` matching “${q}”`}
        {q && props.total === 0 && props.clearHref && (
          <>
            {' '}
            <Link href={props.clearHref} prefetch={false}>
              Show all {props.noun[1]}
            </Link>
          </>
        )}
      </p>
    </>
  );
}

/**
 * A whole list page: its head, its table and its pager, then what the page adds under them (`children`: a panel).
 * `filters` go in the search form beside the search box.
 */
export function StudioList<R>({
  filters,
  table,
  pager,
  children,
  ...head
}: Omit<ListHeadProps, 'children'> & {
  filters?: React.ReactNode;
  table: Parameters<typeof StudioTable<R>>[0];
  pager: { page: number; pageCount: number; hrefFor: (n: number) => string };
  children?: React.ReactNode;
}) {
  return (
    <>
      <ListHead {...head}>{filters}</ListHead>
      <StudioTable {...table} />
      <Pagination page={Math.min(pager.page, pager.pageCount)} pageCount={pager.pageCount} hrefFor={pager.hrefFor} />
      {children}
    </>
  );
}
