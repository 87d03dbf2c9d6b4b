import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/db/client';
import { ActionError } from '@/server/action-error';
import { MAX_LINE_QUANTITY, totalCart, type CartItem, type CartLine, type CartView, type WishlistView } from './cart-view';
import { productPath } from './products';
import { pictureOf } from './variant-choice';
import { cartLines, productVariants, products, wishlistItems, type ProductImage } from './schema';

// The cart and the wishlist of an identity (a person or a guest). Every read joins the variants' prices and stock as
// they are now; every write names its owner from the action's context, never from its input, so there is no way to
// reach another identity's lines. Quantities are checked against stock here and spent only at checkout.

const itemColumns = {
  variantId: productVariants.id,
  sku: productVariants.sku,
  options: productVariants.options,
  unitPriceMinor: productVariants.priceMinor,
  currency: productVariants.currency,
  // An unpublished product can no longer be bought: it reads as sold out rather than vanishing from the cart.
  stock: sql<number>`case when ${products.published} then ${productVariants.stock} else 0 end`.mapWith(Number),
  slug: products.slug,
  name: products.name,
  images: products.images,
  optionNames: products.optionNames,
};

type ItemRow = {
  sku: string;
  options: Record<string, string>;
  unitPriceMinor: number;
  currency: string;
  stock: number;
  slug: string;
  name: string;
  images: ProductImage[];
  optionNames: string[];
};

function toItem(row: ItemRow): CartItem {
  return {
    sku: row.sku,
    slug: row.slug,
    name: row.name,
    href: productPath(row.slug),
    // The picture of the variant's colour where one is tagged (a Frost hoodie shows frost), else the product's first.
    image: row.images[pictureOf(row.images, row.options)] ?? row.images[0] ?? null,
    optionsLabel: row.optionNames
      .map((n) => row.options[n])
      .filter(Boolean)
      .join(' · '),
    unitPriceMinor: row.unitPriceMinor,
    currency: row.currency,
    stock: row.stock,
  };
}

/** The cart as it stands now, oldest line first (the order they were added in). */
export async function readCart(identityId: string, db: Executor = getDb()): Promise<CartView> {
  const rows = await db
    .select({ ...itemColumns, quantity: cartLines.quantity, seenPriceMinor: cartLines.seenPriceMinor })
    .from(cartLines)
    .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(cartLines.identityId, identityId))
    .orderBy(asc(cartLines.addedAt), asc(productVariants.id));
  const lines: CartLine[] = rows.map((r) => ({
    ...toItem(r),
    quantity: r.quantity,
    lineTotalMinor: 0,
    seenPriceMinor: r.seenPriceMinor === r.unitPriceMinor ? null : r.seenPriceMinor,
  }));
  return totalCart(lines);
}

/** A variant that can be put in a cart, by SKU: one of a published product. */
async function variantBySku(db: Executor, sku: string) {
  const [row] = await db
    .select({
      id: productVariants.id,
      stock: productVariants.stock,
      priceMinor: productVariants.priceMinor,
      currency: productVariants.currency,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.sku, sku), eq(products.published, true)));
  if (!row) throw new ActionError('That item is no longer sold.', 404);
  return row;
}

const ONE_CURRENCY = 'Your cart is priced in another currency: check it out first, then buy this on its own.';

/** The quantity a line may hold: refused in words when the stock or the per-line limit does not allow it. */
function allowedQuantity(quantity: number, stock: number, already = 0): number {
  if (stock <= 0) throw new ActionError('That item is sold out.', 409);
  if (quantity > stock) {
    const held = already > 0 ? `, and ${already} ${already === 1 ? 'is' : 'are'} already in your cart` : `: choose ${stock} or fewer`;
    throw new ActionError(`Only ${stock} left${held}.`, 409);
  }
  if (quantity > MAX_LINE_QUANTITY) throw new ActionError(`At most ${MAX_LINE_QUANTITY} of one item per order.`, 409);
  return quantity;
}

/** Adds `quantity` of a variant to the cart (to its line when there is one), inside the caller's transaction. */
async function addLine(tx: Executor, identityId: string, sku: string, quantity: number): Promise<void> {
  // One add at a time per cart: two first adds of an item would otherwise both start from nothing.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`cart:${identityId}`}, 0))`);
  const variant = await variantBySku(tx, sku);
  const [line] = await tx
    .select({ quantity: cartLines.quantity })
    .from(cartLines)
    .where(and(eq(cartLines.identityId, identityId), eq(cartLines.variantId, variant.id)))
    .for('update');
  const already = line?.quantity ?? 0;
  const next = allowedQuantity(already + quantity, variant.stock, already);
  const [other] = await tx
    .select({ currency: productVariants.currency })
    .from(cartLines)
    .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
    .where(and(eq(cartLines.identityId, identityId), sql`${productVariants.currency} <> ${variant.currency}`))
    .limit(1);
  if (other) throw new ActionError(ONE_CURRENCY, 409);
  await tx
    .insert(cartLines)
    .values({ identityId, variantId: variant.id, quantity: next, seenPriceMinor: variant.priceMinor })
    .onConflictDoUpdate({
      target: [cartLines.identityId, cartLines.variantId],
      set: { quantity: next, seenPriceMinor: variant.priceMinor },
    });
}

