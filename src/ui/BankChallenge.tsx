'use client';

import { useEffect, useId, useRef, useState } from 'react';

/** A card payment's confirmation step (3-D Secure in the test mode): Confirm pays, Cancel leaves nothing charged. */
export function BankChallenge({ prompt, onConfirm, onCancel }: { prompt: string; onConfirm: () => void; onCancel: () => void }) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);
  return (
    <dialog ref={dialog} className="bank-challenge" aria-labelledby={`${id}-bank`} onCancel={onCancel}>
      <h2 id={`${id}-bank`}>StreamIt Test Bank</h2>
      <p>{prompt}</p>
      <p className="cart-note">This is the test mode&apos;s confirmation step: a real bank would ask for a code or its app here.</p>
      <div className="form-buttons">
        <button
          type="button"
          className="button primary"
          onClick={() => {
            dialog.current?.close();
            onConfirm();
          }}
        >
          Confirm payment
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            dialog.current?.close();
            onCancel();
          }}
        >
          Cancel
        </button>
      </div>
    </dialog>
  );
}

export const NOT_CONFIRMED = 'You did not confirm the payment, so nothing was charged. Try again or use another card.';

/**
 * A form's confirmation step: `ask` with the provider's token and prompt shows the dialog; Confirm sends the form
 * again with the token, Cancel says nothing was charged. Render `dialog` in the form.
 */
export function useBankChallenge(resubmit: (token: string) => void, refuse: (message: string) => void) {
  const [challenge, setChallenge] = useState<{ token: string; prompt: string } | null>(null);
  const dialog = challenge && (
    <BankChallenge
      prompt={challenge.prompt}
      onConfirm={() => {
        setChallenge(null);
        resubmit(challenge.token);
      }}
      onCancel={() => {
        setChallenge(null);
        refuse(NOT_CONFIRMED);
      }}
    />
  );
  return { ask: setChallenge, dialog };
}
