'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { Choice, Field, SaveButton, useActionForm } from '@/ui/forms';
import { updateTitleDetails } from '../studio-actions';
import type { TitleKind } from '../format';
import { useSuggestions } from './use-suggestions';

export type StudioTitleDetails = {
  slug: string;
  kind: TitleKind;
  name: string;
  synopsis: string;
  href: string;
  releaseDate: string | null;
  runtimeMinutes: number | null;
  contentRating: string;
  language: string;
  restricted: boolean;
  /** A video's movie or show (its slug), or null. */
  extraOf: string | null;
};

const PARENTS = ['movie', 'tv-show'];

/** The studio's title details, saved by the catalogue's operator action (the public pages follow). */
export function StudioTitleForm(props: StudioTitleDetails) {
  const router = useRouter();
  const [saved, setSaved] = useState<string | null>(null);
  const [parent, setParent] = useState(props.extraOf ?? '');
  const suggestions = useSuggestions(props.kind === 'video' ? parent : '', PARENTS);
  const id = useId();
  const form = useActionForm(
    updateTitleDetails,
    (title) => {
      setSaved(`Saved. ${title.name} shows the change on its public page now.`);
      router.refresh(); // the page's other parts (its video's gate) follow the rating
    },
    {
      notice: (title) => `Saved. ${title.name} shows the change on its public page now.`,
      prepare: () => setSaved(null), // a new attempt: the last one's message goes
    },
  );
  return (
    <form action={form.action} onSubmit={form.onSubmit} className="studio-form form-grid" noValidate>
      <input type="hidden" name="slug" value={props.slug} />
      <Field name="name" label="Name" errors={form.errors} defaultValue={props.name} maxLength={200} />
      <Field name="synopsis" label="Synopsis" errors={form.errors} defaultValue={props.synopsis} multiline maxLength={4000} />
      <Field
        name="releaseDate"
        label="Release date"
        type="date"
        errors={form.errors}
        defaultValue={props.releaseDate ?? ''}
        hint="A date after today shows it as “Coming” on the site. When it goes public at all is set under Publishing."
      />
      <Field
        name="runtimeMinutes"
        label="Runtime (minutes)"
        inputMode="numeric"
        errors={form.errors}
        defaultValue={props.runtimeMinutes ? String(props.runtimeMinutes) : ''}
        maxLength={4}
      />
      <Choice
        name="contentRating"
        label="Rating"
        defaultValue={props.contentRating}
        errors={form.errors}
        options={[...['G', 'PG', 'PG-13', 'R', 'NC-17'].map((r): [string, string] => [r, r]), ['18+', '18+ (subscribers only)']]}
        hint="18+ moves the title from browsing, search and recommendations to Restricted Content, and plays its video to subscribers only; another rating puts it back."
      />
      <Field name="language" label="Language" defaultValue={props.language} errors={form.errors} maxLength={40} />
      {props.kind === 'video' && (
        <>
          <Field
            name="extraOf"
            label="Extra of"
            defaultValue={props.extraOf ?? ''}
            errors={form.errors}
            maxLength={200}
            list={`${id}-parents`}
            onChange={setParent}
            placeholder="A movie or show: its name or slug"
            hint="A trailer, featurette or interview is listed on its movie’s or show’s page under “Trailers & more”, and rated with it. Leave it empty for a video of its own."
          />
          <datalist id={`${id}-parents`}>
            {suggestions.map((s) => (
              <option key={s.slug} value={s.slug} label={s.label} />
            ))}
          </datalist>
        </>
      )}
      <SaveButton
        form={form}
        saved={
          saved && (
            <>
              {saved}{' '}
              <Link href={props.href} prefetch={false}>
                Open it
              </Link>
            </>
          )
        }
      />
    </form>
  );
}
