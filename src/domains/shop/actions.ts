'use server';

import { z } from 'zod';
import { identityFor, mayKeep } from '@/domains/identity/identity';
import { defineAction, formInput, notFound, type ActionContext } from '@/server/action';
import { ActionError } from '@/server/action-error';
import * as cart from './cart';
import * as checkout from './checkout';
import * as orders from './orders';
import { getProduct } from './products';
import { notMadeMessage } from './variant-choice';
import { EMPTY_CART, MAX_LINE_QUANTITY } from './cart-view';
import { CONFIRM_NEEDS_APP, paymentProvider } from './payments';
import { createRateLimiter } from '@/server/rate-limit';
import { orderNumberSchema as orderNumber } from './order-number';
import { skuSchema as sku } from './params';

// The cart's and the wishlist's writes, called from the shop's client components. Each acts for the identity in its
// context (the session's person or the guest cookie's guest, made on the first write); none takes an owner, a price
// or a currency from its input: a line is named by its SKU and priced by the server.

const quantity = z
  .number({ message: 'Choose how many.' })
  .int('Choose a whole number.')
  .min(1, 'Choose at least one.')
  .max(MAX_LINE_QUANTITY, `At most ${MAX_LINE_QUANTITY} of one item per order.`);
const LIMIT = { limit: 120, windowMs: 60_000 };
const KEEP = 'keep a cart';

export const addToCart = defineAction({
  name: 'addToCart',
  input: z.object({ sku, quantity }).strict(),
  authorize: (_input, ctx) => mayKeep(ctx, KEEP),
  run: async ({ sku, quantity }, ctx) => cart.addToCart((await identityFor(ctx, KEEP)).id, sku, quantity),
  rateLimit: LIMIT,
});

/**
 * The product page's form as a browser posts it before the app loads: the product, the options chosen (one
 * `option.<name>` field each) and how many; the variant is the product's one with those options. Then the cart.
 */
export const addToCartFromForm = defineAction({
  name: 'addToCartFromForm',
  input: z
    .object({
      product: z.string().trim().min(1).max(200),
      options: z.record(z.string().max(100), z.string().max(100)),
      quantity: z.coerce.number().pipe(quantity),
    })
    .strict(),
  form: (fields) => {
    const options: Record<string, string> = {};
    for (const [key, value] of fields) if (key.startsWith('option.') && typeof value === 'string') options[key.slice(7)] = value;
    return { product: fields.get('product') ?? '', options, quantity: fields.get('quantity') ?? '' };
  },
  authorize: (_input, ctx) => mayKeep(ctx, KEEP),
  run: async ({ product: slug, options, quantity }, ctx) => {
    const product = await getProduct(slug);
    if (!product) throw new ActionError('That product is not in the shop any more.', 404);
    const variant = product.variants.find((v) => product.optionNames.every((name) => v.options[name] === options[name]));
    if (!variant) throw new ActionError(notMadeMessage(product.optionNames, options), 409);
    return cart.addToCart((await identityFor(ctx, KEEP)).id, variant.sku, quantity);
  },
  redirect: () => '/merchandise/cart',
  rateLimit: LIMIT,
});

export const setCartQuantity = defineAction({
  name: 'setCartQuantity',
  input: z.object({ sku, quantity }).strict(),
  authorize: (_input, ctx) => mayKeep(ctx, KEEP),
  run: async ({ sku, quantity }, ctx) => {
    if (!ctx.viewer.identity) throw new ActionError('That item is not in your cart any more.', 404);
    return cart.setLineQuantity(ctx.viewer.identity.id, sku, quantity);
  },
  rateLimit: LIMIT,
});

export const removeFromCart = defineAction({
  name: 'removeFromCart',
  input: z.object({ sku }).strict(),
  authorize: (_input, ctx) => mayKeep(ctx, KEEP),
  run: async ({ sku }, ctx) => (ctx.viewer.identity ? cart.removeLine(ctx.viewer.identity.id, sku) : EMPTY_CART),
  rateLimit: LIMIT,
});

