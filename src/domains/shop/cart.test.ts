import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuest, mergeGuest, upsertUserIdentity, type Identity } from '@/domains/identity/identity';
import { registerGuestOwned } from '@/domains/identity/guest-owned';
import type { ActionContext } from '@/server/action';
import { addToCart, moveToCart, removeFromCart, setCartQuantity, updateWishlist } from './actions';
import { readCart, readWishlist } from './cart';
import { products, productVariants, shopCategories } from './schema';
import { testEngines, type TestDatabase } from '../../../tests/helpers/db';

const as = (identity: Identity): ActionContext => ({
  clientIp: `test-${identity.id}`,
  viewer:
    identity.kind === 'user' ? { kind: 'user', role: 'member', identity, sessionId: 'x' } : { kind: 'guest', role: 'member', identity },
});

/** A product of the test's own, with known stock: two sizes (5 and 2 left), and one sold out. */
async function makeProduct(db: TestDatabase, slug: string) {
  const [category] = await db.db
    .insert(shopCategories)
    .values({ slug: `${slug}-c`, name: 'Test' })
    .returning();
  const [product] = await db.db
    .insert(products)
    .values({
      slug,
      name: `Tee ${slug}`,
      categoryId: category!.id,
      optionNames: ['Size'],
      images: [
        { path: '/x.svg', alt: '' },
        { path: '/l.svg', alt: 'The large one', shows: { option: 'Size', value: 'L' } },
      ],
    })
    .returning();
  const sku = (s: string) => `${slug.toUpperCase()}-${s}`;
  await db.db.insert(productVariants).values([
    { productId: product!.id, sku: sku('M'), options: { Size: 'M' }, priceMinor: 2800, stock: 5 },
    { productId: product!.id, sku: sku('L'), options: { Size: 'L' }, priceMinor: 2800, stock: 2 },
    { productId: product!.id, sku: sku('XL'), options: { Size: 'XL' }, priceMinor: 3000, stock: 0 },
  ]);
  return { m: sku('M'), l: sku('L'), xl: sku('XL') };
}

