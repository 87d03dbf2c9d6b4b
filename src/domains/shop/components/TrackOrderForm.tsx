'use client';

import { useState } from 'react';
import { Field, fieldErrors, FormError, type Errors } from '@/ui/forms';
import { trackOrder } from '../actions';
import type { OrderDetail } from '../order-view';
import { OrderDetailView } from './OrderDetailView';

/** /merchandise/track-order: an order's number and e-mail address give its timeline. */
export function TrackOrderForm({ number }: { number: string }) {
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [order, setOrder] = useState<OrderDetail | null>(null);
  return (
    <>
      <form
        className="track-form checkout-section form-grid"
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          const data = new FormData(e.currentTarget);
          setBusy(true);
          const result = await trackOrder({ number: String(data.get('number') ?? ''), email: String(data.get('email') ?? '') }).catch(
            () => undefined,
          );
          setBusy(false);
          if (!result) return setErrors({ _: 'We could not reach StreamIt. Check your connection and try again.' });
          setErrors(fieldErrors(result));
          setOrder(result.ok ? result.data : null);
        }}
      >
        <div className="field-row">
          <Field name="number" label="Order number" defaultValue={number} placeholder="SI-7KQ2-M9XD-4T1B" errors={errors} />
          <Field name="email" label="E-mail used for the order" type="email" autoComplete="email" inputMode="email" errors={errors} />
        </div>
        <FormError errors={errors} />
        <button type="submit" className="button primary" disabled={busy}>
          {busy ? 'Looking…' : 'Track order'}
        </button>
      </form>
      {order && (
        <section aria-label={`Order ${order.number}`} className="tracked-order">
          <h2>Order {order.number}</h2>
          <OrderDetailView order={order} />
        </section>
      )}
    </>
  );
}
