import Link from 'next/link';
import { formatMoney } from '@/domains/shop/money';
import { ORDER_STATUSES, STATUS_LABEL } from '@/domains/shop/order-view';
import { readOrderQuery, studioOrders } from '@/domains/shop/studio';
import { Pagination } from '@/ui/Pagination';
import { LocalTime } from '@/ui/LocalTime';
import { requireStudio } from '../gate';
import { listPageHref } from '../list';
import { EditLink, StudioTable } from '@/ui/StudioTable';

export const metadata = { title: 'Orders' };

export default async function StudioOrders({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireStudio();
  const filter = readOrderQuery(await searchParams);
  const { status, placed, q, from, to, page } = filter;
  const { rows, total, pageCount } = await studioOrders({ status, today: placed === 'today', q, from, to }, page);
  const kept = { status, placed, q, from, to };
  const hrefFor = listPageHref('/studio/orders', kept);
  const exportHref = `/api/studio/orders${listPageHref('', { status, placed, q, from, to })(1)}`;
  return (
    <>
      <h1>Orders</h1>
      <form method="get" role="search" className="studio-search studio-order-search" aria-label="Find orders">
        {status && <input type="hidden" name="status" value={status} />}
        {placed && <input type="hidden" name="placed" value={placed} />}
        <span className="studio-search-pair">
          <label htmlFor="orders-q">Number, e-mail or name</label>
          <input id="orders-q" name="q" type="search" defaultValue={q} maxLength={100} />
        </span>
        <span className="studio-search-pair">
          <label htmlFor="orders-from">Placed from</label>
          <input id="orders-from" name="from" type="date" defaultValue={from} />
        </span>
        <span className="studio-search-pair">
          <label htmlFor="orders-to">until</label>
          <input id="orders-to" name="to" type="date" defaultValue={to} />
        </span>
        <button type="submit" className="button">
          Search
        </button>
      </form>
      <nav aria-label="Orders by status" className="studio-filters">
        <ul>
          {[undefined, ...ORDER_STATUSES].map((s) => (
            <li key={s ?? 'all'}>
              <Link
                href={listPageHref('/studio/orders', { ...kept, status: s })(1)}
                prefetch={false}
                aria-current={s === status ? 'page' : undefined}
              >
                {s ? STATUS_LABEL[s] : 'All'}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p aria-live="polite">
        {total === 1 ? '1 order' : `${total} orders`}
        {q && ` matching “${q}”`}
        {from && to ? `, placed ${from} to ${to}` : from ? `, placed from ${from}` : to ? `, placed until ${to}` : ''}
        {placed === 'today' && (
          <>
            {' '}
            placed today (since midnight UTC).{' '}
            <Link href={listPageHref('/studio/orders', { ...kept, placed: undefined })(1)} prefetch={false}>
              Show the orders of every day
            </Link>
          </>
        )}
        {total > 0 && (
          <>
            {' '}
            <a href={exportHref} download>
              Export {total === 1 ? 'it' : `these ${total}`} as CSV
            </a>
          </>
        )}
      </p>
      <StudioTable
        label="Orders"
        rows={rows}
        rowKey={(o) => o.number}
        columns={[
          { label: 'Order', cell: (o) => <EditLink href={`/studio/orders/${o.number}`}>{o.number}</EditLink> },
          { label: 'Placed', cell: (o) => <LocalTime iso={o.placedAt} /> },
          {
            label: 'Buyer',
            cell: (o) => (
              <>
                {o.name}
                <br />
                <span className="studio-muted">{o.email}</span>
              </>
            ),
          },
          { label: 'Items', cell: (o) => o.items },
          { label: 'Total', cell: (o) => formatMoney(o.totalMinor, o.currency) },
          { label: 'Status', cell: (o) => STATUS_LABEL[o.status] },
        ]}
      />
      <Pagination page={Math.min(page, pageCount)} pageCount={pageCount} hrefFor={hrefFor} />
    </>
  );
}
