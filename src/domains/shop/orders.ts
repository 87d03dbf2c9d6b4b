import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/db/client';
import { ActionError } from '@/server/action-error';
import { sendMail } from '@/server/mail';
import { config } from '@/config';
import { publicOrigin } from '@/server/site-url';
import { formatMoney } from './money';
import { paymentProvider, paymentProviders } from './payments';
import { manualProvider } from './payments/manual';
import { addressLines, shippingMethodLabel, STATUS_LABEL, type OrderDetail, type OrderSummary } from './order-view';
import {
  orderEvents,
  orderLines,
  orders,
  products,
  productVariants,
  savedAddresses,
  type OrderStatus,
  type ShippingAddress,
} from './schema';
import { shopTags } from './tags';
import { verifiedEmailOf } from '@/domains/identity/identity';

export type { OrderDetail, OrderSummary };

// Orders as their buyer sees them: the confirmation, the account's list, the tracking page and the mails. An order
// is found by its number together with its owner or its e-mail, never by number alone.

type Owner = { identityId: string } | { email: string } | { any: true };

/**
 * An account's orders: those it placed signed in, and those placed anywhere (a guest, another browser) with the
 * e-mail its issuer verified, as Shopify links them. A guest's orders stay with the guest: never moved at sign-in.
 */
async function ownedBy(identityId: string) {
  const email = await verifiedEmailOf(identityId);
  return email
    ? sql`(${orders.identityId} = ${identityId} or lower(${orders.email}) = ${email.toLowerCase()})`
    : eq(orders.identityId, identityId);
}

/** An order by number, for its owner (`identityId`), for whoever knows its e-mail, or (`any`) for the operator. */
export async function findOrder(number: string, owner: Owner): Promise<OrderDetail | undefined> {
  const db = getDb();
  const who =
    'identityId' in owner
      ? await ownedBy(owner.identityId)
      : 'email' in owner
        ? sql`lower(${orders.email}) = ${owner.email.trim().toLowerCase()}`
        : sql`true`;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.number, number.trim().toUpperCase()), who));
  if (!order) return undefined;
  const [lines, events] = await Promise.all([
    db
      .select({
        sku: orderLines.sku,
        name: orderLines.name,
        optionsLabel: orderLines.optionsLabel,
        unitPriceMinor: orderLines.unitPriceMinor,
        quantity: orderLines.quantity,
        lineTotalMinor: orderLines.lineTotalMinor,
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.position)),
    db
      .select({ status: orderEvents.status, note: orderEvents.note, at: orderEvents.at })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
  ]);
  return {
    number: order.number,
    email: order.email,
    status: order.status,
    placedAt: order.createdAt.toISOString(),
    currency: order.currency,
    subtotalMinor: order.subtotalMinor,
    shippingMinor: order.shippingMinor,
    totalMinor: order.totalMinor,
    shippingMethod: order.shippingMethod,
    shippingAddress: order.shippingAddress,
    paymentSummary: order.paymentSummary,
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    // Unpaid by bank transfer: the buyer needs the account and the reference where they look, not only in the mail.
    bankTransfer:
      order.status === 'placed' && order.paymentProvider === manualProvider.id
        ? {
            details: config.BANK_TRANSFER_DETAILS,
            reference: order.number,
            holdUntil: new Date(order.createdAt.getTime() + UNPAID_ORDER_DAYS * 86_400_000).toISOString(),
          }
        : null,
    cancellable: NEXT[order.status].includes('cancelled'),
    lines,
    events: events.map((e) => ({ ...e, at: e.at.toISOString() })),
  };
}

/** Units in an order, for the lists. */
const itemCount = () =>
  sql<number>`(select coalesce(sum(quantity), 0) from ${orderLines} where ${orderLines.orderId} = ${orders.id})`.mapWith(Number);

