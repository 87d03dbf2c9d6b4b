'use client';

import Link from 'next/link';
import { useState } from 'react';
import { FixedImage } from '@/ui/FixedImage';
import { availabilityLabel, availabilityOf } from '../availability';
import { moveItemToCart, toggleWishlist } from '../cart-store';
import type { WishlistView } from '../cart-view';
import { formatMoney } from '../money';

/** The wishlist page: what the viewer keeps for later, each with Move to cart and Remove. */
export function WishlistPage({ initial }: { initial: WishlistView }) {
  const [items, setItems] = useState(initial.items);
  const [message, setMessage] = useState<string>();
  if (items.length === 0)
    return (
      <div className="cart-empty-page">
        <p>{message ?? 'Nothing on your wishlist yet.'} Save things you like from their product page.</p>
        <p className="button-row">
          <Link href="/merchandise/shop" className="button primary">
            Browse the shop
          </Link>
        </p>
      </div>
    );
  return (
    <>
      <p className="cart-message" role="status">
        {message}
      </p>
      <ul className="wishlist-items" aria-label="Your wishlist">
        {items.map((item) => {
          const label = `${item.name}${item.optionsLabel ? ` (${item.optionsLabel})` : ''}`;
          const soldOut = availabilityOf(item.stock) === 'sold-out';
          return (
            <li key={item.sku} className="wishlist-item">
              {item.image && <FixedImage src={item.image.path} alt="" width={240} height={240} className="cart-thumb" />}
              <Link href={item.href} className="cart-line-name">
                {item.name}
              </Link>
              {item.optionsLabel && <span className="cart-line-options">{item.optionsLabel}</span>}
              <span className="cart-line-price">{formatMoney(item.unitPriceMinor, item.currency)}</span>
              <span className="stock" data-availability={availabilityOf(item.stock)}>
                {availabilityLabel(item.stock)}
              </span>
              <div className="wishlist-buttons">
                <button
                  type="button"
                  className="button primary"
                  disabled={soldOut}
                  aria-label={`Move ${label} to cart`}
                  onClick={async () => {
                    const moved = await moveItemToCart(item.sku);
                    if (moved.wishlist) setItems(moved.wishlist.items);
                    setMessage(moved.error ?? `${label} is in your cart.`);
                  }}
                >
                  Move to cart
                </button>
                <button
                  type="button"
                  className="button"
                  aria-label={`Remove ${label} from wishlist`}
                  onClick={async () => {
                    const error = await toggleWishlist(item.sku, false);
                    if (!error) setItems((all) => all.filter((i) => i.sku !== item.sku));
                    setMessage(error ?? `${label} is off your wishlist.`);
                  }}
                >
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
