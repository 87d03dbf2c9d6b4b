'use client';

import Link from 'next/link';
import { lazy, Suspense } from 'react';
import { openCartPanel, useShop } from '../cart-store';

// Loaded on the first open: the panel is not part of the page's first-load script.
const CartPanel = lazy(() => import('./CartPanel').then((m) => ({ default: m.CartPanel })));

/** The header's cart: its live count, and the side panel it opens (the cart page until the script has loaded). */
export function CartButton() {
  const shop = useShop();
  const count = shop?.cart.count ?? 0;
  return (
    <>
      <Link
        href="/merchandise/cart"
        prefetch={false}
        className="icon-button cart-button"
        aria-label={`Shopping cart, ${count} ${count === 1 ? 'item' : 'items'}`}
        aria-haspopup="dialog"
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          openCartPanel();
        }}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 1.9-1.4L21 8H6.2" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="10" cy="20" r="1.5" fill="currentColor" />
          <circle cx="17" cy="20" r="1.5" fill="currentColor" />
        </svg>
        {count > 0 && (
          <span className="cart-count" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </Link>
      {shop?.panelOpen && (
        <Suspense fallback={null}>
          <CartPanel />
        </Suspense>
      )}
    </>
  );
}
