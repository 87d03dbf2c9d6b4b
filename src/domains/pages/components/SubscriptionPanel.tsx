'use client';

import Link from 'next/link';
import { useState } from 'react';
import { formatMoney } from '@/domains/shop/money';
import { LocalTime } from '@/ui/LocalTime';
import { cancelSubscription, resumeSubscription } from '../actions';
import type { BillingOverview } from '../subscriptions';

// As dates read elsewhere on the site ("4 Dec 2027"); in UTC, so the server's and the browser's agree.
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** My Account's subscription: the plan, the next charge or the end date, Cancel or Resume, and the charges so far. */
export function SubscriptionPanel({ initial }: { initial: BillingOverview | null }) {
  const [billing, setBilling] = useState(initial);
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const change = async (cancel: boolean) => {
    setBusy(true);
    const result = await (cancel ? cancelSubscription : resumeSubscription)({}).catch(() => undefined);
    setBusy(false);
    if (result?.ok) {
      setBilling(result.data);
      setMessage(cancel ? 'Cancelled: your plan runs to the end of the period, then stops.' : 'Resumed: your plan renews as before.');
    } else setMessage(result?.error ?? 'We could not reach StreamIt. Try again.');
  };
  if (!billing?.active)
    return (
      <>
        <p>
          <span className="status">{billing ? (billing.status === 'past_due' ? 'Payment failed' : 'Ended') : 'None'}</span> A plan keeps
          StreamIt free of ads and pays the film-makers; Premium also opens the 18+ collection.{' '}
          <Link href="/extra/pricing-plan">See the plans</Link>
        </p>
        <BillingHistory billing={billing} />
      </>
    );
  return (
    <>
      <p>
        <span className="status on">Active</span> <strong>{billing.plan?.name}</strong> plan, billed{' '}
        {billing.interval === 'year' ? 'yearly' : 'monthly'}
        {billing.paymentSummary && ` to your ${billing.paymentSummary.toLowerCase()}`}.
      </p>
      {billing.nextCharge ? (
        <p>
          Next charge: {formatMoney(billing.nextCharge.amountMinor, billing.nextCharge.currency)} on{' '}
          <time dateTime={billing.nextCharge.on}>{day(billing.nextCharge.on)}</time>.
        </p>
      ) : (
        <p>
          {billing.cancelAtPeriodEnd ? 'Cancelled: it' : 'It'} ends on <time dateTime={billing.until}>{day(billing.until)}</time>.
        </p>
      )}
      <p className="subscription-actions">
        {billing.cancelAtPeriodEnd ? (
          <button type="button" className="button primary" disabled={busy} onClick={() => change(false)}>
            Resume my plan
          </button>
        ) : billing.nextCharge ? (
          <button type="button" className="button" disabled={busy} onClick={() => change(true)}>
            Cancel at period end
          </button>
        ) : null}
        <Link href="/extra/pricing-plan">Change plan</Link>
      </p>
      <p className="cart-note" role="status">
        {message}
      </p>
      <BillingHistory billing={billing} />
    </>
  );
}

function BillingHistory({ billing }: { billing: BillingOverview | null }) {
  if (!billing?.history.length) return null;
  return (
    <details className="billing-history">
      <summary>Billing history</summary>
      <ul>
        {billing.history.map((h, i) => (
          <li key={i}>
            <LocalTime iso={h.at} /> · {formatMoney(h.amountMinor, h.currency)} · {h.status === 'paid' ? 'Paid' : 'Failed'}{' '}
            <span className="cart-note">{h.note}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
