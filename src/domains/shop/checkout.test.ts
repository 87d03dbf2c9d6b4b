import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuest, mergeGuest, type Identity } from '@/domains/identity/identity';
import type { ActionContext } from '@/server/action';
import { addToCart, cancelMyOrder, placeOrder, quoteCheckout, removeAddress, removeFromCart, setCartQuantity, trackOrder } from './actions';
import { changeShopOrder, setProductStock } from './studio-actions';
import { readCart } from './cart';
import { UNPAID_ORDERS_PER_CLIENT } from './checkout';
import { findOrder, lapseUnpaidOrders, ordersOf, savedAddressesOf } from './orders';
import { listMailbox } from '@/server/mail';
import { SYSTEM } from '@/server/viewer';
import { upsertUserIdentity } from '@/domains/identity/identity';
import { TEST_CARDS } from './payments/test-card';
import { orders, products, productVariants, shopCategories } from './schema';
import { testEngines, type TestDatabase } from '../../../tests/helpers/db';

const as = (identity: Identity): ActionContext => ({
  clientIp: `test-${identity.id}`,
  viewer: { kind: 'guest', role: 'member', identity },
});
const address = {
  name: 'Ada Lovelace',
  line1: '12 Market Street',
  city: 'San Francisco',
  region: 'CA',
  postalCode: '94107',
  country: 'US',
};
let keys = 0;
const key = () => `test-key-${Date.now()}-${++keys}`.padEnd(20, 'x');

