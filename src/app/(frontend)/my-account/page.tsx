import type { Metadata } from 'next';
import { MyAccountPage } from '@/domains/identity/components/MyAccountPage';
import { SubscriptionPanel } from '@/domains/pages/components/SubscriptionPanel';
import { billingOverview } from '@/domains/pages/subscriptions';

// Personal: rendered per request for the signed-in person, never cached, never indexed.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'My Account', robots: { index: false } };

export default function Page() {
  return <MyAccountPage billing={async (identityId) => <SubscriptionPanel initial={await billingOverview(identityId)} />} />;
}
