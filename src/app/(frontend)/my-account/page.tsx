import type { Metadata } from 'next';
import { MyAccountPage } from '@/domains/identity/components/MyAccountPage';
import { SubscriptionPanel } from '@/domains/pages/components/SubscriptionPanel';
import { billingOverview } from '@/domains/pages/subscriptions';
import { OrderList } from '@/domains/shop/components/OrderList';
import { SavedAddresses } from '@/domains/shop/components/SavedAddresses';
import { ordersOf, savedAddressesOf } from '@/domains/shop/orders';

// Personal: rendered per request for the signed-in person, never cached, never indexed.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'My Account', robots: { index: false } };

/** The shop's part of the account: the orders (placed here, or anywhere with the verified e-mail) and saved addresses. */
async function ShopPart({ identityId }: { identityId: string }) {
  const [orders, addresses] = await Promise.all([ordersOf(identityId), savedAddressesOf(identityId)]);
  return (
    <>
      <section className="account-card" aria-labelledby="orders-heading">
        <h3 id="orders-heading">Orders</h3>
        <OrderList orders={orders} />
      </section>
      <section className="account-card" aria-labelledby="addresses-heading">
        <h3 id="addresses-heading">Saved addresses</h3>
        <SavedAddresses initial={addresses} />
      </section>
    </>
  );
}

export default function Page() {
  return (
    <MyAccountPage
      billing={async (identityId) => <SubscriptionPanel initial={await billingOverview(identityId)} />}
      orders={async (identityId) => <ShopPart identityId={identityId} />}
    />
  );
}
