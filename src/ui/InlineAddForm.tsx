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
  action: (input: Record<string, unknown>) => Promise<ActionResult<{ name: string }>>;
  extra?: Record<string, string>;
  /** The field's name in the action's input ("name" unless told). */
  field?: string;
}) {
  const id = useId();
  const router = useRouter();
  const field = props.field ?? 'name';
  const form = useActionForm(
    (data) => props.action({ ...props.extra, [field]: String(data.get(field) ?? '') }),
    (made, el) => {
      el.reset();
      notify(`Added ${made.name}.`);
      router.refresh();
    },
  );
  const error = form.errors[field] ?? form.errors._ ?? Object.values(form.errors).find(Boolean);
  return (
    <form onSubmit={form.onSubmit} className="studio-search" noValidate>
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
      {error && (
        <small id={`${id}-error`} className="field-error">
          {error}
        </small>
      )}
    </form>
  );
}
