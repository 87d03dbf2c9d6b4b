import { randomUUID } from 'node:crypto';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { currentIdentity } from '@/domains/identity/identity';
import { safeReturnTo } from '@/domains/identity/relying-party';
import { SubscribeForm } from '@/domains/pages/components/SubscribeForm';
import { getPlan, priceOf, recurringProviders } from '@/domains/pages/subscriptions';
import { formatMoney } from '@/domains/shop/money';
import { BreadcrumbTrail } from '@/ui/Breadcrumb';

// Personal: subscribing needs the signed-in person (a guest is sent to sign in and brought back here).
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Subscribe', robots: { index: false } };

type Query = { plan?: string | string[]; interval?: string | string[]; returnTo?: string | string[] };

export default async function Page({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : '');
  const interval = one(query.interval) === 'year' ? 'year' : 'month';
  const plan = /^[a-z0-9-]{1,40}$/.test(one(query.plan)) ? await getPlan(one(query.plan)) : undefined;
  if (!plan) notFound();
  const returnTo = one(query.returnTo) ? safeReturnTo(one(query.returnTo)) : '';
  const identity = await currentIdentity();
  if (identity?.kind !== 'user') {
    const here = `/extra/pricing-plan/subscribe?plan=${plan.slug}&interval=${interval}${returnTo ? `&returnTo=${encodeURIComponent(returnTo)}` : ''}`;
    redirect(`/auth/login?returnTo=${encodeURIComponent(here)}`);
  }
  const price = formatMoney(priceOf(plan, interval), plan.currency);
  return (
    <div className="container section subscribe-page">
      <BreadcrumbTrail trail={[{ href: '/extra/pricing-plan', label: 'Subscription' }]} current={`Subscribe to ${plan.name}`} />
      <h1>
        {plan.name}, {interval === 'year' ? 'yearly' : 'monthly'}
      </h1>
      <p className="lead">
        {price} a {interval}. {plan.description}{' '}
        <Link
          href={`/extra/pricing-plan/subscribe?plan=${plan.slug}&interval=${interval === 'year' ? 'month' : 'year'}${returnTo ? `&returnTo=${encodeURIComponent(returnTo)}` : ''}`}
        >
          Pay {interval === 'year' ? 'monthly' : 'yearly'} instead
        </Link>
      </p>
      <SubscribeForm
        plan={{ slug: plan.slug, name: plan.name }}
        interval={interval}
        price={price}
        providers={recurringProviders().map(({ id, label, description, fields }) => ({ id, label, description, fields }))}
        returnTo={returnTo}
        idempotencyKey={randomUUID()}
      />
    </div>
  );
}
