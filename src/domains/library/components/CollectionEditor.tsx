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

/**
 * One collection: played in order, renamed, deleted (after a confirmation), reordered (dragged, or with buttons), titles
 * removed or found and added; each at once on screen. `search`: what the page's search for titles to add found.
 */
export function CollectionEditor({
  id,
  name: initialName,
  items: initialItems,
  search,
}: {
  id: string;
  name: string;
  items: Item[];
  search: { q: string; results?: Item[] };
}) {
  const router = useRouter();
  const [name, setName] = useState(initialName);
  const { items, setItems, move, remove } = useOrderedItems(initialItems, {
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
              {items.length > 0 && (
                // In the order of the moment (a route, not a link to the first title: a reorder counts at once).
                <a href={`/collections/${id}/play`} className="button primary">
                  Play all
                </a>
              )}
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
          Nothing in this collection yet. Find titles below, or open any title and choose <strong>Add to collection</strong>.
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
      <section className="collection-add" aria-labelledby={`${nameId}-add`}>
        <h2 id={`${nameId}-add`}>Add titles</h2>
        <form method="get" role="search" className="inline-form">
          <label htmlFor={`${nameId}-q`}>Find a title</label>
          <input id={`${nameId}-q`} type="search" name="q" defaultValue={search.q} maxLength={100} dir="auto" autoComplete="off" />
          <button type="submit" className="button">
            Search
          </button>
        </form>
        {search.results &&
          (search.results.length ? (
            <ul className="collection-results" aria-label={`Titles matching ${search.q}`}>
              {search.results.map((title) => (
                <li key={title.id}>
                  <FoundTitle
                    collection={id}
                    title={title}
                    added={items.some((i) => i.id === title.id)}
                    onAdded={() => {
                      setItems((now) => (now.some((i) => i.id === title.id) ? now : [...now, title]));
                      notify(`Added ${title.name} to ${name}.`);
                    }}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className="empty">{`No titles match “${search.q}”. Try another word, or part of a name.`}</p>
          ))}
      </section>
    </>
  );
}

/** A title the collection's search found, with its Add (a form that posts to the server before the app has loaded). */
function FoundTitle({ collection, title, added, onAdded }: { collection: string; title: Item; added: boolean; onAdded: () => void }) {
  const add = useActionForm(updateCollectionTitle, onAdded, { notice: `Added ${title.name}.` });
  const error = add.errors._ ?? add.errors.titleId;
  return (
    <form action={add.action} onSubmit={add.onSubmit} className="found-title">
      <input type="hidden" name="id" value={collection} />
      <input type="hidden" name="titleId" value={title.id} />
      {title.posterPath && <FixedImage src={title.posterPath} alt="" width={48} height={title.kind === 'video' ? 27 : 72} />}
      <Link href={title.href}>{title.name}</Link>
      {added || add.errors.$notice ? (
        <span className="found-title-added">In this collection</span>
      ) : (
        <button type="submit" className="button" disabled={add.busy} aria-label={`Add ${title.name}`}>
          Add
        </button>
      )}
      {error && (
        <small className="field-error" role="alert">
          {error}
        </small>
      )}
    </form>
  );
}
