'use client';

import { useState } from 'react';
import { Field, FormError, useActionForm } from '@/ui/forms';
import { trackOrder } from '../actions';
import type { OrderDetail } from '../order-view';
import { CancelOrder } from './CancelOrder';
import { OrderDetailView } from './OrderDetailView';

/** /merchandise/track-order: an order's number and e-mail address give its timeline. Posts to the server before the app loads. */
export function TrackOrderForm({ number }: { number: string }) {
  // The order as cancelled here, until the form looks up another.
  const [cancelled, setCancelled] = useState<OrderDetail | null>(null);
  const form = useActionForm(trackOrder, () => undefined, { prepare: () => setCancelled(null) });
  const found = form.result?.ok ? form.result.data : null;
  const order = cancelled && found && cancelled.number === found.number ? cancelled : found;
  return (
    <>
      <form className="track-form checkout-section form-grid" noValidate action={form.action} onSubmit={form.onSubmit}>
        <div className="field-row">
          <Field name="number" label="Order number" defaultValue={number} placeholder="SI-7KQ2-M9XD-4T1B" errors={form.errors} />
          <Field name="email" label="E-mail used for the order" type="email" autoComplete="email" inputMode="email" errors={form.errors} />
        </div>
        <FormError errors={form.errors} />
        <button type="submit" className="button primary" disabled={form.busy}>
          {form.busy ? 'Looking…' : 'Track order'}
        </button>
      </form>
      {order && (
        <section aria-label={`Order ${order.number}`} className="tracked-order">
          <h2>Order {order.number}</h2>
          <OrderDetailView order={order}>
            <CancelOrder order={order} email={order.email} onCancelled={setCancelled} />
          </OrderDetailView>
        </section>
      )}
    </>
  );
}