/** An identity's orders, newest first. */
export async function ordersOf(identityId: string, limit = 50): Promise<OrderSummary[]> {
  const rows = await getDb()
    .select({
      number: orders.number,
      status: orders.status,
      createdAt: orders.createdAt,
      totalMinor: orders.totalMinor,
      currency: orders.currency,
      items: itemCount(),
    })
    .from(orders)
    .where(await ownedBy(identityId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows.map(({ createdAt, ...r }) => ({ ...r, placedAt: createdAt.toISOString() }));
}

/** The order as plain text, for its mails. */
function orderText(order: OrderDetail): string {
  const money = (minor: number) => formatMoney(minor, order.currency);
  return [
    ...order.lines.map((l) => `${l.quantity} x ${l.name}${l.optionsLabel ? ` (${l.optionsLabel})` : ''}  ${money(l.lineTotalMinor)}`),
    '',
    `Subtotal  ${money(order.subtotalMinor)}`,
    `Shipping (${shippingMethodLabel(order.shippingMethod)})  ${money(order.shippingMinor)}`,
    `Total  ${money(order.totalMinor)}`,
    '',
    'Shipping to:',
    ...addressLines(order.shippingAddress),
  ].join('\n');
}

export const trackUrl = (number: string) => `${publicOrigin()}/merchandise/track-order?number=${encodeURIComponent(number)}`;

/** The buyer's confirmation. A mail that cannot be sent is logged: the order stands. */
export async function mailOrderPlaced(number: string): Promise<void> {
  const order = await findOrder(number, { any: true });
  if (!order) return;
  const paid = order.status === 'paid';
  const text = [
    `Thank you for your order ${order.number}.`,
    paid
      ? `We have your payment (${order.paymentSummary}) and will mail you again when it ships.`
      : `Pay by bank transfer (${config.BANK_TRANSFER_DETAILS}) with your order number as the reference, or in cash when it arrives.`,
    '',
    orderText(order),
    '',
    `Follow it at ${trackUrl(order.number)} with this e-mail address.`,
  ].join('\n');
  await sendMail({ to: order.email, subject: `Your StreamIt order ${order.number}`, text }).catch((error: unknown) =>
    console.error(`order ${order.number}: confirmation mail failed: ${(error as Error).message}`),
  );
}

// The operator moves an order on: placed -> paid -> shipped -> delivered, or cancelled (restocked) before it ships.
// Each change is one transaction with its history line; then the buyer is mailed and the pages that show the
// stock it gave back are refreshed.

/** Where an order may go from each status (the studio offers these, the change checks them). */
export const NEXT: Record<OrderStatus, OrderStatus[]> = {
  placed: ['paid', 'shipped', 'cancelled'], // pay on delivery ships unpaid
  paid: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};
const VERB: Record<OrderStatus, string> = {
  placed: 'placed',
  paid: 'marked paid',
  shipped: 'shipped',
  delivered: 'marked delivered',
  cancelled: 'cancelled',
};

export type StatusChange = { to: OrderStatus; carrier?: string; trackingNumber?: string; note?: string };

function noteFor(change: StatusChange): string {
  if (change.note) return change.note;
  switch (change.to) {
    case 'paid':
      return 'Payment received.';
    case 'shipped':
      return `Shipped with ${change.carrier}, tracking number ${change.trackingNumber}.`;
    case 'delivered':
      return 'Delivered.';
    case 'cancelled':
      return 'Cancelled; the items went back into stock.';
    default:
      return '';
  }
}

/** Whether the order's money came in (its history has a payment). */
async function wasPaid(db: Executor, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.status, 'paid')))
    .limit(1);
  return Boolean(row);
}

