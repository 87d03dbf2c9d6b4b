'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Choice, Field, FormError, useActionForm } from '@/ui/forms';
import { endPersonSubscription, grantPersonSubscription } from '../studio-actions';

/** The operator grants days of a plan, or ends the subscription now. */
export function StudioSubscriptionForm(props: { identityId: string; plans: { slug: string; name: string }[]; active: boolean }) {
  const router = useRouter();
  const [done, setDone] = useState<string | null>(null);
  const grant = useActionForm(grantPersonSubscription, (result) => {
    setDone(`Granted: ${result.plan} until ${result.until.slice(0, 10)}.`);
    router.refresh();
  });
  const end = useActionForm(endPersonSubscription, () => {
    setDone('Ended: 18+ titles are locked for them from now.');
    router.refresh();
  });
  return (
    <div className="studio-order-actions">
      <form action={grant.action} onSubmit={grant.onSubmit} className="form-grid studio-form" noValidate>
        <input type="hidden" name="identityId" value={props.identityId} />
        <Choice
          name="plan"
          label="Plan"
          defaultValue={props.plans[0]?.slug ?? 'premium'}
          errors={grant.errors}
          options={props.plans.map((p) => [p.slug, p.name])}
        />
        <Field name="days" label="Days" inputMode="numeric" defaultValue="30" errors={grant.errors} maxLength={4} />
        <FormError errors={grant.errors} />
        <p className="form-buttons">
          <button type="submit" className="button primary" disabled={grant.busy}>
            Grant
          </button>
        </p>
      </form>
      {props.active && (
        <form action={end.action} onSubmit={end.onSubmit}>
          <input type="hidden" name="identityId" value={props.identityId} />
          <button type="submit" className="button danger" disabled={end.busy}>
            End the subscription now
          </button>
          <FormError errors={end.errors} />
        </form>
      )}
      <p role="status">{done}</p>
    </div>
  );
}
