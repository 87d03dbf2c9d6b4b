import type { Executor } from '@/db/client';
import { prng } from '@/db/demo/random';
import { newOrderNumber } from '../order-number';
import { orderEvents, orderLines, orders, type OrderStatus, type ShippingAddress } from '../schema';

// The demo shop's past: five months of orders from people across the places it ships to, so the store front's
// best sellers are ranked from real order lines and the studio has history to look at. Some items sell far more
// than others (a deterministic popularity per product); the oldest orders are delivered, the newest just paid.

const PEOPLE = [
  ['Maya Okafor', 'US', 'Portland', 'OR', '97205'],
  ['Daniel Reyes', 'US', 'Austin', 'TX', '78701'],
  ['Hannah Becker', 'DE', 'Berlin', '', '10115'],
  ['Tom Gallagher', 'IE', 'Dublin', '', 'D02 X285'],
  ['Priya Nair', 'GB', 'Leeds', '', 'LS1 4AP'],
  ['Lucas Moreau', 'FR', 'Lyon', '', '69002'],
  ['Sofia Lindqvist', 'NL', 'Utrecht', '', '3511 AB'],
  ['Kenji Watanabe', 'JP', 'Osaka', 'Osaka', '530-0001'],
  ['Grace Thompson', 'AU', 'Melbourne', 'VIC', '3000'],
  ['Owen Clarke', 'CA', 'Toronto', 'ON', 'M5V 2T6'],
  ['Amara Diallo', 'US', 'Chicago', 'IL', '60607'],
  ['Elena Petrova', 'US', 'Brooklyn', 'NY', '11201'],
] as const;
const STREETS = ['Market Street', 'Harbour Road', 'Elm Avenue', 'Station Lane', 'Mill Street', 'Park Row', 'Orchard Way'];

export type SoldVariant = { variantId: number; productId: number; sku: string; name: string; optionsLabel: string; priceMinor: number };

/** Writes the order history: `count` orders over the 150 days before `today`, each of one to three lines. */
export async function seedOrderHistory(tx: Executor, variants: SoldVariant[], today: Date, count = 160): Promise<void> {
  const rng = prng(20_261_125);
  const productIds = [...new Set(variants.map((v) => v.productId))];
  // Popularity: a few products sell many times more than the rest.
  const weight = new Map(productIds.map((id, i) => [id, i % 7 === 0 ? 12 : i % 3 === 0 ? 5 : 1 + (i % 4)]));
  const bag = variants.flatMap((v) => Array.from({ length: weight.get(v.productId)! }, () => v));
  for (let n = 0; n < count; n++) {
    const [name, country, city, region, postalCode] = rng.pick(PEOPLE);
    const address: ShippingAddress = {
      name,
      line1: `${rng.int(2, 240)} ${rng.pick(STREETS)}`,
      line2: '',
      city,
      region,
      postalCode,
      country,
      phone: '',
    };
    const picked = new Map<number, SoldVariant & { quantity: number }>();
    for (let i = rng.int(1, 3); i > 0; i--) {
      const v = rng.pick(bag);
      picked.set(v.variantId, { ...v, quantity: (picked.get(v.variantId)?.quantity ?? 0) + (rng.chance(0.2) ? 2 : 1) });
    }
    const lines = [...picked.values()];
    const subtotal = lines.reduce((sum, l) => sum + l.priceMinor * l.quantity, 0);
    const domestic = country === 'US';
    const shipping = domestic ? (subtotal >= 7500 ? 0 : 495) : 1295;
    const daysAgo = rng.int(1, 150);
    const placedAt = new Date(today.getTime() - daysAgo * 86_400_000 - rng.int(0, 86_399) * 1000);
    const card = rng.chance(0.85);
    const cancelled = rng.chance(0.04);
    const path: OrderStatus[] = cancelled
      ? ['placed', 'cancelled']
      : daysAgo > 12
        ? ['placed', 'paid', 'shipped', 'delivered']
        : daysAgo > 4
          ? ['placed', 'paid', 'shipped']
          : ['placed', 'paid'];
    const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`;
    const [order] = await tx
      .insert(orders)
      .values({
        number: newOrderNumber(),
        identityId: null,
        idempotencyKey: `demo-history-${n}`,
        email,
        status: path.at(-1)!,
        currency: 'USD',
        subtotalMinor: subtotal,
        shippingMinor: shipping,
        totalMinor: subtotal + shipping,
        shippingMethod: 'standard',
        shippingAddress: address,
        paymentProvider: card ? 'test-card' : 'manual',
        paymentReference: card ? `tc_demo${n}` : `manual_demo${n}`,
        paymentSummary: card ? `Card ending ${rng.pick(['4242', '1881', '0005', '5556'])}` : 'Bank transfer or pay on delivery',
        carrier: path.includes('shipped') ? rng.pick(['UPS', 'DHL', 'FedEx', 'USPS']) : null,
        trackingNumber: path.includes('shipped') ? `1Z${String(rng.int(10_000_000, 99_999_999))}${n}` : null,
        createdAt: placedAt,
        updatedAt: placedAt,
      })
      .returning({ id: orders.id });
    await tx.insert(orderLines).values(
      lines.map((l, position) => ({
        orderId: order!.id,
        position,
        variantId: l.variantId,
        productId: l.productId,
        sku: l.sku,
        name: l.name,
        optionsLabel: l.optionsLabel,
        unitPriceMinor: l.priceMinor,
        quantity: l.quantity,
        lineTotalMinor: l.priceMinor * l.quantity,
      })),
    );
    const NOTE: Record<OrderStatus, string> = {
      placed: 'Order placed.',
      paid: 'Payment received.',
      shipped: 'Shipped.',
      delivered: 'Delivered.',
      cancelled: 'Cancelled at the buyer’s request; the items went back into stock.',
    };
    await tx.insert(orderEvents).values(
      path.map((status, i) => ({
        orderId: order!.id,
        status,
        note: NOTE[status],
        at: new Date(placedAt.getTime() + i * 2 * 86_400_000),
      })),
    );
  }
}
