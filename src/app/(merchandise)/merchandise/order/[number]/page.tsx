import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { currentIdentity } from '@/domains/identity/identity';
import { CancelOrder } from '@/domains/shop/components/CancelOrder';
import { OrderDetailView } from '@/domains/shop/components/OrderDetailView';
import { findOrder } from '@/domains/shop/orders';
import type { OrderDetail } from '@/domains/shop/order-view';
import { BreadcrumbTrail } from '@/ui/Breadcrumb';

// Personal: an order shows to the identity that placed it; to anyone else it does not exist.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Your order', robots: { index: false } };

export default async function Page({ params }: { params: Promise<{ number: string }> }) {
  const { number } = await params;
  const identity = await currentIdentity();
  const order = identity && /^SI-[0-9A-Z-]{14}$/i.test(number) ? await findOrder(number, { identityId: identity.id }) : undefined;
  if (!order) notFound();
  return (
    <div className="container section">
      <BreadcrumbTrail
        trail={[
          { href: '/merchandise', label: 'Merchandise Store' },
          { href: '/merchandise/account', label: 'My Account' },
        ]}
        current={`Order ${order.number}`}
      />
      <h1>Order {order.number}</h1>
      <OrderLead order={order} />
      <OrderDetailView order={order}>
        <CancelOrder order={order} />
      </OrderDetailView>
    </div>
  );
}

/** What the order's state means to its buyer now: thanks while it is new, then where it is. */
function OrderLead({ order }: { order: OrderDetail }) {
  const track = (
    <>
      <Link href={`/merchandise/track-order?number=${order.number}`}>track this order</Link> with {order.email}
    </>
  );
  switch (order.status) {
    case 'placed':
    case 'paid':
      return (
        <p className="lead">
          Thank you. A confirmation is on its way to {order.email}; you can also{' '}
          <Link href={`/merchandise/track-order?number=${order.number}`}>track this order</Link> with that address.
        </p>
      );
    case 'shipped':
      return (
        <p className="lead">
          It is on its way{order.carrier ? ` with ${order.carrier}` : ''}: you can {track}.
        </p>
      );
    case 'delivered':
      return (
        <p className="lead">
          It was delivered. Something not right? <Link href="/extra/contact-us">Write to us</Link> with the order number.
        </p>
      );
    case 'cancelled':
      return (
        <p className="lead">
          This order is cancelled: nothing of it ships,{' '}
          {order.events.some((e) => e.status === 'paid') ? 'and its payment is refunded the way it was paid.' : 'and nothing was charged.'}
        </p>
      );
  }
}
