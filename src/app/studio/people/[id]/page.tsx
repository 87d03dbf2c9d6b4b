import Link from 'next/link';
import { notFound } from 'next/navigation';
import { StudioPersonActions } from '@/domains/identity/components/StudioPersonActions';
import { studioPerson } from '@/domains/identity/studio';
import { StudioSubscriptionForm } from '@/domains/pages/components/StudioSubscriptionForm';
import { getSubscription, listPlans } from '@/domains/pages/subscriptions';
import { LocalTime } from '@/ui/LocalTime';
import { requireStudio, studioMetadata } from '../../gate';
import { StudioSection } from '@/ui/StudioSection';

export const generateMetadata = ({ params }: { params: Promise<{ id: string }> }) =>
  studioMetadata('Account', async () => {
    const person = await studioPerson((await params).id);
    return person && (person.name || person.email);
  });

export default async function StudioPersonPage({ params }: { params: Promise<{ id: string }> }) {
  await requireStudio();
  const { id } = await params;
  const person = await studioPerson(id);
  if (!person) notFound();
  const [subscription, plans] = await Promise.all([getSubscription(person.id), listPlans()]);
  const active = !!subscription && subscription.status !== 'canceled' && subscription.currentPeriodEnd > new Date();
  return (
    <>
      <p>
        <Link href="/studio/people" prefetch={false}>
          All people
        </Link>
      </p>
      <h1>{person.name || person.email}</h1>
      <dl className="studio-details">
        <dt>E-mail</dt>
        <dd>{person.email || '—'}</dd>
        <dt>Role</dt>
        <dd>{person.role === 'operator' ? 'Operator' : 'Member'}</dd>
        <dt>Joined</dt>
        <dd>
          <LocalTime iso={person.createdAt.toISOString()} />
        </dd>
        <dt>Account</dt>
        <dd>
          {!person.local
            ? `Signs in with ${person.issuer}: their account is managed there.`
            : person.disabledAt
              ? 'Disabled'
              : person.twoStep
                ? 'Active, with two-step verification'
                : 'Active'}
        </dd>
      </dl>
      {person.local && (
        <StudioSection id="account" heading="Account">
          <StudioPersonActions identityId={person.id} disabled={!!person.disabledAt} twoStep={person.twoStep} />
        </StudioSection>
      )}
      <StudioSection id="subscription" heading="Subscription">
        <p>
          {subscription
            ? `${subscription.plan}, ${active ? 'active' : 'ended'}${active ? `, until ${subscription.currentPeriodEnd.toISOString().slice(0, 10)}` : ''}${subscription.cancelAtPeriodEnd && active ? ' (cancelled: ends then)' : ''}.`
            : 'None.'}
        </p>
        <StudioSubscriptionForm identityId={person.id} plans={plans.map((p) => ({ slug: p.slug, name: p.name }))} active={active} />
      </StudioSection>
      <StudioSection id="sessions" heading="Sessions on the site">
        {person.sessions.length ? (
          <ul>
            {person.sessions.map((s, i) => (
              <li key={i}>
                {s.userAgent || 'Unknown browser'}: signed in <LocalTime iso={s.createdAt.toISOString()} />, last seen{' '}
                <LocalTime iso={s.lastSeenAt.toISOString()} />
              </li>
            ))}
          </ul>
        ) : (
          <p>None open.</p>
        )}
      </StudioSection>
    </>
  );
}
