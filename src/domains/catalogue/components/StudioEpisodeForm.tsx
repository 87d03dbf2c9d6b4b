'use client';

import { useState } from 'react';
import { Field, FormError, useActionForm } from '@/ui/forms';
import { updateEpisode } from '../episode-actions';

const text = (data: FormData, name: string) => String(data.get(name) ?? '');

/** An episode's details, saved in place (the show's page follows). */
export function StudioEpisodeForm(props: {
  slug: string;
  season: number;
  episode: number;
  name: string;
  synopsis: string;
  runtimeMinutes: number | null;
  releaseDate: string | null;
}) {
  const [saved, setSaved] = useState<string | null>(null);
  const form = useActionForm(
    (data) => {
      setSaved(null);
      return updateEpisode({
        slug: props.slug,
        season: props.season,
        episode: props.episode,
        name: text(data, 'name'),
        synopsis: text(data, 'synopsis'),
        runtimeMinutes: text(data, 'runtimeMinutes'),
        releaseDate: text(data, 'releaseDate'),
      });
    },
    () => setSaved('Saved: the show’s page shows it now.'),
  );
  return (
    <form onSubmit={form.onSubmit} className="studio-form form-grid" noValidate>
      <Field name="name" label="Name" errors={form.errors} defaultValue={props.name} maxLength={200} />
      <Field name="synopsis" label="Synopsis" errors={form.errors} defaultValue={props.synopsis} multiline maxLength={4000} />
      <Field
        name="runtimeMinutes"
        label="Runtime (minutes)"
        inputMode="numeric"
        errors={form.errors}
        defaultValue={props.runtimeMinutes ? String(props.runtimeMinutes) : ''}
        maxLength={3}
      />
      <Field name="releaseDate" label="Air date" type="date" errors={form.errors} defaultValue={props.releaseDate ?? ''} />
      <FormError errors={form.errors} />
      <p className="form-buttons">
        <button type="submit" className="button primary" disabled={form.busy}>
          {form.busy ? 'Saving…' : 'Save'}
        </button>
      </p>
      <p role="status" className="studio-saved">
        {saved}
      </p>
    </form>
  );
}
