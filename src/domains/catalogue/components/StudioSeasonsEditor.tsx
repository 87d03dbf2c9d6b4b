'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { Field, FormError, useActionForm } from '@/ui/forms';
import { notify } from '@/ui/Notices';
import { addEpisode, addSeason } from '../studio-episode-actions';
import type { StudioSeason } from '../studio';

/** A show's seasons and their episodes: each episode opens its own page (details, still, video); new ones are added here. */
export function StudioSeasonsEditor(props: { slug: string; seasons: StudioSeason[] }) {
  const router = useRouter();
  const season = useActionForm(addSeason, (made, form) => {
    form.reset();
    notify(`Added ${made.name}.`);
    router.refresh();
  });
  return (
    <>
      {props.seasons.length === 0 && <p className="empty">No seasons yet: add the first below.</p>}
      {props.seasons.map((s) => (
        <section key={s.number} aria-label={s.name} className="studio-season">
          <h3>{s.name}</h3>
          {s.episodes.length > 0 ? (
            <ul className="studio-episodes">
              {s.episodes.map((e) => (
                <li key={e.id}>
                  <Link href={`/studio/titles/${props.slug}/episodes/${e.code}`} prefetch={false}>
                    {e.number}. {e.name}
                  </Link>
                  {e.runtimeMinutes && <span className="hint"> · {e.runtimeMinutes} min</span>}
                </li>
              ))}
            </ul>
          ) : (
            <p className="empty">No episodes yet.</p>
          )}
          <NewEpisode slug={props.slug} season={s.number} seasonName={s.name} />
        </section>
      ))}
      <form action={season.action} onSubmit={season.onSubmit} className="studio-search" noValidate>
        <input type="hidden" name="slug" value={props.slug} />
        <label htmlFor={`${props.slug}-season-name`}>Next season’s name</label>
        <input id={`${props.slug}-season-name`} name="name" maxLength={200} placeholder={`Season ${props.seasons.length + 1}`} />
        <button type="submit" className="button" disabled={season.busy}>
          Add season
        </button>
      </form>
      <FormError errors={season.errors} />
    </>
  );
}

function NewEpisode(props: { slug: string; season: number; seasonName: string }) {
  const router = useRouter();
  const id = useId();
  const form = useActionForm(addEpisode, (made, el) => {
    el.reset();
    notify(`Added episode ${made.number}, ${made.name}.`);
    router.refresh();
  });
  return (
    <details className="studio-new-episode">
      <summary id={`${id}-summary`}>New episode of {props.seasonName}</summary>
      <form action={form.action} onSubmit={form.onSubmit} className="studio-form" noValidate aria-labelledby={`${id}-summary`}>
        <input type="hidden" name="slug" value={props.slug} />
        <input type="hidden" name="season" value={props.season} />
        <Field name="name" label="Episode name" errors={form.errors} maxLength={200} />
        <Field name="runtimeMinutes" label="Runtime (minutes)" inputMode="numeric" errors={form.errors} maxLength={3} />
        <FormError errors={form.errors} />
        <p className="form-buttons">
          <button type="submit" className="button primary" disabled={form.busy}>
            Add episode
          </button>
        </p>
      </form>
    </details>
  );
}
