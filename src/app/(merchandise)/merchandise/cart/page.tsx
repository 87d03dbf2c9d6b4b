import type { Metadata } from 'next';
import { currentIdentity } from '@/domains/identity/identity';
import { readCart } from '@/domains/shop/cart';
import { EMPTY_CART } from '@/domains/shop/cart-view';
import { CartPage } from '@/domains/shop/components/CartPage';
import { BreadcrumbTrail } from '@/ui/Breadcrumb';

// Personal: rendered per request for whoever asks, never cached, never indexed.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Your cart', robots: { index: false } };

export default async function Page() {
  const identity = await currentIdentity();
  const cart = identity ? await readCart(identity.id) : EMPTY_CART;
  return (
    <div className="container section">
      <BreadcrumbTrail trail={[{ href: '/merchandise', label: 'Merchandise Store' }]} current="Cart" />
      <h1>Your cart</h1>
      <CartPage initial={cart} />
    </div>
  );
}