/** Moves an order to its next status; refused in words when the order is not in a status that allows it. */
export async function changeOrderStatus(
  number: string,
  change: StatusChange,
): Promise<{ number: string; status: OrderStatus; tags: string[] }> {
  const tags: string[] = [];
  // A cancelled paid order is refunded inside the transaction: whatever a provider reads first, it reads now.
  if (change.to === 'cancelled') for (const provider of paymentProviders()) await provider.prepare?.();
  const result = await getDb().transaction(async (tx) => {
    const [order] = await tx
      .select({
        id: orders.id,
        status: orders.status,
        provider: orders.paymentProvider,
        reference: orders.paymentReference,
        summary: orders.paymentSummary,
        totalMinor: orders.totalMinor,
        currency: orders.currency,
      })
      .from(orders)
      .where(eq(orders.number, number.trim().toUpperCase()))
      .for('update');
    if (!order) throw new ActionError(`No order ${number}.`, 404);
    if (!NEXT[order.status].includes(change.to))
      throw new ActionError(`Order ${number} is ${STATUS_LABEL[order.status].toLowerCase()}: it cannot be ${VERB[change.to]}.`, 409);
    await tx
      .update(orders)
      .set({
        status: change.to,
        updatedAt: sql`now()`,
        ...(change.to === 'shipped' ? { carrier: change.carrier, trackingNumber: change.trackingNumber } : {}),
      })
      .where(eq(orders.id, order.id));
    let note = noteFor(change);
    // Pay on delivery: shipped unpaid, the money comes at the door.
    if (change.to === 'delivered' && !(await wasPaid(tx, order.id))) {
      note = 'Delivered, and paid on delivery.';
      await tx.update(orders).set({ paymentSummary: 'Paid on delivery' }).where(eq(orders.id, order.id));
    }
    if (change.to === 'cancelled' && order.status === 'paid') {
      // The money goes back first: a refund the provider refuses leaves the order as it was.
      const provider = paymentProvider(order.provider);
      if (!provider)
        throw new ActionError(`Order ${number} was paid through ${order.provider}, which is not set up here: refund it there first.`, 409);
      const refund = await provider.refund(order.reference, order.totalMinor, order.currency);
      note = `Cancelled and refunded to ${order.summary || 'the original payment'} (refund ${refund.reference}); the items went back into stock.`;
    }
    await tx.insert(orderEvents).values({ orderId: order.id, status: change.to, note });
    if (change.to === 'cancelled') {
      // Back into stock, for the variants that still exist.
      const restocked = (await tx.execute(sql`
        update ${productVariants} v set stock = v.stock + l.quantity
        from ${orderLines} l join ${products} p on p.id = l.product_id
        where l.order_id = ${order.id} and l.variant_id = v.id
        returning p.slug`)) as unknown as { rows: { slug: string }[] };
      for (const { slug } of restocked.rows) tags.push(shopTags.product(slug));
      if (restocked.rows.length) tags.push(shopTags.listing);
    }
    return { number: number.trim().toUpperCase(), status: change.to };
  });
  await mailStatusChange(result.number);
  return { ...result, tags };
}

const STATUS_MAIL: Partial<Record<OrderStatus, (o: OrderDetail) => { subject: string; text: string }>> = {
  paid: (o) => ({
    subject: `Payment received for order ${o.number}`,
    text: `We have your payment for order ${o.number}. We will mail you again when it ships.`,
  }),
  shipped: (o) => ({
    subject: `Your StreamIt order ${o.number} has shipped`,
    text: `Order ${o.number} is on its way with ${o.carrier}. Tracking number: ${o.trackingNumber}.`,
  }),
  delivered: (o) => ({
    subject: `Order ${o.number} was delivered`,
    text: `Order ${o.number} was delivered. Enjoy it, and thank you for shopping with StreamIt.`,
  }),
  cancelled: (o) => ({
    subject: `Order ${o.number} was cancelled`,
    text: `Order ${o.number} was cancelled.${o.events.at(-1)?.note.includes('refunded') ? ` We refunded ${formatMoney(o.totalMinor, o.currency)} to your ${o.paymentSummary.toLowerCase()}; banks take 5 to 10 business days to show it.` : ''} Questions? Reply to this mail.`,
  }),
};

async function mailStatusChange(number: string): Promise<void> {
  const order = await findOrder(number, { any: true });
  const template = order && STATUS_MAIL[order.status];
  if (!order || !template) return;
  const { subject, text } = template(order);
  await sendMail({ to: order.email, subject, text: `${text}\n\n${orderText(order)}\n\nFollow it at ${trackUrl(order.number)}` }).catch(
    (error: unknown) => console.error(`order ${order.number}: status mail failed: ${(error as Error).message}`),
  );
}

/** Every order, newest first, optionally of one status (the CLI's list, later the studio's). */
/**
 * Which orders a list shows: of one status, only those placed today (since midnight, the database's time), those
 * whose number, e-mail or buyer's name holds `q`, and those placed from one day to another (UTC days, inclusive).
 */
export type OrderFilter = { status?: OrderStatus; today?: boolean; q?: string; from?: string; to?: string };
export const orderWhere = ({ status, today, q, from, to }: OrderFilter) => {
  const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : '';
  return and(
    status ? eq(orders.status, status) : undefined,
    today ? gte(orders.createdAt, sql`date_trunc('day', now())`) : undefined,
    q
      ? sql`(${orders.number} ilike ${like} or ${orders.email} ilike ${like} or ${orders.shippingAddress}->>'name' ilike ${like})`
      : undefined,
    from ? sql`${orders.createdAt} >= ${from}::date` : undefined,
    to ? sql`${orders.createdAt} < ${to}::date + 1` : undefined,
  );
};

