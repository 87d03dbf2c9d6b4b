'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import type { TitleCard } from '@/domains/catalogue/cards';
import { useActionForm } from '@/ui/forms';
import { FixedImage } from '@/ui/FixedImage';
import { notify } from '@/ui/Notices';
import { ReorderableList, useOrderedItems } from '@/ui/ReorderableList';
import { deleteCollection, renameCollection, reorderCollection, updateCollectionTitle } from '../actions';

type Item = Pick<TitleCard, 'id' | 'name' | 'href' | 'posterPath' | 'kind'>;

/** One collection: rename, delete (after a confirmation), reorder (dragged, or with buttons), remove titles; each at once on screen. */
export function CollectionEditor({ id, name: initialName, items: initialItems }: { id: string; name: string; items: Item[] }) {
  const router = useRouter();
  const [name, setName] = useState(initialName);
  const { items, move, remove } = useOrderedItems(initialItems, {
    reorder: (order) => reorderCollection({ id, order }),
    remove: (item) => updateCollectionTitle({ id, titleId: item.id, included: false }),
    removed: (item) => `Removed ${item.name} from ${name}.`,
  });
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasRenaming = useRef(false);
  // Leaving the rename form (saved or cancelled) gives focus back to the button that opened it.
  useEffect(() => {
    if (wasRenaming.current && !renaming) renameButton.current?.focus();
    wasRenaming.current = renaming;
  }, [renaming]);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const nameId = useId();
  const rename = useActionForm(renameCollection, (renamed) => {
    setName(renamed.name);
    setRenaming(false);
    router.refresh();
  });
  const error =
    rename.errors.name ?? rename.errors._ ?? Object.entries(rename.errors).find(([key, message]) => message && !key.startsWith('$'))?.[1];

  return (
    <>
      <div className="collection-head">
        {renaming ? (
          <form className="inline-form" action={rename.action} onSubmit={rename.onSubmit}>
            <input type="hidden" name="id" value={id} />
            <label htmlFor={nameId}>Collection name</label>
            <input
              id={nameId}
              name="name"
              defaultValue={name}
              maxLength={60}
              required
              autoFocus
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${nameId}-error` : undefined}
            />
            <button type="submit" className="button primary">
              Save
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                setRenaming(false);
                rename.reset();
              }}
            >
              Cancel
            </button>
            {error && (
              <p id={`${nameId}-error`} className="field-error" role="alert">
                {error}
              </p>
            )}
          </form>
        ) : (
          <>
            <p className="collection-count">{items.length === 1 ? '1 title' : `${items.length} titles`}</p>
            <div className="collection-tools">
              <button ref={renameButton} type="button" className="button" onClick={() => setRenaming(true)}>
                Rename
              </button>
              <button type="button" className="button danger" onClick={() => setConfirmingDelete(true)} aria-expanded={confirmingDelete}>
                Delete
              </button>
            </div>
          </>
        )}
      </div>
      {confirmingDelete && (
        <div className="confirm" role="alertdialog" aria-labelledby={`${nameId}-confirm`}>
          <p id={`${nameId}-confirm`}>
            Delete “{name}”? Its {items.length === 1 ? 'title stays' : 'titles stay'} in the catalogue; only the collection goes.
          </p>
          <button
            type="button"
            className="button danger"
            autoFocus
            onClick={async () => {
              const result = await deleteCollection({ id });
              if (!result.ok) return notify(result.error);
              notify(`Deleted “${name}”.`);
              router.push('/collections');
              router.refresh();
            }}
          >
            Delete collection
          </button>
          <button type="button" className="button" onClick={() => setConfirmingDelete(false)}>
            Keep it
          </button>
        </div>
      )}
      {items.length === 0 ? (
        <p className="empty">
          Nothing in this collection yet. Open any title and choose <strong>Add to collection</strong>.
        </p>
      ) : (
        <ReorderableList
          items={items}
          label={`Titles in ${name}`}
          className="collection-items"
          onMove={move}
          onRemove={remove}
          render={(item) => (
            <>
              {item.posterPath && <FixedImage src={item.posterPath} alt="" width={64} height={item.kind === 'video' ? 36 : 96} />}
              <Link href={item.href}>{item.name}</Link>
            </>
          )}
        />
      )}
    </>
  );
}
