'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Field, FormError, useActionForm } from '@/ui/forms';
import { changeShopOrder } from '../actions';
import type { OrderStatus } from '../schema';

const LABEL: Record<Exclude<OrderStatus, 'placed'>, string> = {
  paid: 'Mark paid',
  shipped: 'Ship',
  delivered: 'Mark delivered',
  cancelled: 'Cancel, refund and restock',
};

/** The operator's next steps for an order: each allowed change, shipping with its carrier and tracking number. */
export function StudioOrderActions({ number, next }: { number: string; next: Exclude<OrderStatus, 'placed'>[] }) {
  const router = useRouter();
  const [done, setDone] = useState<string | null>(null);
  const form = useActionForm(
    changeShopOrder,
    (result) => {
      setDone(`Order ${result.number} is now ${result.status}; the buyer has been mailed.`);
      router.refresh();
    },
    { notice: (result) => `Order ${result.number} is now ${result.status}; the buyer has been mailed.` },
  );
  if (!next.length) return <p>Nothing more to do: this order is {done ? 'updated' : 'closed'}.</p>;
  return (
    <div className="studio-order-actions">
      {next.includes('shipped') && (
        <form action={form.action} onSubmit={form.onSubmit} className="form-grid studio-form" noValidate>
          <input type="hidden" name="number" value={number} />
          <input type="hidden" name="to" value="shipped" />
          <Field name="carrier" label="Carrier" errors={form.errors} maxLength={40} placeholder="UPS" />
          <Field name="trackingNumber" label="Tracking number" errors={form.errors} maxLength={40} />
          <p className="form-buttons">
            <button type="submit" className="button primary" disabled={form.busy}>
              Ship
            </button>
          </p>
        </form>
      )}
      {next
        .filter((to) => to !== 'shipped')
        .map((to) => (
          <form
            key={to}
            action={form.action}
            onSubmit={(e) => {
              if (to === 'cancelled' && !window.confirm('Cancel this order? A paid order is refunded, and its items go back into stock.'))
                return e.preventDefault();
              void form.onSubmit(e);
            }}
            noValidate
          >
            <input type="hidden" name="number" value={number} />
            <input type="hidden" name="to" value={to} />
            <button type="submit" className={to === 'cancelled' ? 'button danger' : 'button'} disabled={form.busy}>
              {LABEL[to]}
            </button>
          </form>
        ))}
      <FormError errors={form.errors} />
      <p role="status">{done}</p>
    </div>
  );
}
