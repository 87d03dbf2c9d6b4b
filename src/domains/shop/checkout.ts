import { and, eq, gte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type Executor } from '@/db/client';
import type { Identity } from '@/domains/identity/identity';
import { ActionError } from '@/server/action-error';
import { expireTags } from '@/server/cached';
import { availabilityOf } from './availability';
import { readCart } from './cart';
import { EMPTY_CART } from './cart-view';
import { formatMoney } from './money';
import { newOrderNumber } from './order-number';
import { saveAddress, UNPAID_ORDER_DAYS, unpaidOrdersOf } from './orders';

const MAX_UNPAID_ORDERS = 2;
/** Unpaid orders one client address places a day, whoever it says it is (actions.ts counts them). */
export const UNPAID_ORDERS_PER_CLIENT = 3;
import { paymentProvider, type ChargeOutcome } from './payments';
import { shopTags } from './tags';
import { cartLines, orderEvents, orderLines, orders, productVariants, type OrderStatus } from './schema';
import { COUNTRIES, priceQuote, SHIPPING_METHODS, type Quote, type ShippingMethodId } from './shipping';

export type { Quote };

// Checkout: the server prices the cart as it is now, checks the address for its country, and places the order in
// one transaction: stock spent with a conditional update (never below zero), the order and its lines written, the
// cart emptied, the payment charged last, so a refusal or a failure undoes all of it. An idempotency key makes a
// double submit one order. Nothing the browser sends about money is trusted; its total is only compared.

const text = (label: string, max = 120) =>
  z
    .string({ message: `Enter ${label}.` })
    .trim()
    .max(max, `Keep ${label} under ${max} characters.`)
    // Letters, marks, digits, punctuation and spaces: no control characters in an address label.
    .regex(/^[^\p{Cc}\p{Cs}]*$/u, `Use letters, numbers and punctuation in ${label}.`);

export const addressSchema = z
  .object({
    name: text('the name').pipe(z.string().min(2, 'Enter the name of the person receiving it.')),
    line1: text('the street address').pipe(z.string().min(3, 'Enter the street address.')),
    line2: text('the second address line').default(''),
    city: text('the town or city', 80).pipe(z.string().min(2, 'Enter the town or city.')),
    region: text('the region', 80).default(''),
    postalCode: text('the postal code', 16).transform((v) => v.toUpperCase()),
    country: z.enum(Object.keys(COUNTRIES) as [string, ...string[]], { message: 'Choose a country we ship to.' }),
    phone: text('the phone number', 30)
      .default('')
      .pipe(z.string().regex(/^$|^\+?[\d\s().-]{6,30}$/, 'Enter a phone number with digits, or leave it empty.')),
  })
  .superRefine((a, ctx) => {
    const country = COUNTRIES[a.country]!;
    if (!country.postal.pattern.test(a.postalCode))
      ctx.addIssue({
        code: 'custom',
        path: ['postalCode'],
        message: `Enter ${country.postal.phrase} like ${country.postal.example}.`,
      });
    const { region } = country;
    if (region.required && !a.region)
      ctx.addIssue({ code: 'custom', path: ['region'], message: `Choose the ${region.label.toLowerCase()}.` });
    else if (region.options && a.region && !region.options.some(([code]) => code === a.region))
      ctx.addIssue({ code: 'custom', path: ['region'], message: `Choose the ${region.label.toLowerCase()} from the list.` });
  });

const methodSchema = z.enum(Object.keys(SHIPPING_METHODS) as [ShippingMethodId, ...ShippingMethodId[]], {
  message: 'Choose a shipping method.',
});

export const quoteSchema = z.object({ shippingMethod: methodSchema, country: addressSchema.shape.country }).strict();

