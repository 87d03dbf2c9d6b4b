'use client';

import { useRouter } from 'next/navigation';
import { FormError, useActionForm } from '@/ui/forms';
import { notify } from '@/ui/Notices';
import { cancelMyOrder } from '../actions';
import type { OrderDetail } from '../order-view';

/**
 * The buyer's own cancel, until the order ships: asked once more (an open <details>, so it works before the app), then
 * done as the studio does it. `email` is how the tracking page knows the buyer; `onCancelled` shows the order again.
 */
export function CancelOrder({ order, email, onCancelled }: { order: OrderDetail; email?: string; onCancelled?: (o: OrderDetail) => void }) {
  const router = useRouter();
  const form = useActionForm(
    cancelMyOrder,
    (result) => {
      notify(`Order ${result.order.number} is cancelled. A confirmation is on its way to ${result.order.email}.`);
      if (onCancelled) onCancelled(result.order);
      else router.refresh();
    },
    {
      // It moved on meanwhile (shipped, or cancelled elsewhere): the page shows where it is now, and says why.
      refused: (result) => {
        if (result.status !== 409 || onCancelled) return;
        notify(result.error);
        router.refresh();
      },
    },
  );
  if (!order.cancellable) return null;
  const paidOnline = order.status === 'paid';
  return (
    <details className="cancel-order">
      <summary className="button">Cancel this order</summary>
      <form action={form.action} onSubmit={form.onSubmit} noValidate>
        <input type="hidden" name="number" value={order.number} />
        {email && <input type="hidden" name="email" value={email} />}
        <p>
          Cancel order {order.number}? Its items go back on sale
          {paidOnline ? `, and your ${order.paymentSummary || 'payment'} is refunded in full` : ''}; we confirm by e-mail. It cannot be
          undone.
        </p>
        <FormError errors={form.errors} />
        <button type="submit" className="button danger" disabled={form.busy}>
          {form.busy ? 'Cancelling…' : 'Yes, cancel the order'}
        </button>
      </form>
    </details>
  );
}
