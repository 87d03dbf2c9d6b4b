'use client';

import { useId, useState } from 'react';
import type { ActionResult } from '@/lib/action-result';

// Forms that call a server action: the answer's errors shown by the field they concern, the rest above the buttons.

export type Errors = Record<string, string | undefined>;

/** An action's answer as one message per field (`_` for the form as a whole). */
export function fieldErrors(result: ActionResult<unknown>): Errors {
  if (result.ok) return {};
  const errors: Errors = { _: result.fieldErrors ? undefined : result.error };
  for (const [key, messages] of Object.entries(result.fieldErrors ?? {})) errors[key] = messages[0];
  if (result.fieldErrors && !Object.keys(result.fieldErrors).length) errors._ = result.error;
  return errors;
}

export function Field(props: {
  name: string;
  label: string;
  type?: string;
  errors: Errors;
  autoComplete?: string;
  defaultValue?: string;
  hint?: string;
  inputMode?: 'numeric' | 'email' | 'tel';
  placeholder?: string;
  /** A text area (a message) instead of a one-line input. */
  multiline?: boolean;
  maxLength?: number;
}) {
  const id = useId();
  const error = props.errors[props.name];
  const describedBy = [error && `${id}-error`, props.hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      {props.multiline ? (
        <textarea
          id={id}
          name={props.name}
          defaultValue={props.defaultValue}
          maxLength={props.maxLength ?? 5000}
          rows={7}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      ) : (
        <input
          id={id}
          name={props.name}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          defaultValue={props.defaultValue}
          maxLength={props.maxLength ?? 256}
          inputMode={props.inputMode}
          placeholder={props.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
      {props.hint && (
        <small id={`${id}-hint`} className="hint">
          {props.hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className="field-error">
          {error}
        </small>
      )}
    </div>
  );
}

/** A labelled <select> with its error, as Field draws an input. */
export function Choice(props: {
  name: string;
  label: string;
  options: [string, string][];
  defaultValue: string;
  errors: Errors;
  hint?: string;
}) {
  const id = useId();
  const error = props.errors[props.name];
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        name={props.name}
        defaultValue={props.defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error && `${id}-error`, props.hint && `${id}-hint`].filter(Boolean).join(' ') || undefined}
      >
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      {props.hint && (
        <small id={`${id}-hint`} className="hint">
          {props.hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className="field-error">
          {error}
        </small>
      )}
    </div>
  );
}

/** A form's submit button beside the button that backs out of it. */
export function FormButtons(props: { submit: string; kind: 'primary' | 'danger'; cancel: string; onCancel: () => void }) {
  return (
    <div className="form-buttons">
      <button type="submit" className={`button ${props.kind}`}>
        {props.submit}
      </button>
      <button type="button" className="button" onClick={props.onCancel}>
        {props.cancel}
      </button>
    </div>
  );
}

/** Every field's message at once, for a small form that shows them in one place. */
export function FieldErrors({ errors }: { errors: Errors }) {
  const messages = [...new Set(Object.values(errors).filter(Boolean))];
  return messages.length ? (
    <p className="field-error" role="alert">
      {messages.join(' ')}
    </p>
  ) : null;
}

export const FormError = ({ errors }: { errors: Errors }) =>
  errors._ ? (
    <p className="field-error" role="alert">
      {errors._}
    </p>
  ) : null;

/**
 * A form's submit handler for a server action: the answer's errors by field, `busy` while it runs, `done` with the
 * data when it went through. `reset` clears the errors (a form closed without sending).
 */
export function useActionForm<T>(action: (form: FormData) => Promise<ActionResult<T>>, done: (data: T, form: HTMLFormElement) => void) {
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    setBusy(true);
    const result = await action(new FormData(form)).finally(() => setBusy(false));
    setErrors(fieldErrors(result));
    if (result.ok) done(result.data, form);
    // Focus goes to what needs fixing (the button that was pressed may have been disabled while it ran).
    else
      requestAnimationFrame(() =>
        (
          form.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.querySelector<HTMLElement>('input:not([type="hidden"])')
        )?.focus(),
      );
  };
  return { errors, busy, onSubmit, reset: () => setErrors({}) };
}