export async function listOrders(filter: OrderFilter = {}, limit = 100, offset = 0) {
  const rows = await getDb()
    .select({
      number: orders.number,
      status: orders.status,
      email: orders.email,
      name: sql<string>`coalesce(${orders.shippingAddress}->>'name', '')`,
      createdAt: orders.createdAt,
      totalMinor: orders.totalMinor,
      currency: orders.currency,
      items: itemCount(),
    })
    .from(orders)
    .where(orderWhere(filter))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ createdAt, ...r }) => ({ ...r, placedAt: createdAt.toISOString() }));
}

/** Sets a variant's stock (the CLI's `product stock`); its page and the listings show it on their next request. */
export async function setStock(sku: string, stock: number): Promise<{ sku: string; stock: number; tags: string[] }> {
  const [row] = (
    (await getDb().execute(sql`
      update ${productVariants} v set stock = ${stock} from ${products} p
      where v.sku = ${sku} and p.id = v.product_id returning v.sku, v.stock, p.slug`)) as unknown as {
      rows: { sku: string; stock: number; slug: string }[];
    }
  ).rows;
  if (!row) throw new ActionError(`No product variant with SKU ${sku}.`, 404);
  return { sku: row.sku, stock: row.stock, tags: [shopTags.product(row.slug), shopTags.listing] };
}

// Saved addresses: kept only when a signed-in buyer asks at checkout, read and removed only by their owner.

export type SavedAddress = { id: number; address: ShippingAddress };

export async function savedAddressesOf(identityId: string): Promise<SavedAddress[]> {
  return getDb()
    .select({ id: savedAddresses.id, address: savedAddresses.address })
    .from(savedAddresses)
    .where(eq(savedAddresses.identityId, identityId))
    .orderBy(desc(savedAddresses.usedAt), desc(savedAddresses.id))
    .limit(20);
}

/** Keeps an address (the same one again only freshens it), inside the order's transaction. */
export async function saveAddress(tx: Executor, identityId: string, address: ShippingAddress): Promise<void> {
  const freshened = await tx
    .update(savedAddresses)
    .set({ usedAt: sql`now()` })
    .where(and(eq(savedAddresses.identityId, identityId), sql`${savedAddresses.address} = ${JSON.stringify(address)}::jsonb`))
    .returning({ id: savedAddresses.id });
  if (!freshened.length) await tx.insert(savedAddresses).values({ identityId, address });
}

export async function removeSavedAddress(identityId: string, id: number): Promise<SavedAddress[]> {
  const removed = await getDb()
    .delete(savedAddresses)
    .where(and(eq(savedAddresses.identityId, identityId), eq(savedAddresses.id, id)))
    .returning({ id: savedAddresses.id });
  if (!removed.length) throw new ActionError('That address was not found.', 404);
  return savedAddressesOf(identityId);
}

/** Unpaid bank-transfer and pay-on-delivery orders hold their stock this long, then lapse (cancelled, restocked). */
export const UNPAID_ORDER_DAYS = 3;

/** The unpaid-order job's work: cancels placed, unpaid orders older than UNPAID_ORDER_DAYS. Returns how many. */
export async function lapseUnpaidOrders(): Promise<{ lapsed: number; tags: string[] }> {
  const stale = await getDb()
    .select({ number: orders.number })
    .from(orders)
    .where(and(eq(orders.status, 'placed'), sql`${orders.createdAt} < now() - make_interval(days => ${UNPAID_ORDER_DAYS})`))
    .limit(200);
  const tags = new Set<string>();
  for (const { number } of stale) {
    const done = await changeOrderStatus(number, {
      to: 'cancelled',
      note: `Not paid within ${UNPAID_ORDER_DAYS} days: cancelled, and the items went back into stock.`,
    }).catch(
      () => undefined, // moved on meanwhile (paid, shipped)
    );
    for (const tag of done?.tags ?? []) tags.add(tag);
  }
  return { lapsed: stale.length, tags: [...tags] };
}

/** How many of a buyer's orders (by identity or e-mail) wait for a manual payment. */
export async function unpaidOrdersOf(tx: Executor, identityId: string, email: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(
      and(eq(orders.status, 'placed'), sql`(${orders.identityId} = ${identityId} or lower(${orders.email}) = ${email.toLowerCase()})`),
    );
  return row?.n ?? 0;
}
