'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { FixedImage } from '@/ui/FixedImage';
import { closeCartPanel, removeItem, useShop } from '../cart-store';
import { cartIsBuyable, lineNotice } from '../cart-view';
import { formatMoney } from '../money';

/** The side cart (SPEC.md section 2's "Shopping Cart (n)"): every line, the subtotal, Checkout and View cart. */
export function CartPanel() {
  const shop = useShop();
  const dialog = useRef<HTMLDialogElement>(null);
  const [error, setError] = useState<string>();
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);
  if (!shop) return null;
  const { cart } = shop;
  const money = (minor: number) => formatMoney(minor, cart.currency);
  return (
    <dialog
      ref={dialog}
      className="cart-panel"
      aria-labelledby="cart-panel-title"
      onClose={closeCartPanel}
      // A click on the backdrop (the dialog element itself, outside its content) closes it.
      onClick={(e) => e.target === dialog.current && dialog.current.close()}
    >
      <div className="cart-panel-inner">
        <header className="cart-panel-head">
          <h2 id="cart-panel-title">Shopping Cart ({cart.count})</h2>
          <button type="button" className="icon-button" aria-label="Close the cart" onClick={() => dialog.current?.close()}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        {cart.lines.length === 0 ? (
          <p className="cart-empty">
            Your cart is empty. <Link href="/merchandise/shop">Browse the shop</Link>
          </p>
        ) : (
          <ul className="cart-panel-lines">
            {cart.lines.map((line) => {
              const notice = lineNotice(line, money);
              return (
                <li key={line.sku} className="cart-panel-line">
                  {line.image && <FixedImage src={line.image.path} alt="" width={72} height={72} className="cart-thumb" />}
                  <div className="cart-panel-line-text">
                    {/* Not prefetched: the line of the product just added is the page it was added on, whose segment
                        prefetches (the page kept whole, not in segments) answer 404 after the action changed the cart. */}
                    <Link href={line.href} className="cart-line-name" prefetch={false}>
                      {line.name}
                    </Link>
                    {line.optionsLabel && <span className="cart-line-options">{line.optionsLabel}</span>}
                    <span className="cart-line-price">
                      {line.quantity} × {money(line.unitPriceMinor)}
                    </span>
                    {notice && <span className="cart-line-notice">{notice}</span>}
                  </div>
                  <button
                    type="button"
                    className="icon-button cart-remove"
                    aria-label={`Remove ${line.name}${line.optionsLabel ? ` (${line.optionsLabel})` : ''}`}
                    onClick={async () => setError(await removeItem(line.sku))}
                  >
                    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
                      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
                    </svg>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <p className="cart-message" role="status">
          {error}
        </p>
        <footer className="cart-panel-foot">
          <p className="cart-subtotal">
            <span>Subtotal</span> <strong aria-live="polite">{money(cart.subtotalMinor)}</strong>
          </p>
          <p className="cart-note">Prices include taxes; shipping is worked out at checkout.</p>
          <div className="cart-panel-buttons">
            <Link href="/merchandise/cart" className="button" onClick={() => dialog.current?.close()}>
              View cart
            </Link>
            {cartIsBuyable(cart) ? (
              <Link href="/merchandise/checkout" className="button primary" onClick={() => dialog.current?.close()}>
                Checkout
              </Link>
            ) : (
              <button type="button" className="button primary" disabled>
                Checkout
              </button>
            )}
          </div>
        </footer>
      </div>
    </dialog>
  );
}
