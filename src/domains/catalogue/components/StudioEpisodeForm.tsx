'use client';

import { useState } from 'react';
import { Field, SaveButton, useActionForm } from '@/ui/forms';
import { updateEpisode } from '../studio-episode-actions';

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
  const form = useActionForm(updateEpisode, () => setSaved('Saved: the show’s page shows it now.'), {
    notice: 'Saved: the show’s page shows it now.',
    prepare: () => setSaved(null),
  });
  return (
    <form action={form.action} onSubmit={form.onSubmit} className="studio-form form-grid" noValidate>
      <input type="hidden" name="slug" value={props.slug} />
      <input type="hidden" name="season" value={props.season} />
      <input type="hidden" name="episode" value={props.episode} />
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
      <SaveButton form={form} saved={saved} />
    </form>
  );
}