describe.each(testEngines({ seeded: true }))('the cart and the wishlist on $name', (engine) => {
  let db: TestDatabase;
  let sku: Awaited<ReturnType<typeof makeProduct>>;
  let n = 0;
  const guest = async () => (await createGuest()).identity;
  const person = async () => {
    n += 1;
    return upsertUserIdentity(db.db, {
      issuer: 'https://issuer.example',
      subject: `buyer-${n}`,
      email: `buyer${n}@example.com`,
      name: 'Buyer',
    });
  };
  beforeAll(async () => {
    db = await engine.open();
    sku = await makeProduct(db, 'cart-test');
  });
  afterAll(async () => db?.dispose());

  it('adds to the cart, prices every line on the server, and refuses 0, more than the stock, and a sold-out item', async () => {
    const me = await guest();
    expect(await addToCart.as(as(me), { sku: sku.m, quantity: 0 })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { quantity: ['Choose at least one.'] },
    });
    const added = await addToCart.as(as(me), { sku: sku.m, quantity: 2 });
    expect(added).toMatchObject({ ok: true, data: { count: 2, subtotalMinor: 5600, currency: 'USD' } });
    expect(await addToCart.as(as(me), { sku: sku.m, quantity: 4 })).toEqual({
      ok: false,
      status: 409,
      error: 'Only 5 left, and 2 are already in your cart.',
    });
    expect(await addToCart.as(as(me), { sku: sku.l, quantity: 3 })).toMatchObject({
      ok: false,
      status: 409,
      error: 'Only 2 left: choose 2 or fewer.',
    });
    expect(await addToCart.as(as(me), { sku: sku.xl, quantity: 1 })).toMatchObject({
      ok: false,
      status: 409,
      error: 'That item is sold out.',
    });
    expect(await addToCart.as(as(me), { sku: 'NO-SUCH-SKU', quantity: 1 })).toMatchObject({ ok: false, status: 404 });
    const cart = await readCart(me.id);
    expect(cart.lines.map((l) => [l.sku, l.quantity, l.lineTotalMinor, l.optionsLabel])).toEqual([[sku.m, 2, 5600, 'M']]);
    // Each line's picture is its variant's where one is tagged, else the product's first.
    await addToCart.as(as(me), { sku: sku.l, quantity: 1 });
    expect((await readCart(me.id)).lines.map((l) => l.image?.path)).toEqual(['/x.svg', '/l.svg']);
  });

  it('refuses a price, a currency, an owner or a fractional quantity sent by the browser', async () => {
    const me = await guest();
    for (const tampered of [
      { sku: sku.m, quantity: 1, priceMinor: 1 },
      { sku: sku.m, quantity: 1, currency: 'EUR' },
      { sku: sku.m, quantity: 1, identityId: me.id },
      { sku: sku.m, quantity: 1.5 },
      { sku: sku.m, quantity: '2' },
      { sku: sku.m, quantity: 100 },
    ]) {
      expect(await addToCart.as(as(me), tampered)).toMatchObject({ ok: false, status: 400 });
    }
    expect((await readCart(me.id)).lines).toEqual([]);
  });

  it('edits and removes only its own lines; another identity is told the line is not there', async () => {
    const owner = await guest();
    const other = await guest();
    await addToCart.as(as(owner), { sku: sku.m, quantity: 2 });
    expect(await setCartQuantity.as(as(other), { sku: sku.m, quantity: 1 })).toMatchObject({ ok: false, status: 404 });
    expect(await removeFromCart.as(as(other), { sku: sku.m })).toMatchObject({ ok: true, data: { count: 0 } });
    expect(await moveToCart.as(as(other), { sku: sku.m })).toMatchObject({ ok: false, status: 404 });
    expect((await readCart(owner.id)).count).toBe(2);
    // The owner: raising past the stock is refused, lowering always allowed.
    expect(await setCartQuantity.as(as(owner), { sku: sku.m, quantity: 6 })).toMatchObject({
      ok: false,
      status: 409,
      error: 'Only 5 left: choose 5 or fewer.',
    });
    expect(await setCartQuantity.as(as(owner), { sku: sku.m, quantity: 5 })).toMatchObject({
      ok: true,
      data: { count: 5, subtotalMinor: 14000 },
    });
    expect(await removeFromCart.as(as(owner), { sku: sku.m })).toMatchObject({ ok: true, data: { count: 0, lines: [] } });
  });

  it('says when a price moved or the stock fell since the line was added', async () => {
    const me = await guest();
    await addToCart.as(as(me), { sku: sku.l, quantity: 2 });
    await db.db.update(productVariants).set({ priceMinor: 2500, stock: 1 }).where(eq(productVariants.sku, sku.l));
    try {
      const [line] = (await readCart(me.id)).lines;
      expect(line).toMatchObject({ unitPriceMinor: 2500, seenPriceMinor: 2800, stock: 1, quantity: 2, lineTotalMinor: 5000 });
      // Lowering the line to what is left is how the buyer fixes it; the price is then the one they have seen.
      const fixed = await setCartQuantity.as(as(me), { sku: sku.l, quantity: 1 });
      expect(fixed).toMatchObject({ ok: true, data: { lines: [{ quantity: 1, seenPriceMinor: null }] } });
    } finally {
      await db.db.update(productVariants).set({ priceMinor: 2800, stock: 2 }).where(eq(productVariants.sku, sku.l));
    }
  });

  it('keeps a wishlist per identity and moves an item to the cart: both or neither', async () => {
    const me = await guest();
    await updateWishlist.as(as(me), { sku: sku.m, listed: true });
    await updateWishlist.as(as(me), { sku: sku.xl, listed: true });
    expect((await readWishlist(me.id)).items.map((i) => i.sku)).toEqual([sku.xl, sku.m]);
    // Sold out: refused, and the item stays on the wishlist.
    expect(await moveToCart.as(as(me), { sku: sku.xl })).toMatchObject({ ok: false, status: 409 });
    expect((await readWishlist(me.id)).items).toHaveLength(2);
    const moved = await moveToCart.as(as(me), { sku: sku.m });
    expect(moved).toMatchObject({ ok: true, data: { cart: { count: 1 }, wishlist: { items: [{ sku: sku.xl }] } } });
    expect((await readWishlist((await guest()).id)).items).toEqual([]);
  });

  it("merges a guest's cart and wishlist at sign-in: quantities added, capped at the stock", async () => {
    const visitor = await guest();
    const me = await person();
    await addToCart.as(as(me), { sku: sku.m, quantity: 3 });
    await addToCart.as(as(visitor), { sku: sku.m, quantity: 4 });
    await addToCart.as(as(visitor), { sku: sku.l, quantity: 1 });
    await updateWishlist.as(as(visitor), { sku: sku.xl, listed: true });
    await db.db.transaction((tx) => mergeGuest(tx, visitor.id, me.id));
    const cart = await readCart(me.id);
    expect(cart.lines.map((l) => [l.sku, l.quantity])).toEqual([
      [sku.m, 5],
      [sku.l, 1],
    ]);
    expect((await readWishlist(me.id)).items.map((i) => i.sku)).toEqual([sku.xl]);
  });

  it('loses nothing when the merge fails half way: the guest keeps the cart', async () => {
    const visitor = await guest();
    const me = await person();
    await addToCart.as(as(visitor), { sku: sku.m, quantity: 1 });
    registerGuestOwned({ name: 'zz-failing', merge: () => Promise.reject(new Error('disk full')) });
    try {
      await expect(db.db.transaction((tx) => mergeGuest(tx, visitor.id, me.id))).rejects.toThrow('disk full');
    } finally {
      registerGuestOwned({ name: 'zz-failing', merge: async () => undefined });
    }
    expect((await readCart(visitor.id)).count).toBe(1);
    expect((await readCart(me.id)).count).toBe(0);
  });
});
