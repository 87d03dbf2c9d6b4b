import { randomUUID } from 'node:crypto';
import type { Metadata } from 'next';
import Link from 'next/link';
import { currentIdentity } from '@/domains/identity/identity';
import { readCart } from '@/domains/shop/cart';
import { cartIsBuyable, EMPTY_CART } from '@/domains/shop/cart-view';
import { CheckoutForm } from '@/domains/shop/components/CheckoutForm';
import { savedAddressesOf } from '@/domains/shop/orders';
import { paymentChoices } from '@/domains/shop/payments';
import { BreadcrumbTrail } from '@/ui/Breadcrumb';

// Personal: rendered per request for whoever asks, never cached, never indexed.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Checkout', robots: { index: false } };

export default async function Page() {
  const identity = await currentIdentity();
  const cart = identity ? await readCart(identity.id) : EMPTY_CART;
  return (
    <div className="container section">
      <BreadcrumbTrail
        trail={[
          { href: '/merchandise', label: 'Merchandise Store' },
          { href: '/merchandise/cart', label: 'Cart' },
        ]}
        current="Checkout"
      />
      <h1>Checkout</h1>
      {cartIsBuyable(cart) ? (
        <CheckoutForm
          cart={cart}
          email={identity?.kind === 'user' ? identity.email : ''}
          idempotencyKey={randomUUID()}
          payments={paymentChoices()}
          saved={identity?.kind === 'user' ? ((await savedAddressesOf(identity.id))[0]?.address ?? null) : null}
          signedIn={identity?.kind === 'user'}
        />
      ) : (
        <div className="cart-empty-page">
          <p>{cart.lines.length ? 'Some items in your cart need a look before you can check out.' : 'Your cart is empty.'}</p>
          <p className="button-row">
            <Link href={cart.lines.length ? '/merchandise/cart' : '/merchandise/shop'} className="button primary">
              {cart.lines.length ? 'Review your cart' : 'Browse the shop'}
            </Link>
          </p>
        </div>
      )}
    </div>
  );
}
