import Link from 'next/link';
import { z } from 'zod';
import { pageSchema } from '@/domains/catalogue/params';

// What the studio's searchable lists share: their query (?q=&page=), their head (the title, the New button, the
// search box, the count) and their pages' addresses.

const listQuery = z.object({ q: z.string().trim().max(100).catch(''), page: pageSchema });

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

export function ListHead(props: {
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
}) {
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
      </p>
    </>
  );
}
