import Link from 'next/link';
import { notFound } from 'next/navigation';
import { OrderDetailView } from '@/domains/shop/components/OrderDetailView';
import { StudioOrderActions } from '@/domains/shop/components/StudioOrderActions';
import { findOrder, NEXT } from '@/domains/shop/orders';
import type { OrderStatus } from '@/domains/shop/order-view';
import { requireStudio, studioMetadata } from '../../gate';
import { StudioSection } from '@/ui/StudioSection';

export const generateMetadata = ({ params }: { params: Promise<{ number: string }> }) =>
  studioMetadata('Order', async () => (await params).number.toUpperCase().match(/^SI-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/)?.[0]);

export default async function StudioOrder({ params }: { params: Promise<{ number: string }> }) {
  await requireStudio();
  const number = (await params).number.toUpperCase();
  const order = /^SI-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/.test(number) ? await findOrder(number, { any: true }) : undefined;
  if (!order) notFound();
  return (
    <>
      <p>
        <Link href="/studio/orders" prefetch={false}>
          All orders
        </Link>
      </p>
      <h1>Order {order.number}</h1>
      <p>
        Buyer: {order.shippingAddress.name} · <a href={`mailto:${order.email}`}>{order.email}</a>
      </p>
      <StudioSection id="next" heading="Next step">
        <StudioOrderActions
          number={order.number}
          next={NEXT[order.status].filter((s): s is Exclude<OrderStatus, 'placed'> => s !== 'placed')}
          paid={order.events.some((e) => e.status === 'paid')}
        />
      </StudioSection>
      <OrderDetailView order={order} />
    </>
  );
}
