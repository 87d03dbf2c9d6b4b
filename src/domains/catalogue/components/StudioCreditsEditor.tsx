'use client';

import Link from 'next/link';
import { useId, useState } from 'react';
import { useSuggestions } from './use-suggestions';
import { FormError, useActionForm } from '@/ui/forms';
import { notify } from '@/ui/Notices';
import { ReorderableList, useOrderedItems } from '@/ui/ReorderableList';
import { addCredit, removeCredit, reorderCredits } from '../studio-cast-actions';
import type { StudioCredit } from '../studio';

const PEOPLE = ['person'];

/** A title's cast and crew in billing order: dragged or moved into order, added by a person's name or slug, removed. */
export function StudioCreditsEditor(props: { slug: string; credits: StudioCredit[] }) {
  const {
    items: credits,
    setItems: setCredits,
    move,
    remove,
  } = useOrderedItems(props.credits, {
    reorder: (order) => reorderCredits({ slug: props.slug, order }),
    remove: (credit) => removeCredit({ slug: props.slug, creditId: credit.id }),
    moved: (credit, position, count) => `${credit.name} is now billed ${position} of ${count}.`,
    removed: (credit) => `Removed ${credit.name}’s credit.`,
  });
  const [typed, setTyped] = useState('');
  const id = useId();
  const items = credits.map((c) => ({ ...c, name: `${c.name} (${c.role === 'cast' ? 'cast' : 'crew'}${c.part ? `: ${c.part}` : ''})` }));

  const suggestions = useSuggestions(typed, PEOPLE);

  const add = useActionForm(addCredit, (credit, form) => {
    setCredits((all) => [...all, credit]);
    form.reset();
    setTyped('');
    notify(`Credited ${credit.name}.`);
  });

  const error = add.errors.person ?? add.errors.role ?? add.errors.part;
  return (
    <>
      {credits.length === 0 ? (
        <p className="empty">Nobody is credited yet.</p>
      ) : (
        <ReorderableList
          items={items}
          label="Cast and crew in billing order"
          className="studio-curated"
          onMove={move}
          onRemove={remove}
          render={(c) => (
            <span className="studio-curated-name">
              <Link href={`/studio/cast/${c.personSlug}`} prefetch={false}>
                {c.name}
              </Link>
            </span>
          )}
        />
      )}
      <form action={add.action} onSubmit={add.onSubmit} className="studio-search studio-credit-form" noValidate>
        <input type="hidden" name="slug" value={props.slug} />
        <span className="field">
          <label htmlFor={`${id}-person`}>Person</label>
          <input
            id={`${id}-person`}
            name="person"
            list={`${id}-people`}
            autoComplete="off"
            maxLength={120}
            placeholder="Their name or slug"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            aria-invalid={add.errors.person ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <datalist id={`${id}-people`}>
            {suggestions.map((s) => (
              <option key={s.slug} value={s.slug} label={s.label} />
            ))}
          </datalist>
        </span>
        <span className="field">
          <label htmlFor={`${id}-role`}>Credit</label>
          <select id={`${id}-role`} name="role" defaultValue="cast">
            <option value="cast">Cast</option>
            <option value="crew">Crew</option>
          </select>
        </span>
        <span className="field">
          <label htmlFor={`${id}-part`}>Character or job</label>
          <input id={`${id}-part`} name="part" maxLength={120} aria-invalid={add.errors.part ? true : undefined} />
        </span>
        <button type="submit" className="button primary" disabled={add.busy}>
          Add credit
        </button>
        {error && (
          <small id={`${id}-error`} className="field-error">
            {error}
          </small>
        )}
      </form>
      <FormError errors={add.errors} />
    </>
  );
}
