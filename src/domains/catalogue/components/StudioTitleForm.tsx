'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Field, FormError, useActionForm } from '@/ui/forms';
import { updateTitleDetails } from '../actions';

/** The studio's title details: name and synopsis, saved by the catalogue's operator action (the public pages follow). */
export function StudioTitleForm(props: { slug: string; name: string; synopsis: string; href: string }) {
  const [saved, setSaved] = useState<string | null>(null);
  const form = useActionForm(
    (data) => {
      setSaved(null); // a new attempt: the last one's message goes
      return updateTitleDetails({ slug: props.slug, name: String(data.get('name') ?? ''), synopsis: String(data.get('synopsis') ?? '') });
    },
    (title) => setSaved(`Saved. ${title.name} shows the change on its public page now.`),
  );
  return (
    <form onSubmit={form.onSubmit} className="studio-form form-grid" noValidate>
      <Field name="name" label="Name" errors={form.errors} defaultValue={props.name} maxLength={200} />
      <Field name="synopsis" label="Synopsis" errors={form.errors} defaultValue={props.synopsis} multiline maxLength={4000} />
      <FormError errors={form.errors} />
      <p className="form-buttons">
        <button type="submit" className="button primary" disabled={form.busy}>
          {form.busy ? 'Saving…' : 'Save'}
        </button>
      </p>
      <p role="status" className="studio-saved">
        {saved && (
          <>
            {saved}{' '}
            <Link href={props.href} prefetch={false}>
              Open it
            </Link>
          </>
        )}
      </p>
    </form>
  );
}