/** Adds `quantity` of a variant to the cart; refused beyond the stock. */
export async function addToCart(identityId: string, sku: string, quantity: number): Promise<CartView> {
  return getDb().transaction(async (tx) => {
    await addLine(tx, identityId, sku, quantity);
    return readCart(identityId, tx);
  });
}

/** Sets a line's quantity (the cart page's counter); the line must be in this identity's cart. */
export async function setLineQuantity(identityId: string, sku: string, quantity: number): Promise<CartView> {
  return getDb().transaction(async (tx) => {
    const variant = await lineVariant(tx, identityId, sku);
    // Lowering is always allowed (it is how a buyer fixes a line whose stock fell); raising is checked.
    const next = quantity <= variant.quantity ? quantity : allowedQuantity(quantity, variant.stock);
    await tx
      .update(cartLines)
      .set({ quantity: next, seenPriceMinor: variant.priceMinor })
      .where(and(eq(cartLines.identityId, identityId), eq(cartLines.variantId, variant.id)));
    return readCart(identityId, tx);
  });
}

/** The variant of a line of this identity's cart; anything else is "not in your cart". */
async function lineVariant(db: Executor, identityId: string, sku: string) {
  const [row] = await db
    .select({ id: productVariants.id, quantity: cartLines.quantity, priceMinor: productVariants.priceMinor, stock: itemColumns.stock })
    .from(cartLines)
    .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(cartLines.identityId, identityId), eq(productVariants.sku, sku)))
    .for('update', { of: cartLines });
  if (!row) throw new ActionError('That item is not in your cart any more.', 404);
  return row;
}

/** Deletes an identity's cart line or wishlist item by its SKU; whether there was one. */
async function deleteBySku(
  db: Executor,
  table: typeof cartLines | typeof wishlistItems,
  identityId: string,
  sku: string,
): Promise<boolean> {
  const removed = await db.execute(sql`
    delete from ${table} using ${productVariants}
    where ${table.identityId} = ${identityId} and ${table.variantId} = ${productVariants.id} and ${productVariants.sku} = ${sku}
    returning 1`);
  return (removed as unknown as { rows: unknown[] }).rows.length > 0;
}

/** Takes a line out of the cart (twice is the same as once). */
export async function removeLine(identityId: string, sku: string): Promise<CartView> {
  await deleteBySku(getDb(), cartLines, identityId, sku);
  return readCart(identityId);
}

/**
 * A guest's cart joins the person's at sign-in: quantities of the same item added, capped at the stock (and the
 * per-line limit) but never below one, so nothing the guest chose disappears; the line then says what is left.
 */
export async function mergeGuestCart(tx: Executor, guestId: string, userId: string): Promise<void> {
  await tx.execute(sql`
    insert into ${cartLines} (identity_id, variant_id, quantity, seen_price_minor, added_at)
    select ${userId}, g.variant_id, g.quantity, g.seen_price_minor, g.added_at from ${cartLines} g where g.identity_id = ${guestId}
    on conflict (identity_id, variant_id) do update set
      quantity = greatest(1, least(${cartLines.quantity} + excluded.quantity, ${MAX_LINE_QUANTITY},
        greatest((select stock from ${productVariants} where id = excluded.variant_id), ${cartLines.quantity}))),
      added_at = least(${cartLines.addedAt}, excluded.added_at)`);
}

// The wishlist: what an identity keeps for later, newest first.

export async function readWishlist(identityId: string, db: Executor = getDb()): Promise<WishlistView> {
  const rows = await db
    .select(itemColumns)
    .from(wishlistItems)
    .innerJoin(productVariants, eq(productVariants.id, wishlistItems.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(wishlistItems.identityId, identityId))
    .orderBy(desc(wishlistItems.addedAt), desc(productVariants.id));
  return { items: rows.map(toItem) };
}

/** Keeps a variant on the wishlist or lets it go (either twice is the same as once). */
export async function setWishlisted(identityId: string, sku: string, listed: boolean): Promise<WishlistView> {
  const db = getDb();
  if (listed) {
    const variant = await variantBySku(db, sku);
    await db.insert(wishlistItems).values({ identityId, variantId: variant.id }).onConflictDoNothing();
  } else {
    await deleteBySku(db, wishlistItems, identityId, sku);
  }
  return readWishlist(identityId);
}

/** A wishlist item into the cart (one of it) and off the wishlist: both or neither. */
export async function moveToCart(identityId: string, sku: string): Promise<{ cart: CartView; wishlist: WishlistView }> {
  return getDb().transaction(async (tx) => {
    if (!(await deleteBySku(tx, wishlistItems, identityId, sku))) throw new ActionError('That item is not on your wishlist any more.', 404);
    await addLine(tx, identityId, sku, 1);
    return { cart: await readCart(identityId, tx), wishlist: await readWishlist(identityId, tx) };
  });
}

/** A guest's wishlist joins the person's at sign-in (the earlier addition's time kept). */
export async function mergeGuestWishlist(tx: Executor, guestId: string, userId: string): Promise<void> {
  await tx.execute(sql`
    insert into ${wishlistItems} (identity_id, variant_id, added_at)
    select ${userId}, variant_id, added_at from ${wishlistItems} where identity_id = ${guestId}
    on conflict (identity_id, variant_id) do update set added_at = least(${wishlistItems.addedAt}, excluded.added_at)`);
}
