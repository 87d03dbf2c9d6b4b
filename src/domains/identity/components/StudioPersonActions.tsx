'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormError, useActionForm } from '@/ui/forms';
import { disablePerson, resetPersonTwoStep } from '../studio-actions';

/** The operator's account actions on a person: turn two-step verification off, disable the account. */
export function StudioPersonActions({ identityId, disabled, twoStep }: { identityId: string; disabled: boolean; twoStep: boolean }) {
  const router = useRouter();
  const [done, setDone] = useState<string | null>(null);
  const after = (message: string) => () => {
    setDone(message);
    router.refresh();
  };
  const resetDone = 'Two-step verification is off: the next sign-in asks only the password.';
  const disableDone = 'Disabled: they can no longer sign in, and their sessions ended.';
  const reset = useActionForm(resetPersonTwoStep, after(resetDone), { notice: resetDone });
  const disable = useActionForm(disablePerson, after(disableDone), { notice: disableDone });
  return (
    <div className="studio-order-actions">
      {twoStep && (
        <form action={reset.action} onSubmit={reset.onSubmit}>
          <input type="hidden" name="identityId" value={identityId} />
          <button type="submit" className="button" disabled={reset.busy}>
            Turn two-step verification off
          </button>
          <FormError errors={reset.errors} />
        </form>
      )}
      {!disabled && (
        <form
          action={disable.action}
          onSubmit={(e) => {
            if (!window.confirm('Disable this account? They are signed out everywhere and can no longer sign in.'))
              return e.preventDefault();
            void disable.onSubmit(e);
          }}
        >
          <input type="hidden" name="identityId" value={identityId} />
          <button type="submit" className="button danger" disabled={disable.busy}>
            Disable the account
          </button>
          <FormError errors={disable.errors} />
        </form>
      )}
      <p role="status">{done}</p>
    </div>
  );
}
