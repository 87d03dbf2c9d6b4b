'use client';

import Link from 'next/link';
import { useState } from 'react';
import { confirmNewsletter, unsubscribeNewsletter } from '../actions';

const COPY = {
  confirm: { heading: 'Confirm your subscription', button: 'Confirm', done: (e: string) => `${e} is on the list. Welcome!` },
  unsubscribe: { heading: 'Unsubscribe', button: 'Unsubscribe', done: (e: string) => `${e} will get no more newsletters from us.` },
} as const;

/** The page a newsletter mail's link opens: one button does what the link says (a mail scanner only opens links). */
export function NewsletterLink({ purpose, token }: { purpose: 'confirm' | 'unsubscribe'; token: string }) {
  const [state, setState] = useState<{ text: string; ok: boolean }>();
  const [busy, setBusy] = useState(false);
  const copy = COPY[purpose];
  return (
    <div className="auth-card newsletter-card">
      <h1>{copy.heading}</h1>
      {state ? (
        <p role="status" className={state.ok ? undefined : 'field-error'}>
          {state.text}
        </p>
      ) : (
        <button
          type="button"
          className="button primary"
          disabled={busy || !token}
          onClick={async () => {
            setBusy(true);
            const result = await (purpose === 'confirm' ? confirmNewsletter : unsubscribeNewsletter)({ token }).catch(() => undefined);
            setBusy(false);
            setState(
              result?.ok
                ? { text: copy.done(result.data.email), ok: true }
                : { text: result?.error ?? 'We could not reach StreamIt. Try again in a moment.', ok: false },
            );
          }}
        >
          {copy.button}
        </button>
      )}
      <p>
        <Link href="/merchandise">Back to the shop</Link>
      </p>
    </div>
  );
}