describe.each(testEngines({ seeded: true }))('checkout on $name', (engine) => {
  let db: TestDatabase;
  let n = 0;
  /** A fresh one-size product with `stock` units at $20.00. */
  async function product(stock: number) {
    n += 1;
    const [category] = await db.db
      .insert(shopCategories)
      .values({ slug: `checkout-${n}`, name: 'Test' })
      .returning();
    const [p] = await db.db
      .insert(products)
      .values({ slug: `checkout-item-${n}`, name: `Item ${n}`, categoryId: category!.id })
      .returning();
    const sku = `CHECKOUT-${n}`;
    await db.db.insert(productVariants).values({ productId: p!.id, sku, priceMinor: 2000, stock });
    return sku;
  }
  const stockOf = async (sku: string) =>
    (await db.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.sku, sku)))[0]!.stock;
  const order = (over: Record<string, unknown> = {}) => ({
    email: `buyer${++keys}@example.com`,
    address,
    shippingMethod: 'standard',
    payment: { provider: 'manual' },
    expectedTotalMinor: 2000 * 2 + 495,
    idempotencyKey: key(),
    ...over,
  });
  /** A guest with `quantity` of `sku` in the cart. */
  async function buyer(sku: string, quantity = 2) {
    const { identity } = await createGuest();
    expect(await addToCart.as(as(identity), { sku, quantity })).toMatchObject({ ok: true });
    return identity;
  }

  beforeAll(async () => {
    db = await engine.open();
  });
  afterAll(async () => db?.dispose());

  it('quotes on the server: shipping by method and country, free standard shipping from $75 in the US', async () => {
    const sku = await product(10);
    const me = await buyer(sku);
    expect(await quoteCheckout.as(as(me), { shippingMethod: 'express', country: 'GB' })).toMatchObject({
      ok: true,
      data: { subtotalMinor: 4000, shippingMinor: 2995, totalMinor: 6995 },
    });
    await addToCart.as(as(me), { sku, quantity: 2 });
    expect(await quoteCheckout.as(as(me), { shippingMethod: 'standard', country: 'US' })).toMatchObject({
      ok: true,
      data: { subtotalMinor: 8000, shippingMinor: 0, totalMinor: 8000 },
    });
  });

  it('places an order in one transaction: stock spent, order and lines written, cart emptied, a random number', async () => {
    const sku = await product(5);
    const me = await buyer(sku);
    const result = await placeOrder.as(as(me), order({ email: 'ada@example.com' }));
    expect(result).toMatchObject({ ok: true, data: { kind: 'placed', status: 'placed', totalMinor: 4495 } });
    const number = (result as { data: { number: string } }).data.number;
    expect(number).toMatch(/^SI-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(await stockOf(sku)).toBe(3);
    expect((await readCart(me.id)).count).toBe(0);
    const detail = await findOrder(number, { identityId: me.id });
    expect(detail).toMatchObject({
      subtotalMinor: 4000,
      shippingMinor: 495,
      lines: [{ sku, quantity: 2, lineTotalMinor: 4000 }],
      events: [{ status: 'placed' }],
    });
    // Nobody else reads it: another identity, or the right number with another e-mail.
    const other = (await createGuest()).identity;
    expect(await findOrder(number, { identityId: other.id })).toBeUndefined();
    expect(await findOrder(number, { email: 'someone@example.com' })).toBeUndefined();
    expect(await findOrder(number, { email: ' ADA@example.com' })).toMatchObject({ number });
  });

  it('makes a double submit one order, whether the two arrive together or one after the other', async () => {
    const sku = await product(10);
    const me = await buyer(sku);
    const input = order();
    const [a, b] = await Promise.all([placeOrder.as(as(me), input), placeOrder.as(as(me), input)]);
    const c = await placeOrder.as(as(me), input);
    const numbers = [a, b, c].map((r) => (r.ok && r.data.kind === 'placed' ? r.data.number : r));
    expect(new Set(numbers).size).toBe(1);
    expect(await stockOf(sku)).toBe(8);
    const [row] = (
      (await db.db.execute(sql`select count(*)::int as n from orders where identity_id = ${me.id}`)) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(row!.n).toBe(1);
  });

  it('leaves stock and cart as they were when the card is declined or the payment service fails', async () => {
    const sku = await product(4);
    const me = await buyer(sku);
    for (const [number, message] of [
      [TEST_CARDS.decline, /declined/],
      [TEST_CARDS.networkError, /did not answer/],
      ['4111 1111 1111 1112', /not valid/],
    ] as const) {
      const result = await placeOrder.as(
        as(me),
        order({ payment: { provider: 'test-card', details: { cardNumber: number, expiry: '12/40', cvc: '123' } } }),
      );
      expect(result).toMatchObject({ ok: false, status: 409, error: expect.stringMatching(message) });
      expect(await stockOf(sku)).toBe(4);
      expect((await readCart(me.id)).count).toBe(2);
    }
    const [row] = (
      (await db.db.execute(sql`select count(*)::int as n from orders where identity_id = ${me.id}`)) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(row!.n).toBe(0);
  });

  it('asks for the bank confirmation, then takes the order as paid; a confirmation is good for its own charge only', async () => {
    const sku = await product(4);
    const me = await buyer(sku);
    const card = { provider: 'test-card', details: { cardNumber: TEST_CARDS.confirm, expiry: '12/40', cvc: '123' } };
    const input = order({ payment: card });
    const asked = await placeOrder.as(as(me), input);
    expect(asked).toMatchObject({ ok: true, data: { kind: 'confirm', prompt: expect.stringContaining('$44.95') } });
    expect(await stockOf(sku)).toBe(4); // nothing happened yet
    const token = (asked as { data: { token: string } }).data.token;
    const forged = await placeOrder.as(as(me), { ...input, idempotencyKey: key(), payment: { ...card, confirmation: token } });
    expect(forged).toMatchObject({ ok: false, error: expect.stringMatching(/did not confirm/) });
    const paid = await placeOrder.as(as(me), { ...input, payment: { ...card, confirmation: token } });
    expect(paid).toMatchObject({ ok: true, data: { kind: 'placed', status: 'paid' } });
    const number = (paid as { data: { number: string } }).data.number;
    expect((await findOrder(number, { identityId: me.id }))?.events.map((e) => e.status)).toEqual(['placed', 'paid']);
    expect(await stockOf(sku)).toBe(2);
  });

  it('places an order from the form as a browser posts it before the app loads (card fields of the chosen provider only)', async () => {
    const sku = await product(3);
    const me = await buyer(sku);
    const fields = new FormData();
    const posted = {
      $ACTION_REF_1: '',
      email: 'Form.Buyer@example.com',
      ...Object.fromEntries(Object.entries({ ...address, line2: '', phone: '' }).map(([k, v]) => [`address.${k}`, v])),
      shippingMethod: 'standard',
      'payment.provider': 'test-card',
      'card.test-card.cardNumber': TEST_CARDS.approve,
      'card.test-card.expiry': '12/40',
      'card.test-card.cvc': '123',
      'card.other.cardNumber': 'not sent',
      expectedTotalMinor: '4495',
      idempotencyKey: key(),
    };
    for (const [name, value] of Object.entries(posted)) fields.set(name, value);
    const placed = await placeOrder.as(as(me), fields);
    expect(placed).toMatchObject({ ok: true, data: { kind: 'placed', status: 'paid', email: 'form.buyer@example.com', totalMinor: 4495 } });
    expect(await stockOf(sku)).toBe(1);
    // A card whose bank asks to confirm, posted without the app (whose dialog that step is): refused in words.
    const confirmBuyer = await buyer(sku, 1);
    fields.set('card.test-card.cardNumber', TEST_CARDS.confirm);
    fields.set('expectedTotalMinor', '2495');
    fields.set('idempotencyKey', key());
    expect(await placeOrder.as({ ...as(confirmBuyer), posted: true }, fields)).toMatchObject({
      ok: false,
      status: 409,
      error: expect.stringContaining('needs JavaScript. Nothing was charged'),
    });
    expect(await stockOf(sku)).toBe(1);
    // A total that is not a number is asked for again, nothing placed.
    fields.set('expectedTotalMinor', '44.95');
    fields.set('idempotencyKey', key());
    expect(await placeOrder.as(as(await buyer(sku, 1)), fields)).toMatchObject({ ok: false, status: 400 });
    expect(await stockOf(sku)).toBe(1);
  });

  it('refuses a total that is not the server’s, and a price, quantity, currency or line sent by the browser', async () => {
    const sku = await product(4);
    const me = await buyer(sku);
    expect(await placeOrder.as(as(me), order({ expectedTotalMinor: 1 }))).toMatchObject({
      ok: false,
      status: 409,
      error: expect.stringMatching(/now \$44\.95/),
    });
    for (const extra of [{ totalMinor: 1 }, { currency: 'EUR' }, { lines: [{ sku, quantity: 1, priceMinor: 1 }] }]) {
      expect(await placeOrder.as(as(me), order(extra))).toMatchObject({ ok: false, status: 400 });
    }
    expect(await stockOf(sku)).toBe(4);
  });

  it('checks the address for its country, in words, field by field', async () => {
    const sku = await product(4);
    const me = await buyer(sku);
    const result = await placeOrder.as(as(me), order({ address: { ...address, postalCode: 'SW1A 1AA', region: '' } }));
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { 'address.postalCode': ['Enter a ZIP code like 94107.'], 'address.region': ['Choose the state.'] },
    });
    const uk = await quoteCheckout.as(as(me), { shippingMethod: 'standard', country: 'GB' });
    const ok = await placeOrder.as(
      as(me),
      order({
        address: { ...address, country: 'GB', region: '', postalCode: 'sw1a 1aa' },
        expectedTotalMinor: (uk as { data: { totalMinor: number } }).data.totalMinor,
      }),
    );
    expect(ok).toMatchObject({ ok: true, data: { kind: 'placed' } });
    expect(await placeOrder.as(as(me), order({ address: { ...address, country: 'ZZ' } }))).toMatchObject({ ok: false, status: 400 });
  });

  it('sells 10 units to 200 buyers checking out at once: exactly 10 orders, stock 0, never below', async () => {
    const sku = await product(10);
    const buyers: Identity[] = [];
    for (let i = 0; i < 200; i++) buyers.push(await buyer(sku, 1));
    const results = await Promise.all(buyers.map((b) => placeOrder.as(as(b), order({ expectedTotalMinor: 2000 + 495 }))));
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.status === 409 && /sold out|Only/.test(r.error))).toBe(true);
    expect(await stockOf(sku)).toBe(0);
    const counted = await db.db.execute(
      sql`select count(*)::int as n from ${orders} o join order_lines l on l.order_id = o.id where l.sku = ${sku}`,
    );
    const [row] = (counted as unknown as { rows: { n: number }[] }).rows;
    expect(row!.n).toBe(10);
  });

  it('moves an order placed -> paid -> shipped -> delivered for the operator only, mailing the buyer each time', async () => {
    const sku = await product(5);
    const me = await buyer(sku);
    const placed = await placeOrder.as(as(me), order({ email: 'track@example.com' }));
    const number = (placed as { data: { number: string } }).data.number;
    const operator: ActionContext = { clientIp: 'cli', viewer: SYSTEM };
    expect(await changeShopOrder.as(as(me), { number, to: 'paid' })).toMatchObject({ ok: false, status: 404 });
    // Each missing field said by the field, in the studio's words (the CLI adds its flags).
    expect(await changeShopOrder.as(operator, { number, to: 'shipped' })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: {
        carrier: ['Name the carrier, like UPS, to ship the order.'],
        trackingNumber: ['Enter the tracking number the carrier gave.'],
      },
    });
    const shipForm = new FormData();
    for (const [k, v] of Object.entries({ number, to: 'shipped', carrier: 'U', trackingNumber: '' })) shipForm.set(k, v);
    expect(await changeShopOrder.as(operator, shipForm)).toMatchObject({
      fieldErrors: { carrier: ['Name the carrier, like UPS.'], trackingNumber: ['Enter the tracking number the carrier gave.'] },
    });
    expect(await changeShopOrder.as(operator, { number, to: 'delivered' })).toMatchObject({
      ok: false,
      status: 409,
      error: expect.stringMatching(/is placed/),
    });
    expect(await changeShopOrder.as(operator, { number, to: 'paid' })).toMatchObject({ ok: true, data: { status: 'paid' } });
    expect(
      await changeShopOrder.as(operator, { number, to: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }),
    ).toMatchObject({ ok: true });
    expect(await changeShopOrder.as(operator, { number, to: 'cancelled' })).toMatchObject({ ok: false, status: 409 });
    expect(await changeShopOrder.as(operator, { number, to: 'delivered' })).toMatchObject({ ok: true });
    const detail = await findOrder(number, { email: 'track@example.com' });
    expect(detail?.events.map((e) => e.status)).toEqual(['placed', 'paid', 'shipped', 'delivered']);
    expect(detail).toMatchObject({ carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
    const subjects = (await listMailbox(200)).filter((m) => m.to === 'track@example.com').map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        `Your StreamIt order ${number}`,
        `Payment received for order ${number}`,
        `Your StreamIt order ${number} has shipped`,
        `Order ${number} was delivered`,
      ]),
    );
  });

  it('records the money of an order paid on delivery when it is delivered', async () => {
    const sku = await product(2);
    const me = await buyer(sku, 1);
    const number = (
      (await placeOrder.as(as(me), order({ email: 'door@example.com', expectedTotalMinor: 2000 + 495 }))) as {
        data: { number: string };
      }
    ).data.number;
    const operator: ActionContext = { clientIp: 'cli', viewer: SYSTEM };
    await changeShopOrder.as(operator, { number, to: 'shipped', carrier: 'DHL', trackingNumber: 'JD0002' });
    expect(await changeShopOrder.as(operator, { number, to: 'delivered' })).toMatchObject({ ok: true });
    const detail = await findOrder(number, { email: 'door@example.com' });
    expect(detail).toMatchObject({ status: 'delivered', paymentSummary: 'Paid on delivery' });
    expect(detail?.events.at(-1)?.note).toBe('Delivered, and paid on delivery.');
  });

  it('puts a cancelled order back into stock, and lets the operator set stock', async () => {
    const sku = await product(5);
    const me = await buyer(sku);
    const number = ((await placeOrder.as(as(me), order())) as { data: { number: string } }).data.number;
    expect(await stockOf(sku)).toBe(3);
    const operator: ActionContext = { clientIp: 'cli', viewer: SYSTEM };
    expect(await changeShopOrder.as(operator, { number, to: 'cancelled' })).toMatchObject({ ok: true });
    expect(await stockOf(sku)).toBe(5);
    expect(await setProductStock.as(as(me), { sku, stock: 100 })).toMatchObject({ ok: false, status: 404 });
    expect(await setProductStock.as(operator, { sku, stock: -1 })).toMatchObject({ ok: false, status: 400 });
    expect(await setProductStock.as(operator, { sku, stock: 7 })).toMatchObject({ ok: true, data: { sku, stock: 7 } });
    expect(await stockOf(sku)).toBe(7);
  });

  it('tracks an order by number and e-mail; every wrong pair gets the same answer, and guessing is rate limited', async () => {
    const sku = await product(5);
    const me = await buyer(sku);
    const number = ((await placeOrder.as(as(me), order({ email: 'Tracker@Example.com' }))) as { data: { number: string } }).data.number;
    const stranger: ActionContext = { clientIp: `tracker-${number}`, viewer: { kind: 'visitor', role: 'member' } };
    expect(await trackOrder.as(stranger, { number: number.toLowerCase(), email: 'tracker@example.com' })).toMatchObject({
      ok: true,
      data: { number },
    });
    const wrong = [
      { number, email: 'other@example.com' },
      { number: 'SI-0000-0000-0000', email: 'tracker@example.com' },
      { number: 'not a number', email: 'tracker@example.com' },
    ];
    const answers = await Promise.all(wrong.map((w) => trackOrder.as(stranger, w)));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toMatchObject({ ok: false, status: 404 });
    const tries = await Promise.all(Array.from({ length: 8 }, () => trackOrder.as(stranger, wrong[0])));
    expect(tries.some((t) => !t.ok && t.status === 429)).toBe(true);
  });

  it("keeps a signed-in buyer's address when asked, and nobody else can remove it", async () => {
    const sku = await product(5);
    const person = await upsertUserIdentity(db.db, {
      issuer: 'https://issuer.example',
      subject: `addr-${Date.now()}`,
      email: 'addr@example.com',
      name: 'Addr',
    });
    const ctx: ActionContext = { clientIp: `p-${person.id}`, viewer: { kind: 'user', role: 'member', identity: person, sessionId: 'x' } };
    await addToCart.as(ctx, { sku, quantity: 2 });
    expect(await placeOrder.as(ctx, order({ saveAddress: true }))).toMatchObject({ ok: true });
    const [saved] = await savedAddressesOf(person.id);
    expect(saved?.address).toMatchObject({ line1: '12 Market Street', postalCode: '94107' });
    const other = await upsertUserIdentity(db.db, {
      issuer: 'https://issuer.example',
      subject: `addr2-${Date.now()}`,
      email: 'b@example.com',
      name: 'B',
    });
    const otherCtx: ActionContext = {
      clientIp: `p-${other.id}`,
      viewer: { kind: 'user', role: 'member', identity: other, sessionId: 'y' },
    };
    expect(await removeAddress.as(otherCtx, { id: saved!.id })).toMatchObject({ ok: false, status: 404 });
    expect(await removeAddress.as(as(await buyer(sku)), { id: saved!.id })).toMatchObject({ ok: false, status: 404 });
    expect(await removeAddress.as(ctx, { id: saved!.id })).toMatchObject({ ok: true, data: [] });
    // A guest's address is never kept.
    const guest = await buyer(sku);
    await placeOrder.as(as(guest), order({ saveAddress: true }));
    expect(await savedAddressesOf(guest.id)).toEqual([]);
  });

  it("keeps a guest's orders with their e-mail: the next person to sign in at that browser sees only what their verified address placed", async () => {
    const sku = await product(20);
    const guest = await buyer(sku);
    const placed: Record<string, string> = {};
    for (const email of ['grace@example.com', 'stranger-one@example.com', 'stranger-two@example.com']) {
      if (Object.keys(placed).length) await addToCart.as(as(guest), { sku, quantity: 2 });
      const card = { provider: 'test-card', details: { cardNumber: TEST_CARDS.approve, expiry: '12/40', cvc: '123' } };
      const result = await placeOrder.as(as(guest), order({ email, payment: card }));
      placed[email] = (result as { data: { number: string } }).data.number;
    }
    const grace = await upsertUserIdentity(db.db, {
      issuer: 'https://issuer.example',
      subject: `grace-${Date.now()}`,
      email: 'Grace@example.com',
      name: 'Grace',
      emailVerified: true,
    });
    await db.db.transaction((tx) => mergeGuest(tx, guest.id, grace.id));
    expect((await ordersOf(grace.id)).map((o) => o.number)).toEqual([placed['grace@example.com']]);
    expect(await findOrder(placed['stranger-one@example.com']!, { identityId: grace.id })).toBeUndefined();
    expect(await findOrder(placed['grace@example.com']!, { identityId: grace.id })).toMatchObject({ email: 'grace@example.com' });
    // The others are still found by number and e-mail, as their buyers were told.
    expect(await findOrder(placed['stranger-two@example.com']!, { email: 'stranger-two@example.com' })).toMatchObject({
      number: placed['stranger-two@example.com'],
    });
    // An address nobody verified claims nothing; a signed-in buyer's own orders are theirs whatever e-mail they typed.
    const unverified = await upsertUserIdentity(db.db, {
      issuer: 'https://issuer.example',
      subject: `unverified-${Date.now()}`,
      email: 'stranger-one@example.com',
      name: 'Unverified',
    });
    expect(await ordersOf(unverified.id)).toEqual([]);
    const ctx: ActionContext = {
      clientIp: `u-${unverified.id}`,
      viewer: { kind: 'user', role: 'member', identity: unverified, sessionId: 'u' },
    };
    await addToCart.as(ctx, { sku, quantity: 2 });
    const own = (await placeOrder.as(ctx, order({ email: 'gift@example.com' }))) as { data: { number: string } };
    expect((await ordersOf(unverified.id)).map((o) => o.number)).toEqual([own.data.number]);
  });

  it('lets the buyer cancel until it ships: by its owner or its number and e-mail, stock back, a card refunded, mailed; nobody else', async () => {
    const operator: ActionContext = { clientIp: 'cli', viewer: SYSTEM };
    const sku = await product(10);
    const me = await buyer(sku);
    const placed = (await placeOrder.as(as(me), order({ email: 'canceller@example.com' }))) as { data: { number: string } };
    const number = placed.data.number;
    // Unpaid by bank transfer: the order itself says how to pay it.
    expect(await findOrder(number, { identityId: me.id })).toMatchObject({
      cancellable: true,
      bankTransfer: { reference: number, details: expect.stringContaining('IBAN') },
    });
    expect(await stockOf(sku)).toBe(8);
    const stranger = as((await createGuest()).identity);
    expect(await cancelMyOrder.as(stranger, { number })).toMatchObject({ ok: false, status: 404 });
    expect(await cancelMyOrder.as(stranger, { number, email: 'someone@example.com' })).toMatchObject({ ok: false, status: 404 });
    expect(await findOrder(number, { any: true })).toMatchObject({ status: 'placed' });
    // The tracking page's way: the number and the e-mail, from any browser.
    expect(await cancelMyOrder.as(stranger, { number, email: ' Canceller@example.com' })).toMatchObject({
      ok: true,
      data: { order: { status: 'cancelled', cancellable: false, bankTransfer: null }, byEmail: true },
    });
    expect(await stockOf(sku)).toBe(10);
    expect((await findOrder(number, { any: true }))?.events.at(-1)?.note).toBe('Cancelled by the buyer; the items went back into stock.');
    expect((await listMailbox()).some((m) => m.to === 'canceller@example.com' && m.subject === `Order ${number} was cancelled`)).toBe(true);
    expect(await cancelMyOrder.as(as(me), { number })).toMatchObject({
      ok: false,
      status: 409,
      error: expect.stringMatching(/cancelled already/),
    });
    // Paid by card: refunded in full. Shipped: too late, in words.
    await addToCart.as(as(me), { sku, quantity: 2 });
    const card = {
      provider: 'test-card',
      details: { cardNumber: TEST_CARDS.approve, expiry: '1240' /* the digits alone, as typed on a phone */, cvc: '123' },
    };
    const paid = ((await placeOrder.as(as(me), order({ payment: card }))) as { data: { number: string } }).data.number;
    expect(await cancelMyOrder.as(as(me), { number: paid })).toMatchObject({ ok: true, data: { order: { status: 'cancelled' } } });
    expect((await findOrder(paid, { any: true }))?.events.at(-1)?.note).toMatch(/^Cancelled and refunded to Card ending 4242/);
    await addToCart.as(as(me), { sku, quantity: 2 });
    const shipped = ((await placeOrder.as(as(me), order({ payment: card }))) as { data: { number: string } }).data.number;
    await changeShopOrder.as(operator, { number: shipped, to: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
    expect(await cancelMyOrder.as(as(me), { number: shipped })).toMatchObject({
      ok: false,
      status: 409,
      error: expect.stringMatching(/on its way: it can no longer be cancelled/),
    });
  });

  it('refunds a paid order it cancels, and lets unpaid orders hold stock only so long and so many', async () => {
    const operator: ActionContext = { clientIp: 'cli', viewer: SYSTEM };
    const sku = await product(20);
    const payer = await buyer(sku);
    const paid = await placeOrder.as(
      as(payer),
      order({ payment: { provider: 'test-card', details: { cardNumber: TEST_CARDS.approve, expiry: '12/40', cvc: '123' } } }),
    );
    const paidNumber = (paid as { data: { number: string } }).data.number;
    expect(await changeShopOrder.as(operator, { number: paidNumber, to: 'cancelled' })).toMatchObject({ ok: true });
    expect((await findOrder(paidNumber, { any: true }))?.events.at(-1)?.note).toMatch(
      /^Cancelled and refunded to Card ending 4242 \(refund tc_\w+_refund\)/,
    );
    // Two unpaid orders per buyer at most; a card is always welcome.
    const me = await buyer(sku, 1);
    const mine = (over: Record<string, unknown> = {}) => order({ email: 'holder@example.com', expectedTotalMinor: 2000 + 495, ...over });
    expect(await placeOrder.as(as(me), mine())).toMatchObject({ ok: true });
    await addToCart.as(as(me), { sku, quantity: 1 });
    expect(await placeOrder.as(as(me), mine())).toMatchObject({ ok: true });
    await addToCart.as(as(me), { sku, quantity: 1 });
    expect(await placeOrder.as(as(me), mine())).toMatchObject({
      ok: false,
      status: 409,
      error: expect.stringMatching(/2 orders waiting for payment/),
    });
    const other = await buyer(sku, 1); // another identity, the same e-mail address
    expect(await placeOrder.as(as(other), mine())).toMatchObject({ ok: false, status: 409 });
    const card = { provider: 'test-card', details: { cardNumber: TEST_CARDS.approve, expiry: '12/40', cvc: '123' } };
    expect(await placeOrder.as(as(me), mine({ payment: card }))).toMatchObject({ ok: true, data: { status: 'paid' } });
    // Past the hold, unpaid orders lapse and their stock is back.
    const before = await stockOf(sku);
    await db.db.execute(
      sql`update orders set created_at = now() - interval '4 days' where email = 'holder@example.com' and status = 'placed'`,
    );
    expect((await lapseUnpaidOrders()).lapsed).toBe(2);
    expect(await stockOf(sku)).toBe(before + 2);
  });

  it('takes only a few unpaid orders a day from one address, whatever guest and e-mail each one claims', async () => {
    const sku = await product(50);
    const from = (identity: Identity): ActionContext => ({ ...as(identity), clientIp: `one-address-${engine.name}-${sku}` });
    const unpaid = (n: number) => order({ email: `holder-${n}-${sku}@example.com`, expectedTotalMinor: 2000 + 495 });
    for (let n = 0; n < UNPAID_ORDERS_PER_CLIENT; n++)
      expect(await placeOrder.as(from(await buyer(sku, 1)), unpaid(n))).toMatchObject({ ok: true, data: { status: 'placed' } });
    const next = await buyer(sku, 1);
    const before = await stockOf(sku);
    expect(await placeOrder.as(from(next), unpaid(99))).toMatchObject({
      ok: false,
      status: 409,
      error: expect.stringMatching(/pay this one by card/),
    });
    expect(await stockOf(sku)).toBe(before);
    const card = { provider: 'test-card', details: { cardNumber: TEST_CARDS.approve, expiry: '12/40', cvc: '123' } };
    const byCard = order({ email: `card-${sku}@example.com`, expectedTotalMinor: 2000 + 495, payment: card });
    expect(await placeOrder.as(from(next), byCard)).toMatchObject({ ok: true, data: { status: 'paid' } });
  });

  it('makes no guest for a write that needs a cart it does not have, and refuses a NUL as a field error', async () => {
    const visitor: ActionContext = { clientIp: 'visitor-x', viewer: { kind: 'visitor', role: 'member' } };
    expect(await setCartQuantity.as(visitor, { sku: 'X', quantity: 1 })).toMatchObject({ ok: false, status: 404 });
    expect(await removeFromCart.as(visitor, { sku: 'X' })).toMatchObject({ ok: true, data: { count: 0 } });
    expect(await addToCart.as(visitor, { sku: 'SKU\u0000', quantity: 1 })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { sku: ['Remove the control characters.'] },
    });
    expect(await trackOrder.as(visitor, { number: 'SI-0000-0000-0000', email: 'a@b.c\u0000' })).toMatchObject({ ok: false, status: 400 });
  });
});
