'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { FixedImage } from '@/ui/FixedImage';
import { removeItem, seedCart, setQuantity, useShop } from '../cart-store';
import { cartIsBuyable, lineNotice, MAX_LINE_QUANTITY, type CartView } from '../cart-view';
import { formatMoney } from '../money';
import { QuantityCounter } from './QuantityCounter';

/** The cart page: every line with its counter and Remove, what needs attention, the subtotal and Checkout. */
export function CartPage({ initial }: { initial: CartView }) {
  const shop = useShop();
  const [error, setError] = useState<string>();
  useEffect(() => seedCart(initial), [initial]);
  const cart = shop?.cart ?? initial;
  const money = (minor: number) => formatMoney(minor, cart.currency);
  const buyable = cartIsBuyable(cart);
  if (cart.lines.length === 0)
    return (
      <div className="cart-empty-page">
        <p>Your cart is empty.</p>
        <p className="button-row">
          <Link href="/merchandise/shop" className="button primary">
            Browse the shop
          </Link>
          <Link href="/merchandise/wishlist" className="button">
            Your wishlist
          </Link>
        </p>
      </div>
    );
  return (
    <div className="cart-layout">
      <ul className="cart-lines" aria-label="Items in your cart">
        {cart.lines.map((line) => {
          const notice = lineNotice(line, money);
          const label = `${line.name}${line.optionsLabel ? ` (${line.optionsLabel})` : ''}`;
          return (
            <li key={line.sku} className="cart-line" data-attention={notice ? 'true' : undefined}>
              {line.image && <FixedImage src={line.image.path} alt="" width={112} height={112} className="cart-thumb" />}
              <div className="cart-line-text">
                <Link href={line.href} className="cart-line-name">
                  {line.name}
                </Link>
                {line.optionsLabel && <span className="cart-line-options">{line.optionsLabel}</span>}
                <span className="cart-line-price">{money(line.unitPriceMinor)} each</span>
                {notice && <span className="cart-line-notice">{notice}</span>}
              </div>
              <QuantityCounter
                value={line.quantity}
                min={1}
                max={MAX_LINE_QUANTITY}
                itemName={label}
                onChange={async (next) => setError(await setQuantity(line.sku, next))}
              />
              <strong className="cart-line-total">{money(line.lineTotalMinor)}</strong>
              <button
                type="button"
                className="button cart-line-remove"
                aria-label={`Remove ${label}`}
                onClick={async () => setError(await removeItem(line.sku))}
              >
                Remove
              </button>
            </li>
          );
        })}
      </ul>
      <aside className="cart-summary" aria-label="Order summary">
        <p className="cart-message" role="status">
          {error}
        </p>
        <p className="cart-subtotal">
          <span>
            Subtotal ({cart.count} {cart.count === 1 ? 'item' : 'items'})
          </span>{' '}
          <strong aria-live="polite">{money(cart.subtotalMinor)}</strong>
        </p>
        <p className="cart-note">Prices include taxes; shipping is worked out at checkout.</p>
        {buyable ? (
          <Link href="/merchandise/checkout" className="button primary">
            Checkout
          </Link>
        ) : (
          <p className="cart-line-notice">Fix the lines marked above to check out.</p>
        )}
        <Link href="/merchandise/shop">Continue shopping</Link>
      </aside>
    </div>
  );
}
