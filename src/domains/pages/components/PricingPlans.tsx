'use client';

import Link from 'next/link';
import { useState } from 'react';
import { formatMoney } from '@/domains/shop/money';
import type { BillingInterval } from '../schema';

export type PlanCard = {
  slug: string;
  name: string;
  description: string;
  monthlyMinor: number;
  yearlyMinor: number;
  currency: string;
  features: string[];
  unlocksRestricted: boolean;
};

/** The plans side by side, priced by the month or by the year (the toggle), each with its way in. */
export function PricingPlans({ plans, returnTo, current }: { plans: PlanCard[]; returnTo: string; current: string | null }) {
  const [interval, setInterval] = useState<BillingInterval>('month');
  return (
    <>
      <fieldset className="interval-toggle">
        <legend className="visually-hidden">Billing</legend>
        {(['month', 'year'] as const).map((i) => (
          <label key={i}>
            <input type="radio" name="interval" value={i} checked={interval === i} onChange={() => setInterval(i)} />
            <span>{i === 'month' ? 'Monthly' : 'Yearly'}</span>
          </label>
        ))}
      </fieldset>
      <ul className="plan-cards">
        {plans.map((plan) => {
          const price = interval === 'year' ? plan.yearlyMinor : plan.monthlyMinor;
          const saving = plan.monthlyMinor * 12 - plan.yearlyMinor;
          const href = `/extra/pricing-plan/subscribe?plan=${plan.slug}&interval=${interval}${returnTo ? `&returnTo=${encodeURIComponent(returnTo)}` : ''}`;
          return (
            <li key={plan.slug} className="plan-card" data-restricted={plan.unlocksRestricted || undefined}>
              <h2>{plan.name}</h2>
              <p className="plan-price">
                <strong>{formatMoney(price, plan.currency)}</strong> / {interval}
              </p>
              <p className="plan-note">
                {interval === 'year' && saving > 0
                  ? `${formatMoney(saving, plan.currency)} less than paying monthly`
                  : `or ${formatMoney(plan.yearlyMinor, plan.currency)} a year`}
              </p>
              <p>{plan.description}</p>
              <ul className="plan-features">
                {plan.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
              {current === plan.slug ? (
                <Link href="/my-account" className="button">
                  Your plan: manage it
                </Link>
              ) : (
                <Link href={href} className="button primary" prefetch={false}>
                  Choose {plan.name}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
