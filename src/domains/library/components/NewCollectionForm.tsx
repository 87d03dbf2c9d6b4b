'use client';

import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { useActionForm } from '@/ui/forms';
import { notify } from '@/ui/Notices';
import { createCollection } from '../actions';

/** Starts a collection by name; `titleId` puts that title in it at once. */
export function NewCollectionForm({ titleId, onCreated }: { titleId?: number; onCreated?: (c: { id: string; name: string }) => void }) {
  const router = useRouter();
  const id = useId();
  const { errors, busy, action, onSubmit } = useActionForm(
    createCollection,
    (created, form) => {
      form.reset();
      notify(`Created “${created.name}”.`);
      // On its own page the list below is the server's: refresh it. In the title page's picker the picker updates.
      if (onCreated) onCreated(created);
      else router.refresh();
    },
    { notice: (created) => `Created “${created.name}”.` },
  );
  const error = errors.name ?? errors._ ?? Object.entries(errors).find(([key, message]) => message && !key.startsWith('$'))?.[1];
  return (
    <form className="inline-form" action={action} onSubmit={onSubmit}>
      {titleId !== undefined && <input type="hidden" name="titleId" value={titleId} />}
      <label htmlFor={id}>New collection</label>
      <input
        id={id}
        name="name"
        placeholder="e.g. Weekend films"
        maxLength={60}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <button type="submit" className="button primary" disabled={busy}>
        Create
      </button>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : (
        errors.$notice && (
          <p className="form-notice" role="status">
            {errors.$notice}
          </p>
        )
      )}
    </form>
  );
}
