'use client';

import { useRef, useState } from 'react';
import { useBankChallenge } from '@/ui/BankChallenge';
import type { PaymentChoice } from '@/domains/shop/payments';
import { Field, fieldErrors, FormError, type Errors } from '@/ui/forms';
import { subscribeToPlan } from '../actions';
import type { BillingInterval } from '../schema';

/** Paying for a plan: the card (kept for renewals), Subscribe, and back to where the viewer came from. */
export function SubscribeForm({
  plan,
  interval,
  price,
  providers,
  returnTo,
}: {
  plan: { slug: string; name: string };
  interval: BillingInterval;
  price: string;
  providers: PaymentChoice[];
  returnTo: string;
}) {
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const bank = useBankChallenge(
    (token) => void submit(token),
    (message) => setErrors({ _: message }),
  );
  // A new key after a refusal: the next attempt is a new charge (see CheckoutForm).
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const form = useRef<HTMLFormElement>(null);
  const provider = providers[0];

  async function submit(confirmation?: string) {
    if (!provider || busy || !form.current) return;
    const details: Record<string, string> = {};
    for (const [name, value] of new FormData(form.current)) if (name.startsWith('card.')) details[name.slice(5)] = String(value);
    setBusy(true);
    const result = await subscribeToPlan({
      plan: plan.slug,
      interval,
      payment: { provider: provider.id, details, ...(confirmation ? { confirmation } : {}) },
      idempotencyKey,
    }).catch(() => undefined);
    setBusy(false);
    if (!result) return setErrors({ _: 'We could not reach StreamIt. Nothing was charged; try again.' });
    setErrors(fieldErrors(result));
    if (!result.ok) return setIdempotencyKey(crypto.randomUUID());
    if (result.data.kind === 'confirm') return bank.ask(result.data);
    // A whole page load: the title's page or watch page (its early start, its access) is built for the subscriber.
    window.location.assign(returnTo || '/my-account');
  }

  if (!provider) return <p className="field-error">Card payments are not set up on this site, so plans cannot be bought here yet.</p>;
  return (
    <form
      ref={form}
      // Card details go in the body, never the address: before the app loads, a submit posts the page to itself.
      method="post"
      className="form-grid checkout-section subscribe-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p className="cart-note">{provider.description}</p>
      <div className="field-row card-fields">
        {provider.fields.map((f) => (
          <Field
            key={f.name}
            name={`card.${f.name}`}
            label={f.label}
            autoComplete={f.autoComplete}
            inputMode={f.inputMode}
            placeholder={f.placeholder}
            errors={errors}
          />
        ))}
      </div>
      <FormError errors={errors} />
      <button type="submit" className="button primary place-order" disabled={busy}>
        {busy ? 'Subscribing…' : `Subscribe to ${plan.name} · ${price} / ${interval}`}
      </button>
      <p className="cart-note">
        Your card is charged {price} now and every {interval} after, until you cancel. Cancel any time on My Account: the plan runs to the
        end of the period you paid for.
      </p>
      {bank.dialog}
    </form>
  );
}
