'use client';

import { useRouter } from 'next/navigation';
import { useId } from 'react';
import type { ActionResult } from '@/lib/action-result';
import { useActionForm } from './forms';
import { notify } from './Notices';

/**
 * One field and a button that adds something by its name (a category, an author): the operator's action gets
 * `{ name, ...extra }`; on success the field empties, a notice says what was added and the page reads again.
 */
export function InlineAddForm(props: {
  label: string;
  button: string;
  /** A server action (its fields are the form's: `field`, and `extra` as hidden fields). */
  action: (input: FormData) => Promise<ActionResult<{ name: string }>>;
  extra?: Record<string, string>;
  /** The field's name in the action's input ("name" unless told). */
  field?: string;
}) {
  const id = useId();
  const router = useRouter();
  const field = props.field ?? 'name';
  const form = useActionForm(
    props.action,
    (made, el) => {
      el.reset();
      notify(`Added ${made.name}.`);
      router.refresh();
    },
    { notice: (made) => `Added ${made.name}.` },
  );
  const error = form.errors[field] ?? form.errors._ ?? Object.entries(form.errors).find(([k, m]) => m && !k.startsWith('$'))?.[1];
  return (
    <form action={form.action} onSubmit={form.onSubmit} className="studio-search" noValidate>
      {Object.entries(props.extra ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={field}
        maxLength={80}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <button type="submit" className="button" disabled={form.busy}>
        {props.button}
      </button>
      {error ? (
        <small id={`${id}-error`} className="field-error">
          {error}
        </small>
      ) : (
        form.errors.$notice && (
          <small className="form-notice" role="status">
            {form.errors.$notice}
          </small>
        )
      )}
    </form>
  );
}
