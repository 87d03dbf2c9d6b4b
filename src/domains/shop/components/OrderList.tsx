import Link from 'next/link';
import { LocalTime } from '@/ui/LocalTime';
import { formatMoney } from '../money';
import { STATUS_LABEL, type OrderSummary } from '../order-view';

/** A buyer's orders, newest first, each leading to its page; none yet, where to go instead. */
export function OrderList({ orders }: { orders: OrderSummary[] }) {
  if (!orders.length)
    return (
      <p className="cart-note">
        No orders yet. <Link href="/merchandise/shop">Browse the shop</Link>, or <Link href="/merchandise/track-order">track an order</Link>{' '}
        placed with another e-mail.
      </p>
    );
  return (
    <div className="table-scroll">
      <table className="order-list">
        <caption className="visually-hidden">Your orders</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Placed</th>
            <th scope="col">Status</th>
            <th scope="col">Items</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.number}>
              <th scope="row" data-label="Order">
                <Link href={`/merchandise/order/${o.number}`}>{o.number}</Link>
              </th>
              <td data-label="Placed">
                <LocalTime iso={o.placedAt} />
              </td>
              <td data-label="Status">
                <span className="order-status" data-status={o.status}>
                  {STATUS_LABEL[o.status]}
                </span>
              </td>
              <td data-label="Items">{o.items}</td>
              <td data-label="Total">{formatMoney(o.totalMinor, o.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
