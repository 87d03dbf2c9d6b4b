'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Field, SaveButton, useActionForm } from '@/ui/forms';
import type { ActionResult } from '@/lib/action-result';
import { createPerson, updatePerson } from '../studio-cast-actions';

export type StudioPersonDetails = {
  slug: string;
  name: string;
  designation: string;
  knownCredits: string;
  birthday: string | null;
  birthPlace: string;
  alsoKnownAs: string;
  biography: string;
  href: string;
};

/** A person of the cast and crew: a new one (then their page in the studio), or their details saved in place. */
export function StudioPersonForm({ person }: { person?: StudioPersonDetails }) {
  const router = useRouter();
  const [saved, setSaved] = useState<string | null>(null);
  const saved_ = 'Saved: their page and the titles that credit them show it now.';
  const form = useActionForm<object>(
    (person ? updatePerson : createPerson) as (fields: FormData) => Promise<ActionResult<object>>,
    (result) => {
      if (!person && 'slug' in result) router.push(`/studio/cast/${String(result.slug)}?created=1`);
      else setSaved(saved_);
    },
    { notice: saved_, prepare: () => setSaved(null) },
  );
  return (
    <form action={form.action} onSubmit={form.onSubmit} className="studio-form form-grid" noValidate>
      {person && <input type="hidden" name="slug" value={person.slug} />}
      <Field name="name" label="Name" errors={form.errors} defaultValue={person?.name} maxLength={120} />
      <Field
        name="designation"
        label="Designation"
        errors={form.errors}
        defaultValue={person?.designation}
        maxLength={120}
        hint="What they do, as their page heads it: Actor, Director, Composer."
      />
      <Field name="knownCredits" label="Known for" errors={form.errors} defaultValue={person?.knownCredits} maxLength={200} />
      <Field name="birthday" label="Birthday" type="date" errors={form.errors} defaultValue={person?.birthday ?? ''} />
      <Field name="birthPlace" label="Birth place" errors={form.errors} defaultValue={person?.birthPlace} maxLength={120} />
      <Field name="alsoKnownAs" label="Also known as" errors={form.errors} defaultValue={person?.alsoKnownAs} maxLength={200} />
      <Field name="biography" label="Biography" errors={form.errors} defaultValue={person?.biography} multiline maxLength={6000} />
      <SaveButton form={form} saved={person ? saved : undefined} label={person ? 'Save' : 'Add person'} />
    </form>
  );
}
