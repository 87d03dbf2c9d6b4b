'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { ActionResult } from '@/lib/action-result';
import { useActionForm } from './forms';

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

type Confirm = { kind: 'confirm'; token: string; prompt: string };

/**
 * A form that pays (checkout, a plan): useActionForm with the attempt's key (made by the server, so a form posted
 * before the app loaded carries one; new after a refusal: the next attempt is a new charge) and the bank's
 * confirmation step (a form posted without the app is told by its action that the step needs it). Give the form
 * `ref={pay.form}`, a hidden `idempotencyKey` of `pay.idempotencyKey`, and render `pay.dialog` in it.
 */
export function usePaymentForm<T extends { kind: string }>(
  action: (fields: FormData, posted?: FormData) => Promise<ActionResult<T | Confirm>>,
  firstKey: string,
  done: (data: T) => void,
  options: { refused?: (result: Extract<ActionResult<T>, { ok: false }>) => void } = {},
) {
  const form = useRef<HTMLFormElement>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(firstKey);
  // The bank's token for the attempt it confirmed, sent once with the form again.
  const confirmation = useRef('');
  const [bankRefusal, setBankRefusal] = useState<string>();
  const bank = useBankChallenge((token) => {
    confirmation.current = token;
    form.current?.requestSubmit();
  }, setBankRefusal);
  const pay = useActionForm(action, (data) => (isConfirm(data) ? bank.ask(data) : done(data)), {
    prepare: (fields) => {
      setBankRefusal(undefined);
      if (confirmation.current) fields.set('payment.confirmation', confirmation.current);
      confirmation.current = '';
    },
    refused: (result) => {
      if (result.status !== 400) setIdempotencyKey(crypto.randomUUID());
      options.refused?.(result);
    },
  });
  return {
    ...pay,
    errors: bankRefusal ? { ...pay.errors, _: bankRefusal } : pay.errors,
    form,
    idempotencyKey,
    dialog: bank.dialog,
  };
}

const isConfirm = (data: { kind: string }): data is Confirm => data.kind === 'confirm';