export const updateWishlist = defineAction({
  name: 'updateWishlist',
  input: z.object({ sku, listed: z.boolean() }).strict(),
  authorize: (_input, ctx) => mayKeep(ctx, 'keep a wishlist'),
  run: async ({ sku, listed }, ctx) => {
    // Taking something off a wishlist nobody has yet makes no guest.
    if (!listed && !ctx.viewer.identity) return { items: [] };
    return cart.setWishlisted((await identityFor(ctx, 'keep a wishlist')).id, sku, listed);
  },
  rateLimit: LIMIT,
});

export const moveToCart = defineAction({
  name: 'moveToCart',
  input: z.object({ sku }).strict(),
  authorize: (_input, ctx) => mayKeep(ctx, KEEP),
  run: async ({ sku }, ctx) => {
    if (!ctx.viewer.identity) throw new ActionError('That item is not on your wishlist any more.', 404);
    return cart.moveToCart(ctx.viewer.identity.id, sku);
  },
  rateLimit: LIMIT,
});

export const quoteCheckout = defineAction({
  name: 'quoteCheckout',
  input: checkout.quoteSchema,
  authorize: () => true,
  run: async ({ shippingMethod, country }, ctx) => checkout.quote(ctx.viewer.identity?.id, shippingMethod, country),
  rateLimit: LIMIT,
});

/** The checkout form's fields as placeOrder's input: the address, the method, the chosen provider's own fields. */
function checkoutFields(fields: FormData) {
  const get = (name: string) => {
    const value = fields.get(name);
    return typeof value === 'string' ? value : '';
  };
  const provider = get('payment.provider');
  const details: Record<string, string> = {};
  for (const [name, value] of fields)
    if (name.startsWith(`card.${provider}.`) && typeof value === 'string') details[name.slice(`card.${provider}.`.length)] = value;
  const confirmation = get('payment.confirmation');
  const total = get('expectedTotalMinor');
  return {
    email: get('email'),
    address: Object.fromEntries(ADDRESS_FIELDS.map((k) => [k, get(`address.${k}`)])),
    shippingMethod: get('shippingMethod'),
    payment: { provider, details, ...(confirmation && { confirmation }) },
    expectedTotalMinor: /^\d{1,12}$/.test(total) ? Number(total) : total,
    idempotencyKey: get('idempotencyKey'),
    saveAddress: fields.get('saveAddress') === 'on',
  };
}
const ADDRESS_FIELDS = ['name', 'line1', 'line2', 'city', 'region', 'postalCode', 'country', 'phone'] as const;

// Unpaid orders hold their stock for days: one client address places only a few a day, whoever it says it is (a fresh
// guest cookie and e-mail each time got round the per-buyer count in checkout.ts and could empty the shop).
const unpaidPerClient = createRateLimiter({ name: 'unpaid-orders', limit: checkout.UNPAID_ORDERS_PER_CLIENT, windowMs: 86_400_000 });

export const placeOrder = defineAction({
  name: 'placeOrder',
  input: checkout.placeOrderSchema,
  form: checkoutFields,
  authorize: () => true,
  run: async (input, ctx) => {
    if (!ctx.viewer.identity) throw new ActionError('Your cart is empty: add something before checking out.', 409);
    const unpaid = paymentProvider(input.payment.provider)?.recurring === false;
    if (unpaid && !(await unpaidPerClient(ctx.clientIp)).ok)
      throw new ActionError('Too many orders waiting for payment were placed from here today: pay this one by card, or try tomorrow.', 409);
    const result = await checkout.placeOrder(ctx.viewer.identity, input).catch(async (error: unknown) => {
      if (unpaid) await unpaidPerClient.refund(ctx.clientIp);
      throw error;
    });
    // Only an order placed unpaid counts (not a replay of one, nor a bank's confirmation step).
    if (unpaid && (result.kind !== 'placed' || result.replay)) await unpaidPerClient.refund(ctx.clientIp);
    // The bank's step is a dialog of the app's: a form posted without it comes back as it was, saying so.
    if (result.kind === 'confirm' && ctx.posted) throw new ActionError(`${CONFIRM_NEEDS_APP} or choose another way to pay.`, 409);
    if (result.kind === 'placed' && !result.replay) await orders.mailOrderPlaced(result.number);
    return result;
  },
  // Posted before the app loaded: to the order.
  redirect: (result) => (result.kind === 'placed' ? `/merchandise/order/${result.number}` : undefined),
  // Cheap to send, and each try may reach a payment service.
  rateLimit: { limit: 20, windowMs: 60_000 },
});

