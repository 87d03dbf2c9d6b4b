import { availabilityOf } from './availability';
import type { ProductImage } from './schema';

// Client-safe: the cart and the wishlist as the server describes them to the header, the side panel and the pages.
// Every amount is an integer of minor units; the server computes every total, the browser only shows them (and
// multiplies integers for an optimistic line until the server's answer replaces it).

/** A line holds at least 1 and at most this many (the product page's counter stops at 0; adding 0 is refused). */
export const MAX_LINE_QUANTITY = 99;

export type CartItem = {
  sku: string;
  /** The product's slug: its page, and its cache tag when the line's stock is spent. */
  slug: string;
  name: string;
  href: string;
  image: ProductImage | null;
  /** "M · Black"; empty for a product sold one way. */
  optionsLabel: string;
  unitPriceMinor: number;
  currency: string;
  stock: number;
};

export type CartLine = CartItem & {
  quantity: number;
  lineTotalMinor: number;
  /** The price when the buyer last added or changed the line, when it is not the price now. */
  seenPriceMinor: number | null;
};

export type CartView = {
  lines: CartLine[];
  /** Units in the cart: the header's count and the panel's "Shopping Cart (n)". */
  count: number;
  subtotalMinor: number;
  currency: string;
};

export type WishlistView = { items: CartItem[] };

export const EMPTY_CART: CartView = { lines: [], count: 0, subtotalMinor: 0, currency: 'USD' };

/** The cart's totals from its lines (the server's answer and the optimistic copy agree by construction). */
export function totalCart(lines: CartLine[], currency = lines[0]?.currency ?? 'USD'): CartView {
  const priced = lines.map((l) => ({ ...l, lineTotalMinor: l.unitPriceMinor * l.quantity }));
  return {
    lines: priced,
    count: priced.reduce((n, l) => n + l.quantity, 0),
    subtotalMinor: priced.reduce((n, l) => n + l.lineTotalMinor, 0),
    currency,
  };
}

/** What a line must say before it can be bought: sold out, fewer left than it holds, or a price that moved. */
export function lineNotice(line: CartLine, format: (minor: number) => string): string | null {
  if (availabilityOf(line.stock) === 'sold-out') return 'Sold out: remove it to check out.';
  if (line.quantity > line.stock) return `Only ${line.stock} left: lower the quantity to check out.`;
  if (line.seenPriceMinor !== null)
    return `The price ${line.unitPriceMinor > line.seenPriceMinor ? 'rose' : 'fell'} from ${format(line.seenPriceMinor)} to ${format(line.unitPriceMinor)}.`;
  return null;
}

/** Whether the cart can go to checkout: every line available in the quantity it holds. */
export const cartIsBuyable = (cart: CartView) => cart.lines.length > 0 && cart.lines.every((l) => l.quantity <= l.stock);
