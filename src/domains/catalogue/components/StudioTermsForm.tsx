'use client';

import { useState } from 'react';
import { SaveButton, useActionForm } from '@/ui/forms';
import { setTitleTerms } from '../studio-actions';
import type { StudioTermGroup } from '../studio';

/** A title's genres and tags (or categories), checked and saved together. */
export function StudioTermsForm(props: { slug: string; groups: StudioTermGroup[] }) {
  const [saved, setSaved] = useState<string | null>(null);
  const said = (r: { after: unknown[] }) =>
    `Saved: ${r.after.length === 1 ? '1 term' : `${r.after.length} terms`}. The listings follow on their next request.`;
  const form = useActionForm(setTitleTerms, (r) => setSaved(said(r)), { notice: said, prepare: () => setSaved(null) });
  return (
    <form action={form.action} onSubmit={form.onSubmit} className="studio-form" noValidate>
      <input type="hidden" name="slug" value={props.slug} />
      {props.groups.map((g) =>
        g.terms.length === 0 ? (
          <p key={g.kind}>No {g.label.toLowerCase()} yet: add some under Genres &amp; tags.</p>
        ) : (
          <fieldset key={g.kind} className="studio-terms">
            <legend className={props.groups.length === 1 ? 'visually-hidden' : undefined}>{g.label}</legend>
            {g.terms.map((t) => (
              <label key={t.id}>
                <input type="checkbox" name="term" value={t.id} defaultChecked={t.checked} /> {t.title}
              </label>
            ))}
          </fieldset>
        ),
      )}
      <SaveButton form={form} saved={saved} label={`Save ${props.groups.map((g) => g.label.toLowerCase()).join(' and ')}`} />
    </form>
  );
}
