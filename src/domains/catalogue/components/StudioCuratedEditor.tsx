'use client';

import Link from 'next/link';
import { useId, useState } from 'react';
import { useSuggestions } from './use-suggestions';
import { FormError, useActionForm } from '@/ui/forms';
import { FixedImage } from '@/ui/FixedImage';
import { notify } from '@/ui/Notices';
import { ReorderableList, useOrderedItems } from '@/ui/ReorderableList';
import { addToCuratedList, removeFromCuratedList, reorderCuratedList } from '../studio-actions';
import type { CuratedListSlug } from '../curated';
import type { StudioCuratedItem } from '../studio';

const HIDDEN: Record<NonNullable<StudioCuratedItem['hidden']>, string> = {
  draft: 'Draft: not shown yet',
  scheduled: 'Scheduled: shown once released',
  '18+': '18+: never shown on a row',
};
const TITLE_KINDS = ['movie', 'tv-show', 'video'];

/** A curated row's titles: dragged (or moved with the keyboard) into order, added by name or slug, removed; each saved at once. */
export function StudioCuratedEditor(props: { list: CuratedListSlug; name: string; items: StudioCuratedItem[] }) {
  const { items, setItems, move, remove } = useOrderedItems(props.items, {
    reorder: (order) => reorderCuratedList({ list: props.list, order }),
    remove: (item) => removeFromCuratedList({ list: props.list, titleId: item.id }),
    moved: (item, position, count) => `${item.name} is now at ${position} of ${count}.`,
    removed: (item) => `Removed ${item.name} from ${props.name}.`,
  });
  const [typed, setTyped] = useState('');
  const id = useId();

  const suggestions = useSuggestions(typed, TITLE_KINDS);

  const add = useActionForm(addToCuratedList, (item, form) => {
    setItems((now) => [...now, item]);
    form.reset();
    setTyped('');
    notify(`Added ${item.name} to ${props.name}.`);
  });

  return (
    <>
      <p>{items.length === 1 ? '1 title' : `${items.length} titles`}. Visitors see the first 20 that are published.</p>
      {items.length === 0 ? (
        <p className="empty">Nothing on this row yet: add a title below.</p>
      ) : (
        <ReorderableList
          items={items}
          label={`Titles on ${props.name}`}
          className="studio-curated"
          onMove={move}
          onRemove={remove}
          render={(item) => (
            <>
              {item.posterPath ? (
                <FixedImage src={item.posterPath} alt="" width={64} height={item.kind === 'video' ? 36 : 96} />
              ) : (
                <span className="studio-curated-blank" aria-hidden="true" />
              )}
              <span className="studio-curated-name">
                <Link href={`/studio/titles/${item.slug}`} prefetch={false}>
                  {item.name}
                </Link>
                {item.hidden && <small className="hint">{HIDDEN[item.hidden]}</small>}
              </span>
            </>
          )}
        />
      )}
      <form action={add.action} onSubmit={add.onSubmit} className="studio-search" noValidate>
        <input type="hidden" name="list" value={props.list} />
        <label htmlFor={`${id}-title`}>Add a title</label>
        <input
          id={`${id}-title`}
          name="title"
          list={`${id}-suggestions`}
          autoComplete="off"
          maxLength={200}
          placeholder="Its name or slug"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          aria-invalid={add.errors.title ? true : undefined}
          aria-describedby={add.errors.title ? `${id}-error` : undefined}
        />
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((s) => (
            <option key={s.slug} value={s.slug} label={s.label} />
          ))}
        </datalist>
        <button type="submit" className="button primary" disabled={add.busy}>
          Add
        </button>
        {add.errors.title && (
          <small id={`${id}-error`} className="field-error">
            {add.errors.title}
          </small>
        )}
      </form>
      <FormError errors={add.errors} />
    </>
  );
}