/** The tracking page: an order by number and e-mail, to anyone who has both. Wrong pairs all get one answer. */
export const trackOrder = defineAction({
  name: 'trackOrder',
  input: z
    .object({
      number: z.string().trim().max(40),
      email: z.string().trim().max(254),
    })
    .strict(),
  authorize: () => true,
  run: async ({ number, email }) => {
    const order = orderNumber.safeParse(number).success && email ? await orders.findOrder(number, { email }) : undefined;
    if (!order)
      throw new ActionError('We found no order with that number and e-mail address. Check both against your confirmation mail.', 404);
    return order;
  },
  // Guessing pairs is cheap: a few tries a minute per client is plenty for a buyer.
  rateLimit: { limit: 10, windowMs: 60_000 },
});

/** The order a buyer names: theirs when signed in (or a guest's own), or whoever knows its number and e-mail. */
async function buyersOrder({ number, email }: { number: string; email?: string }, ctx: ActionContext) {
  if (!orderNumber.safeParse(number).success) return undefined;
  if (email) return orders.findOrder(number, { email });
  return ctx.viewer.identity ? orders.findOrder(number, { identityId: ctx.viewer.identity.id }) : undefined;
}

/**
 * The buyer cancels their order before it ships, as the studio would: the stock goes back, a paid order is refunded
 * through its provider, and they are mailed. Anyone else is told there is no such order.
 */
export const cancelMyOrder = defineAction({
  name: 'cancelMyOrder',
  input: z.object({ number: z.string().trim().max(40), email: z.string().trim().max(254).optional() }).strict(),
  form: formInput({ optional: ['email'] }),
  authorize: async (input, ctx) =>
    (await buyersOrder(input, ctx)) ? true : notFound('We found no order with that number and e-mail address.'),
  run: async (input, ctx) => {
    const order = (await buyersOrder(input, ctx))!;
    if (!order.cancellable)
      throw new ActionError(
        `Order ${order.number} is ${order.status === 'cancelled' ? 'cancelled already' : 'on its way: it can no longer be cancelled. Reply to its shipping mail to return it once it arrives'}.`,
        409,
      );
    const { tags } = await orders.changeOrderStatus(order.number, {
      to: 'cancelled',
      note: 'Cancelled by the buyer; the items went back into stock.',
    });
    return { order: (await buyersOrder(input, ctx))!, tags, byEmail: !!input.email };
  },
  invalidates: (_input, result) => result.tags,
  // Posted before the app loaded: the order's own page, or the tracking page saying so (its e-mail is not in the URL).
  redirect: ({ order, byEmail }) =>
    byEmail ? `/merchandise/track-order?number=${order.number}&cancelled=1` : `/merchandise/order/${order.number}`,
  // Guessing numbers and e-mails is cheap: as few tries as the tracking page allows.
  rateLimit: { limit: 10, windowMs: 60_000 },
});

export const removeAddress = defineAction({
  name: 'removeAddress',
  input: z.object({ id: z.number().int().positive().max(2_147_483_647) }).strict(),
  // Only a signed-in person keeps addresses; to anyone else (and for someone else's id) there is nothing there.
  authorize: (_input, ctx) => (ctx.viewer.kind === 'user' ? true : notFound('That address was not found.')),
  run: async ({ id }, ctx) => orders.removeSavedAddress(ctx.viewer.identity!.id, id),
  rateLimit: LIMIT,
});
