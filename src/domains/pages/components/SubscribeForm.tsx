'use client';

import { usePaymentForm } from '@/ui/BankChallenge';
import type { PaymentChoice } from '@/domains/shop/payments';
import { Field, FormError } from '@/ui/forms';
import { subscribeToPlan } from '../actions';
import type { BillingInterval } from '../schema';

/**
 * Paying for a plan: the card (kept for renewals), Subscribe, and back to where the viewer came from. Before the app
 * has loaded the form posts itself: the same place, or this page again saying why not.
 */
export function SubscribeForm({
  plan,
  interval,
  price,
  providers,
  returnTo,
  idempotencyKey,
}: {
  plan: { slug: string; name: string };
  interval: BillingInterval;
  price: string;
  providers: PaymentChoice[];
  returnTo: string;
  /** This attempt's key, made by the server (see usePaymentForm). */
  idempotencyKey: string;
}) {
  const subscribe = usePaymentForm(subscribeToPlan, idempotencyKey, () => {
    // A whole page load: the title's page or watch page (its early start, its access) is built for the subscriber.
    window.location.assign(returnTo || '/my-account#billing');
  });
  const provider = providers[0];
  if (!provider) return <p className="field-error">Card payments are not set up on this site, so plans cannot be bought here yet.</p>;
  return (
    // Card details go in the body, never the address: before the app loads, the form posts to its server action.
    <form
      ref={subscribe.form}
      action={subscribe.action}
      onSubmit={subscribe.onSubmit}
      className="form-grid checkout-section subscribe-form"
      noValidate
    >
      <input type="hidden" name="plan" value={plan.slug} />
      <input type="hidden" name="interval" value={interval} />
      <input type="hidden" name="payment.provider" value={provider.id} />
      <input type="hidden" name="idempotencyKey" value={subscribe.idempotencyKey} />
      {returnTo && <input type="hidden" name="returnTo" value={returnTo} />}
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
            format={f.format}
            errors={subscribe.errors}
          />
        ))}
      </div>
      <FormError errors={subscribe.errors} />
      <button type="submit" className="button primary place-order" disabled={subscribe.busy}>
        {subscribe.busy ? 'Subscribing…' : `Subscribe to ${plan.name} · ${price} / ${interval}`}
      </button>
      <p className="cart-note">
        Your card is charged {price} now and every {interval} after, until you cancel. Cancel any time on My Account: the plan runs to the
        end of the period you paid for.
      </p>
      {subscribe.dialog}
    </form>
  );
}
