import { LocalTime } from '@/ui/LocalTime';
import { formatMoney } from '../money';
import { addressLines, shippingMethodLabel, STATUS_LABEL, type OrderDetail } from '../order-view';

/**
 * An order as its buyer sees it: status, how to pay a bank transfer, history, lines, totals, where it goes and how it
 * was paid. `children` go under the status (the buyer's cancel).
 */
export function OrderDetailView({ order, children }: { order: OrderDetail; children?: React.ReactNode }) {
  const money = (minor: number) => formatMoney(minor, order.currency);
  return (
    <div className="order-detail">
      <p className="order-status" data-status={order.status}>
        {STATUS_LABEL[order.status]}
        {order.trackingNumber && (
          <span className="cart-note">
            {' '}
            · {order.carrier} tracking number <strong>{order.trackingNumber}</strong>
          </span>
        )}
      </p>
      {order.bankTransfer && (
        <section className="pay-by-transfer" aria-label="How to pay">
          <h2>How to pay</h2>
          <p>
            Transfer <strong>{money(order.totalMinor)}</strong> to <strong>{order.bankTransfer.details}</strong> with the reference{' '}
            <strong>{order.bankTransfer.reference}</strong>, or pay in cash when it arrives. We keep your items for you until{' '}
            <LocalTime iso={order.bankTransfer.holdUntil} />.
          </p>
        </section>
      )}
      {children}
      <h2>History</h2>
      <ol className="order-timeline">
        {order.events.map((e, i) => (
          <li key={i} data-status={e.status}>
            <strong>{STATUS_LABEL[e.status]}</strong> <LocalTime iso={e.at} /> <span className="cart-note">{e.note}</span>
          </li>
        ))}
      </ol>
      <h2>Items</h2>
      <ul className="review-lines">
        {order.lines.map((l) => (
          <li key={l.sku}>
            <span>
              {l.name}
              {l.optionsLabel && <span className="cart-line-options"> · {l.optionsLabel}</span>}
              <span className="cart-line-options">
                {' '}
                × {l.quantity} at {money(l.unitPriceMinor)}
              </span>
            </span>
            <span>{money(l.lineTotalMinor)}</span>
          </li>
        ))}
      </ul>
      <dl className="review-totals">
        <dt>Subtotal</dt>
        <dd>{money(order.subtotalMinor)}</dd>
        <dt>Shipping ({shippingMethodLabel(order.shippingMethod)})</dt>
        <dd>{order.shippingMinor === 0 ? 'Free' : money(order.shippingMinor)}</dd>
        <dt>Total</dt>
        <dd>
          <strong>{money(order.totalMinor)}</strong>
        </dd>
      </dl>
      <div className="order-facts">
        <section>
          <h2>Shipping to</h2>
          <address>
            {addressLines(order.shippingAddress).map((line, i) => (
              <span key={i}>
                {line}
                <br />
              </span>
            ))}
          </address>
        </section>
        <section>
          <h2>Payment</h2>
          <p>{order.paymentSummary || 'Bank transfer or pay on delivery'}</p>
          <p className="cart-note">Receipt and updates go to {order.email}.</p>
        </section>
      </div>
    </div>
  );
}
