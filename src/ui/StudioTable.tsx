import Link from 'next/link';
import { TableScroll } from './TableScroll';

// The studio's tables (its list pages, and the tables inside its edit pages): columns of cells over rows.

/** A column of a studio table: its heading and what each row shows in it. */
export type Column<R> = { label: string; cell: (row: R) => React.ReactNode; className?: string };

/**
 * A studio table (nothing when there are no rows): the first column heads each row, a link to its edit page. `cards`:
 * a table of records without a heading column, each a card on a phone (its cells labelled by their column).
 */
export function StudioTable<R>(props: {
  label: string;
  columns: Column<R>[];
  rows: R[];
  rowKey: (row: R) => string;
  cards?: { className: string };
}) {
  if (props.rows.length === 0) return null;
  const [first, ...rest] = props.columns;
  const cards = props.cards;
  return (
    <TableScroll label={props.label}>
      <table className={cards ? `studio-table studio-cards ${cards.className}` : 'studio-table'}>
        <thead>
          <tr>
            {props.columns.map((c) => (
              <th scope="col" key={c.label}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={props.rowKey(row)}>
              {cards ? (
                props.columns.map((c) => (
                  <td key={c.label} data-label={c.label} className={c.className}>
                    {c.cell(row)}
                  </td>
                ))
              ) : (
                <>
                  <th scope="row" className={first!.className}>
                    {first!.cell(row)}
                  </th>
                  {rest.map((c) => (
                    <td key={c.label} className={c.className}>
                      {c.cell(row)}
                    </td>
                  ))}
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** A row's link to its edit page (the studio's pages are not prefetched: each is per request). */
export const EditLink = ({ href, children }: { href: string; children: React.ReactNode }) => (
  <Link href={href} prefetch={false}>
    {children}
  </Link>
);

/** A row's public page, named for screen readers by what it is the page of. */
export const PublicLink = ({ href, name }: { href: string; name: string }) => (
  <Link href={href} prefetch={false}>
    <span className="visually-hidden">{name}: </span>
    {href}
  </Link>
);
