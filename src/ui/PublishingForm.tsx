'use client';

import { useId, useState } from 'react';
import type { ActionResult } from '@/lib/action-result';
import { SaveButton, useActionForm } from './forms';
import { LocalTime } from './LocalTime';

type State = 'draft' | 'published' | 'scheduled';

/** The operator's action that sets it: a title's, a post's. */
export type PublishingAction = (fields: FormData) => Promise<ActionResult<{ publishedAt: Date | null }>>;

/**
 * Something the studio publishes (a title, a post): a draft, published, or released by itself at a time to come (in the
 * operator's own time zone). `where` says where it shows once published.
 */
export function PublishingForm(props: { slug: string; publishedAt: string | null; action: PublishingAction; where: string }) {
  const CHOICES: [State, string, string][] = [
    ['draft', 'Draft', 'Only the studio sees it.'],
    ['published', 'Published', `On the site now: ${props.where}.`],
    ['scheduled', 'Scheduled', 'Goes public by itself at the time you set.'],
  ];
  const id = useId();
  const initial: State = props.publishedAt === null ? 'draft' : Date.parse(props.publishedAt) > Date.now() ? 'scheduled' : 'published';
  const [state, setState] = useState<State>(initial);
  const [current, setCurrent] = useState(props.publishedAt);
  const [saved, setSaved] = useState<string | null>(null);
  const said = (state: unknown) =>
    state === 'draft' ? 'Saved: a draft, off the site.' : state === 'scheduled' ? 'Saved: the release is scheduled.' : 'Saved: published.';
  const form = useActionForm(
    props.action,
    (title) => {
      const iso = title.publishedAt ? new Date(title.publishedAt).toISOString() : null;
      setCurrent(iso);
      setSaved(said(state));
    },
    {
      notice: (title) =>
        said(title.publishedAt === null ? 'draft' : Date.parse(String(title.publishedAt)) > Date.now() ? 'scheduled' : 'published'),
      prepare: (fields) => {
        setSaved(null);
        const local = String(fields.get('publishAt') ?? '');
        // datetime-local has no zone: read in the browser's, sent as an instant.
        const at = local && !Number.isNaN(Date.parse(local)) ? new Date(local).toISOString() : local;
        fields.set('publishAt', state === 'scheduled' ? at : '');
      },
    },
  );
  const error = form.errors.publishAt;
  return (
    <form action={form.action} onSubmit={form.onSubmit} className="studio-form publishing-form" noValidate>
      <input type="hidden" name="slug" value={props.slug} />
      <p>
        Now:{' '}
        {current === null ? (
          <strong>a draft</strong>
        ) : Date.parse(current) > Date.now() ? (
          <>
            <strong>scheduled</strong> for <LocalTime iso={current} />
          </>
        ) : (
          <>
            <strong>published</strong> <LocalTime iso={current} />
          </>
        )}
      </p>
      <fieldset className="studio-choices">
        <legend>On the site</legend>
        {CHOICES.map(([value, label, hint]) => (
          <label key={value}>
            <input type="radio" name="state" value={value} checked={state === value} onChange={() => setState(value)} />
            <span>
              {label} <small className="hint">{hint}</small>
            </span>
          </label>
        ))}
      </fieldset>
      {/* Shown while Scheduled is chosen (by the stylesheet, so before the app loads too). */}
      <div className="field publish-at">
        <label htmlFor={`${id}-at`}>Release at (your time)</label>
        <noscript>
          <small className="hint">Without JavaScript the time is read as UTC.</small>
        </noscript>
        <input
          id={`${id}-at`}
          name="publishAt"
          type="datetime-local"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <small id={`${id}-error`} className="field-error">
            {error}
          </small>
        )}
      </div>
      <SaveButton form={form} saved={saved} />
    </form>
  );
}
