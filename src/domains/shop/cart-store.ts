'use client';

import { useEffect, useSyncExternalStore } from 'react';
import type { ActionResult } from '@/lib/action-result';
import { addToCart, moveToCart, removeFromCart, setCartQuantity, updateWishlist } from './actions';
import { EMPTY_CART, totalCart, type CartView, type WishlistView } from './cart-view';

// The cart as the shop's client islands see it (the header's count, the side panel, the cart page, the product
// page's buttons): asked once per page load from /api/cart, then replaced by each write's answer. Edits show at
// once and are put back, with the server's reason, when it refuses.

export type ShopState = { cart: CartView; wishlist: string[]; panelOpen: boolean };

const OFFLINE = 'We could not reach StreamIt. Check your connection and try again.';
let state: ShopState | null = null;
let pending: Promise<ShopState> | null = null;
const listeners = new Set<() => void>();

function publish(next: ShopState) {
  state = next;
  for (const listener of listeners) listener();
}
const change = (partial: Partial<ShopState>) => publish({ ...(state ?? { cart: EMPTY_CART, wishlist: [], panelOpen: false }), ...partial });

/** Asks the server for the cart; `fresh` asks again even when known. */
export function loadShop(fresh = false): Promise<ShopState> {
  if (state && !fresh) return Promise.resolve(state);
  if (pending && !fresh) return pending;
  const request = fetch('/api/cart', { cache: 'no-store', credentials: 'same-origin' })
    .then((res) => (res.ok ? (res.json() as Promise<{ cart: CartView; wishlist: string[] }>) : null))
    .catch(() => null)
    .then((answer) => {
      if (pending === request) pending = null;
      if (answer) change(answer);
      else if (!state) change({});
      return state!;
    });
  pending = request;
  return request;
}

/** A page that rendered the cart on the server hands it over, so the islands start from the same lines. */
export function seedCart(cart: CartView): void {
  if (!state || state.cart !== cart) change({ cart });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The shop state once known (null until then); the first island to ask starts the check. */
export function useShop(): ShopState | null {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => null,
  );
  useEffect(() => void loadShop(), []);
  return current;
}

export const openCartPanel = () => change({ panelOpen: true });
export const closeCartPanel = () => change({ panelOpen: false });

/** Runs a write; its answer replaces the cart. Returns the refusal's words, or undefined when it went through. */
async function write<T>(call: () => Promise<ActionResult<T>>, apply: (data: T) => Partial<ShopState>): Promise<string | undefined> {
  const result = await call().catch(() => undefined);
  if (result?.ok) {
    change(apply(result.data));
    return undefined;
  }
  return result?.error ?? OFFLINE;
}

/** Puts `quantity` of a SKU in the cart and opens the side panel to show it. */
export async function addItem(sku: string, quantity: number): Promise<string | undefined> {
  const error = await write(
    () => addToCart({ sku, quantity }),
    (cart) => ({ cart }),
  );
  if (!error) openCartPanel();
  return error;
}

/** Changes a line on screen at once, then on the server; a refusal puts the line back. */
async function optimistic(edit: (cart: CartView) => CartView, call: () => Promise<ActionResult<CartView>>) {
  const before = (await loadShop()).cart;
  change({ cart: edit(before) });
  const error = await write(call, (cart) => ({ cart }));
  if (error) change({ cart: before });
  return error;
}

export const setQuantity = (sku: string, quantity: number) =>
  optimistic(
    (cart) => totalCart(cart.lines.map((l) => (l.sku === sku ? { ...l, quantity } : l))),
    () => setCartQuantity({ sku, quantity }),
  );

export const removeItem = (sku: string) =>
  optimistic(
    (cart) => totalCart(cart.lines.filter((l) => l.sku !== sku)),
    () => removeFromCart({ sku }),
  );

export async function toggleWishlist(sku: string, listed: boolean): Promise<string | undefined> {
  const before = (await loadShop()).wishlist;
  change({ wishlist: listed ? [sku, ...before.filter((s) => s !== sku)] : before.filter((s) => s !== sku) });
  const error = await write(
    () => updateWishlist({ sku, listed }),
    (w: WishlistView) => ({ wishlist: w.items.map((i) => i.sku) }),
  );
  if (error) change({ wishlist: before });
  return error;
}

/** A wishlist item into the cart; the caller gets the wishlist's new items to show. */
export async function moveItemToCart(sku: string): Promise<{ error?: string; wishlist?: WishlistView }> {
  let wishlist: WishlistView | undefined;
  const error = await write(
    () => moveToCart({ sku }),
    (data) => {
      wishlist = data.wishlist;
      return { cart: data.cart, wishlist: data.wishlist.items.map((i) => i.sku) };
    },
  );
  return { error, wishlist };
}
