'use client';

import { useRouter } from 'next/navigation';
import { Choice, Field, FormError, useActionForm } from '@/ui/forms';
import { createTitle } from '../studio-actions';

/** The studio's new title: its details now; artwork and video on the title's own studio page, where this leads. */
export function StudioNewTitleForm() {
  const router = useRouter();
  const form = useActionForm(createTitle, (title) => router.push(`/studio/titles/${title.slug}?created=1`));
  return (
    <form action={form.action} onSubmit={form.onSubmit} className="studio-form form-grid" noValidate>
      <Choice
        name="kind"
        label="Kind"
        defaultValue="movie"
        errors={form.errors}
        options={[
          ['movie', 'Movie'],
          ['tv-show', 'TV show'],
          ['video', 'Video'],
        ]}
      />
      <Field name="name" label="Name" errors={form.errors} maxLength={200} />
      <Field name="synopsis" label="Synopsis" errors={form.errors} multiline maxLength={4000} />
      <Field
        name="releaseDate"
        label="Release date"
        type="date"
        errors={form.errors}
        hint="A date after today shows it as “Coming” on the site. A new title is a draft until you publish it."
      />
      <Field name="runtimeMinutes" label="Runtime (minutes)" inputMode="numeric" errors={form.errors} maxLength={4} />
      <Choice
        name="contentRating"
        label="Rating"
        defaultValue="PG"
        errors={form.errors}
        options={['G', 'PG', 'PG-13', 'R', 'NC-17'].map((r) => [r, r])}
      />
      <Field name="language" label="Language" defaultValue="English" errors={form.errors} maxLength={40} />
      <div className="field check">
        <input type="checkbox" id="new-title-restricted" name="restricted" />
        <label htmlFor="new-title-restricted">18+: only subscribers may watch it</label>
      </div>
      <FormError errors={form.errors} />
      <p className="form-buttons">
        <button type="submit" className="button primary" disabled={form.busy}>
          {form.busy ? 'Creating…' : 'Create title'}
        </button>
      </p>
    </form>
  );
}
