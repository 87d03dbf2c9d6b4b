'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { notify } from '@/ui/Notices';
import { createCollection } from '../actions';

/** Starts a collection by name; `titleId` puts that title in it at once. */
export function NewCollectionForm({ titleId, onCreated }: { titleId?: number; onCreated?: (c: { id: string; name: string }) => void }) {
  const router = useRouter();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="inline-form"
      onSubmit={async (e) => {
        e.preventDefault();
        const form = e.currentTarget;
        setBusy(true);
        const result = await createCollection({ name: String(new FormData(form).get('name') ?? ''), titleId });
        setBusy(false);
        if (!result.ok) return setError(result.fieldErrors?.name?.[0] ?? result.error);
        setError(null);
        form.reset();
        notify(`Created “${result.data.name}”.`);
        // On its own page the list below is the server's: refresh it. In the title page's picker the picker updates.
        if (onCreated) onCreated(result.data);
        else router.refresh();
      }}
    >
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
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
