'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Field, FormError, useActionForm } from '@/ui/forms';
import { changeShopOrder } from '../studio-actions';
import type { OrderStatus } from '../schema';

/** Each step's button, by whether the order's money came in (pay on delivery is paid at the door). */
const label = (to: Exclude<OrderStatus, 'placed'>, paid: boolean) =>
  ({
    paid: 'Mark paid',
    shipped: 'Ship',
    delivered: paid ? 'Mark delivered' : 'Mark delivered and paid',
    cancelled: paid ? 'Cancel, refund and restock' : 'Cancel and restock',
  })[to];

/** The operator's next steps for an order: each allowed change, shipping with its carrier and tracking number. */
export function StudioOrderActions({ number, next, paid }: { number: string; next: Exclude<OrderStatus, 'placed'>[]; paid: boolean }) {
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
              const question = paid
                ? 'Cancel this order? Its payment is refunded in full, and its items go back into stock.'
                : 'Cancel this order? Nothing was paid; its items go back into stock.';
              if (to === 'cancelled' && !window.confirm(question)) return e.preventDefault();
              void form.onSubmit(e);
            }}
            noValidate
          >
            <input type="hidden" name="number" value={number} />
            <input type="hidden" name="to" value={to} />
            <button type="submit" className={to === 'cancelled' ? 'button danger' : 'button'} disabled={form.busy}>
              {label(to, paid)}
            </button>
          </form>
        ))}
      <FormError errors={form.errors} />
      <p role="status">{done}</p>
    </div>
  );
}
