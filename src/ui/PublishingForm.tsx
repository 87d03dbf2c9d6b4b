'use client';

import { useId, useState } from 'react';
import type { ActionResult } from '@/lib/action-result';
import { FormError, useActionForm } from './forms';
import { LocalTime } from './LocalTime';

type State = 'draft' | 'published' | 'scheduled';

/** The operator's action that sets it: a title's, a post's. */
export type PublishingAction = (input: {
  slug: string;
  state: unknown;
  publishAt: string;
}) => Promise<ActionResult<{ publishedAt: Date | null }>>;

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
  const form = useActionForm(
    (data) => {
      setSaved(null);
      const local = String(data.get('publishAt') ?? '');
      // datetime-local has no zone: read in the browser's, sent as an instant.
      const at = local && !Number.isNaN(Date.parse(local)) ? new Date(local).toISOString() : local;
      return props.action({ slug: props.slug, state: data.get('state'), publishAt: state === 'scheduled' ? at : '' });
    },
    (title) => {
      const iso = title.publishedAt ? new Date(title.publishedAt).toISOString() : null;
      setCurrent(iso);
      setSaved(
        state === 'draft'
          ? 'Saved: a draft, off the site.'
          : state === 'scheduled'
            ? 'Saved: the release is scheduled.'
            : 'Saved: published.',
      );
    },
  );
  const error = form.errors.publishAt;
  return (
    <form onSubmit={form.onSubmit} className="studio-form" noValidate>
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
      {state === 'scheduled' && (
        <div className="field">
          <label htmlFor={`${id}-at`}>Release at (your time)</label>
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
      )}
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
