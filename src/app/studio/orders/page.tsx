import Link from 'next/link';
import { z } from 'zod';
import { formatMoney } from '@/domains/shop/money';
import { STATUS_LABEL } from '@/domains/shop/order-view';
import { studioOrders } from '@/domains/shop/studio';
import { pageSchema } from '@/domains/catalogue/params';
import { Pagination } from '@/ui/Pagination';
import { LocalTime } from '@/ui/LocalTime';
import { requireStudio } from '../gate';
import { listPageHref } from '../list';
import { TableScroll } from '@/ui/TableScroll';

export const metadata = { title: 'Orders' };

const STATUSES = ['placed', 'paid', 'shipped', 'delivered', 'cancelled'] as const;
const query = z.object({
  status: z.enum(STATUSES).optional().catch(undefined),
  /** `?placed=today`: the dashboard's "Orders today". */
  placed: z.literal('today').optional().catch(undefined),
  page: pageSchema,
});

export default async function StudioOrders({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireStudio();
  const { status, placed, page } = query.parse(await searchParams);
  const { rows, total, pageCount } = await studioOrders({ status, today: placed === 'today' }, page);
  const hrefFor = listPageHref('/studio/orders', { status, placed });
  return (
    <>
      <h1>Orders</h1>
      <nav aria-label="Orders by status" className="studio-filters">
        <ul>
          {[undefined, ...STATUSES].map((s) => (
            <li key={s ?? 'all'}>
              <Link
                href={listPageHref('/studio/orders', { status: s, placed })(1)}
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
        {placed === 'today' && (
          <>
            {' '}
            placed today (since midnight UTC).{' '}
            <Link href={listPageHref('/studio/orders', { status })(1)} prefetch={false}>
              Show the orders of every day
            </Link>
          </>
        )}
      </p>
      {rows.length > 0 && (
        <TableScroll label="Orders">
          <table className="studio-table">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Placed</th>
                <th scope="col">Buyer</th>
                <th scope="col">Items</th>
                <th scope="col">Total</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((o) => (
                <tr key={o.number}>
                  <th scope="row">
                    <Link href={`/studio/orders/${o.number}`} prefetch={false}>
                      {o.number}
                    </Link>
                  </th>
                  <td>
                    <LocalTime iso={o.placedAt} />
                  </td>
                  <td>{o.email}</td>
                  <td>{o.items}</td>
                  <td>{formatMoney(o.totalMinor, o.currency)}</td>
                  <td>{STATUS_LABEL[o.status]}</td>
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
