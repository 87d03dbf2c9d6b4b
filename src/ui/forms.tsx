'use client';

import { useActionState, useEffect, useId, useRef, useState } from 'react';
import type { ActionResult } from '@/lib/action-result';
import { caretAfterDigits, formatTyped, typedMaxLength, type TypedFormat } from '@/lib/card-format';

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

/** Rewrites the field as printed, keeping the caret after the digit it followed. */
function formatAsTyped(input: HTMLInputElement, format: TypedFormat) {
  const caret = input.selectionStart ?? input.value.length;
  const digitsBefore = input.value.slice(0, caret).replace(/\D/g, '').length;
  const next = formatTyped(format, input.value);
  if (next === input.value) return;
  input.value = next;
  const at = caretAfterDigits(next, digitsBefore);
  input.setSelectionRange(at, at);
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
  /** A datalist's id: what to suggest while typing. */
  list?: string;
  /** What was typed, as it is typed (the field stays uncontrolled). */
  onChange?: (value: string) => void;
  /** Written as it is printed while it is typed (a card number in fours, an expiry as MM/YY). */
  format?: TypedFormat;
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
          defaultValue={props.errors[`$value.${props.name}`] ?? props.defaultValue}
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
          defaultValue={props.type === 'password' ? props.defaultValue : (props.errors[`$value.${props.name}`] ?? props.defaultValue)}
          maxLength={props.maxLength ?? (props.format ? typedMaxLength[props.format] : 256)}
          inputMode={props.inputMode}
          placeholder={props.placeholder}
          list={props.list}
          onChange={props.onChange && ((e) => props.onChange!(e.target.value))}
          onInput={props.format && ((e) => formatAsTyped(e.currentTarget, props.format!))}
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
        defaultValue={props.errors[`$value.${props.name}`] ?? props.defaultValue}
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

/**
 * An edit form's end: its own error, its Save button ("Saving…" while it saves; `label` for another word), and what
 * it last saved, said to screen readers (`saved`; undefined for a form that makes something, which moves on instead).
 */
export function SaveButton(props: { form: { errors: Errors; busy: boolean }; saved?: React.ReactNode; label?: string }) {
  return (
    <>
      <FormError errors={props.form.errors} />
      <p className="form-buttons">
        <button type="submit" className="button primary" disabled={props.form.busy}>
          {props.form.busy ? 'Saving…' : (props.label ?? 'Save')}
        </button>
      </p>
      {props.saved !== undefined && (
        <p role="status" className="studio-saved">
          {props.saved}
        </p>
      )}
    </>
  );
}

/** Every field's message at once, for a small form that shows them in one place. */
export function FieldErrors({ errors }: { errors: Errors }) {
  const messages = [...new Set(Object.entries(errors).flatMap(([key, message]) => (message && !key.startsWith('$') ? [message] : [])))];
  return messages.length ? (
    <p className="field-error" role="alert">
      {messages.join(' ')}
    </p>
  ) : errors.$notice ? (
    <p className="form-notice" role="status">
      {errors.$notice}
    </p>
  ) : null;
}

/** The form's own error, or what a form posted before the app loaded did (`$notice`). */
export const FormError = ({ errors }: { errors: Errors }) =>
  errors._ ? (
    <p className="field-error" role="alert" tabIndex={-1} data-form-error="">
      {errors._}
    </p>
  ) : errors.$notice ? (
    <p className="form-notice" role="status">
      {errors.$notice}
    </p>
  ) : null;

/** A server action as a form calls it: the fields, or (as a form's action) the previous answer and the fields. */
export type FormAction<T> = (raw: FormData | ActionResult<T> | null, form?: FormData) => Promise<ActionResult<T>>;

/**
 * A form's submit handler for a server action: the answer's errors by field, `busy` while it runs, `done` with the
 * data when it went through. `reset` clears the errors (a form closed without sending).
 *
 * Give the form both `action={form.action}` and `onSubmit={form.onSubmit}`. Before the app has loaded (or without
 * JavaScript) the form posts to the server action itself, as React renders a server action's form: the page comes
 * back with the answer (errors by field, or `notice` said in the form) or the action's redirect. Once loaded, the
 * app sends the same fields and `done` runs. `action` must be the server action itself for the first part.
 */
export function useActionForm<T>(
  action: (fields: FormData, posted?: FormData) => Promise<ActionResult<T>>,
  done: (data: T, form: HTMLFormElement) => void,
  options: {
    notice?: string | ((data: T) => string);
    /** What the app adds to the fields it sends (a time read in the browser's zone); a form posted without it sends them as typed. */
    prepare?: (fields: FormData) => void;
    /** After a refusal the app saw (an attempt ended: a new key, a fresh total). */
    refused?: (result: Extract<ActionResult<T>, { ok: false }>) => void;
  } = {},
) {
  // The answer to a form posted before the app loaded, rendered by the server into this state.
  const [posted, formAction] = useActionState(action as unknown as FormAction<T>, null);
  const [answer, setAnswer] = useState<{ result: ActionResult<T> | null }>();
  const [busy, setBusy] = useState(false);
  // The form refused last, to focus what needs fixing once the answer is on the page (not before React has drawn it).
  const refusedForm = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    const form = refusedForm.current;
    refusedForm.current = null;
    // A field, or the form's own message (a declined card: shown by the button, far below the first field on a phone);
    // the button that was pressed may have been disabled while it ran.
    (
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form?.querySelector<HTMLElement>('[data-form-error]') ??
      form?.querySelector<HTMLElement>('input:not([type="hidden"])')
    )?.focus();
  }, [answer]);
  const current = answer ? answer.result : posted;
  const errors: Errors = current ? fieldErrors(current) : {};
  // Posted before the app loaded and refused: the fields show what was sent (Field and Choice read these).
  if (!answer && posted && !posted.ok) for (const [key, value] of Object.entries(posted.values ?? {})) errors[`$value.${key}`] = value;
  if (!answer && posted?.ok && options.notice)
    errors.$notice = typeof options.notice === 'string' ? options.notice : options.notice(posted.data);
  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    setBusy(true);
    const fields = new FormData(form);
    options.prepare?.(fields);
    const result = await action(fields)
      .catch((): ActionResult<T> => ({
        ok: false,
        status: 500,
        error: 'We could not reach StreamIt. Check your connection and try again.',
      }))
      .finally(() => setBusy(false));
    if (!result.ok) refusedForm.current = form;
    setAnswer({ result });
    if (result.ok) return done(result.data, form);
    options.refused?.(result);
  };
  return {
    errors,
    busy,
    onSubmit,
    action: formAction,
    result: current,
    reset: () => setAnswer({ result: null }),
  };
}
