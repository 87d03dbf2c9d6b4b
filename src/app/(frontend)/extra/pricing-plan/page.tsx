import type { Metadata } from 'next';
import { currentIdentity } from '@/domains/identity/identity';
import { PricingPlans } from '@/domains/pages/components/PricingPlans';
import { getSubscription, listPlans } from '@/domains/pages/subscriptions';
import { safeReturnTo } from '@/domains/identity/relying-party';
import { Breadcrumb } from '@/ui/Breadcrumb';

// Per request: the viewer's own plan is marked, and a gate's "back to the title" travels through the links.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: 'Plans and pricing',
  description: 'StreamIt plans, monthly or yearly: back independent film, and unlock the 18+ collection with Premium.',
  alternates: { canonical: '/extra/pricing-plan' },
};

export default async function Page({ searchParams }: { searchParams: Promise<{ returnTo?: string | string[] }> }) {
  const { returnTo } = await searchParams;
  const back = typeof returnTo === 'string' ? safeReturnTo(returnTo) : '';
  const [plans, identity] = await Promise.all([listPlans(), currentIdentity()]);
  const subscription = identity?.kind === 'user' ? await getSubscription(identity.id) : undefined;
  const current = subscription?.status === 'active' && subscription.currentPeriodEnd.getTime() > Date.now() ? subscription.plan : null;
  return (
    <>
      <Breadcrumb title="Subscription" />
      <div className="container section pricing-page">
        <p className="lead">
          Most of StreamIt is free to watch. A plan keeps it that way and pays the people who make the films; Premium also opens the 18+
          collection.
        </p>
        {plans.length ? (
          <PricingPlans
            plans={plans.map(({ slug, name, description, monthlyMinor, yearlyMinor, currency, features, unlocksRestricted }) => ({
              slug,
              name,
              description,
              monthlyMinor,
              yearlyMinor,
              currency,
              features,
              unlocksRestricted,
            }))}
            returnTo={back === '/' ? '' : back}
            current={current}
          />
        ) : (
          <p>No plans are offered at the moment. Check back soon.</p>
        )}
      </div>
    </>
  );
}
