import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { currentIdentity } from '@/domains/identity/identity';
import { OrderList } from '@/domains/shop/components/OrderList';
import { ordersOf } from '@/domains/shop/orders';
import { BreadcrumbTrail } from '@/ui/Breadcrumb';

// Personal: rendered per request for whoever asks, never cached, never indexed.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'My shop account', robots: { index: false } };

const SIGN_IN = `/auth/login?returnTo=${encodeURIComponent('/my-account#orders')}`;

/** The shop's account: for a signed-in person a part of /my-account; for a guest, what was ordered from this browser. */
export default async function Page() {
  const identity = await currentIdentity();
  // One account: a signed-in person's orders and addresses are a part of /my-account.
  if (identity?.kind === 'user') redirect('/my-account#orders');
  const orders = identity ? await ordersOf(identity.id) : [];
  return (
    <div className="container section shop-account">
      <BreadcrumbTrail trail={[{ href: '/merchandise', label: 'Merchandise Store' }]} current="My Account" />
      <h1>My Account</h1>
      <div className="account-signin">
        <p className="lead">
          {orders.length
            ? 'These orders were placed from this browser. Each one also shows in the account registered with the e-mail it was placed with.'
            : 'Sign in to see your orders, saved addresses and subscription in one place.'}
        </p>
        <p>
          <a href={SIGN_IN} className="button primary">
            Sign in
          </a>{' '}
          <a href={`/auth/login?screen=sign-up&returnTo=${encodeURIComponent('/my-account')}`} className="button">
            Register
          </a>
        </p>
      </div>
      <section aria-labelledby="orders-heading">
        <h2 id="orders-heading">Orders</h2>
        <OrderList orders={orders} />
      </section>
      <nav aria-label="Shop account" className="account-links">
        <Link href="/merchandise/wishlist">Wishlist</Link>
        <Link href="/merchandise/cart">Cart</Link>
        <Link href="/merchandise/track-order">Track an order</Link>
      </nav>
    </div>
  );
}
