'use client';

import { useRouter } from 'next/navigation';
import { Fragment, useEffect, useId, useState } from 'react';
import { Field, FormError } from '@/ui/forms';
import { placeOrder, quoteCheckout } from '../actions';
import { loadShop } from '../cart-store';
import type { CartView } from '../cart-view';
import { formatMoney } from '../money';
import type { PaymentChoice } from '../payments';
import type { ShippingAddress } from '../schema';
import { COUNTRIES, priceQuote, type ShippingMethodId } from '../shipping';
import { FixedImage } from '@/ui/FixedImage';
import { usePaymentForm } from '@/ui/BankChallenge';

type Props = {
  cart: CartView;
  email: string;
  payments: PaymentChoice[];
  /** The signed-in buyer's last saved address (filled in), and whether they may save one. */
  saved: ShippingAddress | null;
  signedIn: boolean;
  /** This attempt's key, made by the server: a form posted before the app loaded carries it too. */
  idempotencyKey: string;
};

/**
 * Checkout on one page: contact, address (checked for its country), shipping, payment, and the review the server
 * priced. Place order sends what the buyer chose and the total they saw; the server recomputes everything. Before
 * the app has loaded the form posts itself: the order page, or this page again with what was typed and why not.
 */
export function CheckoutForm({ cart, email, payments, saved, signedIn, idempotencyKey: firstKey }: Props) {
  const id = useId();
  const router = useRouter();
  const checkout = usePaymentForm(
    placeOrder,
    firstKey,
    (placed) => {
      void loadShop(true);
      router.push(`/merchandise/order/${placed.number}`);
    },
    // A moved price: show the new total at once (the message says to review it).
    { refused: () => void quoteCheckout({ shippingMethod: method, country }).then((r) => r.ok && setQuote(r.data)) },
  );
  const { errors } = checkout;
  // A form posted before the app loaded comes back with what was chosen.
  const posted = (name: string) => checkout.errors[`$value.${name}`];
  const [country, setCountry] = useState(() => {
    const chosen = posted('address.country');
    return chosen && COUNTRIES[chosen] ? chosen : (saved?.country ?? 'US');
  });
  const [method, setMethod] = useState<ShippingMethodId>(() => (posted('shippingMethod') === 'express' ? 'express' : 'standard'));
  const [provider, setProvider] = useState(
    () => payments.find((p) => p.id === posted('payment.provider'))?.id ?? payments[0]?.id ?? 'manual',
  );
  // The total of what is chosen, from the cart the page was drawn with; the server's fresh quote replaces it.
  const [quote, setQuote] = useState(() => priceQuote(cart, method, country));
  const countryInfo = COUNTRIES[country]!;
  const money = (minor: number) => formatMoney(minor, quote.currency);
  const region = posted('address.region') ?? (saved?.country === country ? saved.region : undefined);

  useEffect(() => {
    let live = true;
    void quoteCheckout({ shippingMethod: method, country }).then((r) => live && r.ok && setQuote(r.data));
    return () => {
      live = false;
    };
  }, [method, country]);

  return (
    // Card details go in the body, never the address: before the app loads, the form posts to its server action.
    <form ref={checkout.form} action={checkout.action} onSubmit={checkout.onSubmit} className="checkout form-grid" noValidate>
      <input type="hidden" name="idempotencyKey" value={checkout.idempotencyKey} />
      <input type="hidden" name="expectedTotalMinor" value={quote.totalMinor} />
      <div className="checkout-steps">
        <fieldset className="checkout-section">
          <legend>1. Contact</legend>
          <Field
            name="email"
            label="E-mail"
            type="email"
            autoComplete="email"
            inputMode="email"
            defaultValue={email}
            errors={errors}
            hint="Your receipt and shipping updates go here."
          />
        </fieldset>

        <fieldset className="checkout-section">
          <legend>2. Shipping address</legend>
          <div className="field">
            <label htmlFor={`${id}-country`}>Country</label>
            <select
              id={`${id}-country`}
              name="address.country"
              autoComplete="shipping country"
              value={country}
              onChange={(e) => setCountry(e.target.value)}
            >
              {Object.entries(COUNTRIES).map(([code, c]) => (
                <option key={code} value={code}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <Field name="address.name" defaultValue={saved?.name} label="Full name" autoComplete="shipping name" errors={errors} />
          <Field
            name="address.line1"
            defaultValue={saved?.line1}
            label="Street address"
            autoComplete="shipping address-line1"
            errors={errors}
          />
          <Field
            name="address.line2"
            defaultValue={saved?.line2}
            label="Apartment, suite, floor (optional)"
            autoComplete="shipping address-line2"
            errors={errors}
          />
          <div className="field-row">
            <Field
              name="address.city"
              defaultValue={saved?.city}
              label="Town or city"
              autoComplete="shipping address-level2"
              errors={errors}
            />
            {countryInfo.region.options ? (
              <div className="field">
                <label htmlFor={`${id}-region`}>{countryInfo.region.label}</label>
                <select
                  key={country}
                  id={`${id}-region`}
                  name="address.region"
                  autoComplete="shipping address-level1"
                  defaultValue={region ?? ''}
                  aria-invalid={errors['address.region'] ? true : undefined}
                  aria-describedby={errors['address.region'] ? `${id}-region-error` : undefined}
                >
                  <option value="">Choose…</option>
                  {countryInfo.region.options.map(([code, name]) => (
                    <option key={code} value={code}>
                      {name}
                    </option>
                  ))}
                </select>
                {errors['address.region'] && (
                  <small id={`${id}-region-error`} className="field-error">
                    {errors['address.region']}
                  </small>
                )}
              </div>
            ) : (
              <Field
                key={country}
                name="address.region"
                defaultValue={region}
                label={countryInfo.region.label}
                autoComplete="shipping address-level1"
                errors={errors}
              />
            )}
            <Field
              key={`${country}-postal`}
              name="address.postalCode"
              defaultValue={saved?.country === country ? saved.postalCode : undefined}
              label={countryInfo.postal.label}
              autoComplete="shipping postal-code"
              placeholder={countryInfo.postal.example}
              errors={errors}
            />
          </div>
          <Field
            name="address.phone"
            defaultValue={saved?.phone}
            label="Phone (optional, for the courier)"
            type="tel"
            autoComplete="shipping tel"
            inputMode="tel"
            errors={errors}
          />
          {signedIn && (
            <label className="check-line">
              <input
                type="checkbox"
                name="saveAddress"
                defaultChecked={posted('email') === undefined ? !saved : posted('saveAddress') === 'on'}
              />{' '}
              Save this address to my account
            </label>
          )}
        </fieldset>

        <fieldset className="checkout-section">
          <legend>3. Shipping method</legend>
          <div className="choice-list">
            {quote.shipping.map((s) => (
              <label key={s.id} className="choice">
                <input type="radio" name="shippingMethod" value={s.id} checked={method === s.id} onChange={() => setMethod(s.id)} />
                <span className="choice-text">
                  <strong>{s.label}</strong> <span className="choice-detail">{s.days}</span>
                </span>
                <span className="choice-price">{s.costMinor === 0 ? 'Free' : money(s.costMinor)}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="checkout-section">
          <legend>4. Payment</legend>
          <div className="choice-list">
            {payments.map((p) => (
              <Fragment key={p.id}>
                <label className="choice">
                  <input type="radio" name="payment.provider" value={p.id} checked={provider === p.id} onChange={() => setProvider(p.id)} />
                  <span className="choice-text">
                    <strong>{p.label}</strong>
                    <span className="choice-detail">{p.description}</span>
                  </span>
                </label>
                {/* Every provider's own fields, shown under its choice while it is the one checked (before the app too). */}
                {p.fields.length > 0 && (
                  <div className="field-row card-fields">
                    {p.fields.map((f) => (
                      <Field
                        key={f.name}
                        name={`card.${p.id}.${f.name}`}
                        label={f.label}
                        autoComplete={f.autoComplete}
                        inputMode={f.inputMode}
                        placeholder={f.placeholder}
                        format={f.format}
                        errors={errors}
                      />
                    ))}
                  </div>
                )}
              </Fragment>
            ))}
          </div>
        </fieldset>
      </div>

      <aside className="checkout-review cart-summary" aria-labelledby={`${id}-review`}>
        <h2 id={`${id}-review`}>5. Review</h2>
        <ul className="review-lines">
          {cart.lines.map((l) => (
            <li key={l.sku}>
              {l.image && <FixedImage src={l.image.path} alt="" width={56} height={56} className="cart-thumb" />}
              <span>
                {l.name}
                {l.optionsLabel && <span className="cart-line-options"> · {l.optionsLabel}</span>}
                <span className="cart-line-options"> × {l.quantity}</span>
              </span>
              <span>{money(l.lineTotalMinor)}</span>
            </li>
          ))}
        </ul>
        <dl className="review-totals">
          <dt>Subtotal</dt>
          <dd>{money(quote.subtotalMinor)}</dd>
          <dt>Shipping</dt>
          <dd>{quote.shippingMinor === 0 ? 'Free' : money(quote.shippingMinor)}</dd>
          <dt>Total</dt>
          <dd>
            <strong aria-live="polite">{money(quote.totalMinor)}</strong>
          </dd>
        </dl>
        <FormError errors={errors} />
        <button type="submit" className="button primary place-order" disabled={checkout.busy}>
          {checkout.busy ? 'Placing your order…' : `Place order · ${money(quote.totalMinor)}`}
        </button>
        <p className="cart-note">Prices include taxes. You can cancel until the order ships.</p>
      </aside>

      {checkout.dialog}
    </form>
  );
}