export const placeOrderSchema = z
  .object({
    email: z
      .string({ message: 'Enter your e-mail address.' })
      .trim()
      .toLowerCase()
      .max(254)
      .email('Enter an e-mail address like name@example.com.'),
    address: addressSchema,
    shippingMethod: methodSchema,
    payment: z
      .object({
        provider: z.string().max(40),
        details: z.record(z.string().max(40), z.string().max(64)).default({}),
        confirmation: z.string().max(200).optional(),
      })
      .strict(),
    /** The total the buyer was shown: placing refuses when the server's differs (a price moved meanwhile). */
    expectedTotalMinor: z.number({ message: 'Reload the page and try again.' }).int().nonnegative(),
    idempotencyKey: z.string().regex(/^[\w-]{16,64}$/, 'Reload the page and try again.'),
    /** Keep the address on the account (signed-in buyers only; a guest's is never kept). */
    saveAddress: z.boolean().default(false),
  })
  .strict();
export type PlaceOrderInput = z.infer<typeof placeOrderSchema>;

/** What the order would cost now, shipped this way to this country (the checkout's summary). */
export async function quote(identityId: string | undefined, method: ShippingMethodId, country: string): Promise<Quote> {
  return priceQuote(identityId ? await readCart(identityId) : EMPTY_CART, method, country);
}

export type Placed = {
  kind: 'placed';
  replay: boolean;
  number: string;
  email: string;
  status: OrderStatus;
  totalMinor: number;
  currency: string;
};
export type PlaceResult = Placed | { kind: 'confirm'; token: string; prompt: string };

/** A charge that needs the buyer's confirmation: the transaction is undone and the buyer asked. */
class NeedsConfirmation extends Error {
  constructor(readonly outcome: Extract<ChargeOutcome, { status: 'requires_confirmation' }>) {
    super('payment needs confirmation');
  }
}

async function orderByKey(db: Executor, identityId: string, key: string): Promise<Placed | undefined> {
  const [row] = await db
    .select({ number: orders.number, email: orders.email, status: orders.status, totalMinor: orders.totalMinor, currency: orders.currency })
    .from(orders)
    .where(and(eq(orders.identityId, identityId), eq(orders.idempotencyKey, key)));
  return row && { kind: 'placed', replay: true, ...row };
}

/** Places the identity's cart as an order; see the top of this file. */
export async function placeOrder(identity: Identity, input: PlaceOrderInput): Promise<PlaceResult> {
  const provider = paymentProvider(input.payment.provider);
  if (!provider) throw new ActionError('Choose how you want to pay.', 400);
  await provider.prepare?.();
  const changed: string[] = [];
  let charged: { reference: string; amountMinor: number; currency: string } | undefined;
  try {
    const placed: PlaceResult = await getDb().transaction(async (tx): Promise<PlaceResult> => {
      // One checkout at a time per buyer: a double submit waits here, then finds the first one's order.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`checkout:${identity.id}`}, 0))`);
      const earlier = await orderByKey(tx, identity.id, input.idempotencyKey);
      if (earlier) return earlier;

      // Unpaid orders hold stock: a buyer keeps at most this many waiting (they lapse after UNPAID_ORDER_DAYS).
      if (!provider.recurring && (await unpaidOrdersOf(tx, identity.id, input.email)) >= MAX_UNPAID_ORDERS)
        throw new ActionError(
          `You have ${MAX_UNPAID_ORDERS} orders waiting for payment. Pay for them, or pay this one by card; unpaid orders lapse after ${UNPAID_ORDER_DAYS} days.`,
          409,
        );
      const cart = await readCart(identity.id, tx);
      if (cart.lines.length === 0) throw new ActionError('Your cart is empty: add something before checking out.', 409);
      for (const line of cart.lines)
        if (line.quantity > line.stock)
          throw new ActionError(
            line.stock > 0
              ? `Only ${line.stock} of ${line.name} left: lower the quantity in your cart.`
              : `${line.name} has just sold out: remove it from your cart.`,
            409,
          );
      const priced = priceQuote(cart, input.shippingMethod, input.address.country);
      if (priced.totalMinor !== input.expectedTotalMinor)
        throw new ActionError(
          `The total is now ${formatMoney(priced.totalMinor, priced.currency)}, shipping included (a price or what you chose changed since this page showed it). Review it and place the order again.`,
          409,
        );

      // The stock step: a unit is spent only while one is there (concurrent buyers queue on the variant's row).
      for (const line of cart.lines) {
        const spent = await tx
          .update(productVariants)
          .set({ stock: sql`${productVariants.stock} - ${line.quantity}` })
          .where(and(eq(productVariants.sku, line.sku), gte(productVariants.stock, line.quantity)))
          .returning({ id: productVariants.id, productId: productVariants.productId, stock: productVariants.stock });
        if (spent.length === 0) throw new ActionError(`${line.name} has just sold out: remove it from your cart.`, 409);
        Object.assign(line, { variantId: spent[0]!.id, productId: spent[0]!.productId });
        changed.push(shopTags.product(line.slug));
        // Cards in lists say "Only n left" and "Sold out": they change when the stock gets that low.
        if (availabilityOf(spent[0]!.stock) !== 'in-stock') changed.push(shopTags.listing);
      }

      const number = newOrderNumber();
      const [order] = await tx
        .insert(orders)
        .values({
          number,
          identityId: identity.id,
          idempotencyKey: input.idempotencyKey,
          email: input.email,
          status: 'placed',
          currency: priced.currency,
          subtotalMinor: priced.subtotalMinor,
          shippingMinor: priced.shippingMinor,
          totalMinor: priced.totalMinor,
          shippingMethod: input.shippingMethod,
          shippingAddress: input.address,
          paymentProvider: provider.id,
        })
        .returning({ id: orders.id });
      await tx.insert(orderLines).values(
        cart.lines.map((line, position) => {
          const ids = line as typeof line & { variantId: number; productId: number };
          return {
            orderId: order!.id,
            position,
            variantId: ids.variantId,
            productId: ids.productId,
            sku: line.sku,
            name: line.name,
            optionsLabel: line.optionsLabel,
            unitPriceMinor: line.unitPriceMinor,
            quantity: line.quantity,
            lineTotalMinor: line.unitPriceMinor * line.quantity,
          };
        }),
      );
      await tx.insert(orderEvents).values({ orderId: order!.id, status: 'placed', note: 'Order placed.' });
      await tx.delete(cartLines).where(eq(cartLines.identityId, identity.id));
      if (input.saveAddress && identity.kind === 'user') await saveAddress(tx, identity.id, input.address);

      // The charge, last: a refusal or a failure throws, and everything above is undone.
      const outcome = await provider.charge({
        idempotencyKey: `${identity.id}:${input.idempotencyKey}`,
        amountMinor: priced.totalMinor,
        currency: priced.currency,
        email: input.email,
        description: `StreamIt order ${number}`,
        details: input.payment.details,
        confirmation: input.payment.confirmation,
      });
      if (outcome.status === 'requires_confirmation') throw new NeedsConfirmation(outcome);
      if (outcome.status === 'authorized')
        charged = { reference: outcome.reference, amountMinor: priced.totalMinor, currency: priced.currency };
      if (outcome.status === 'declined') throw new ActionError(outcome.message, 409);
      if (outcome.status === 'failed') throw new ActionError(outcome.message, 409);
      const status: OrderStatus = outcome.status === 'authorized' ? 'paid' : 'placed';
      await tx
        .update(orders)
        .set({ status, paymentReference: outcome.reference, paymentSummary: outcome.summary })
        .where(eq(orders.id, order!.id));
      if (status === 'paid') await tx.insert(orderEvents).values({ orderId: order!.id, status: 'paid', note: `Paid: ${outcome.summary}.` });
      return {
        kind: 'placed',
        replay: false,
        number,
        email: input.email,
        status,
        totalMinor: priced.totalMinor,
        currency: priced.currency,
      };
    });
    // Committed: the product pages (their stock) and, where a card's label changed, the listings are read afresh.
    if (placed.kind === 'placed' && changed.length) await expireTags([...new Set(changed)]);
    return placed;
  } catch (error) {
    if (error instanceof NeedsConfirmation) return { kind: 'confirm', token: error.outcome.token, prompt: error.outcome.prompt };
    // Charged, then the order could not be written (the commit failed): the money goes back.
    if (charged)
      await provider
        .refund(charged.reference, charged.amountMinor, charged.currency)
        .catch((e: unknown) => console.error(`refund after a failed order: ${(e as Error).message}`));
    throw error;
  }
}
