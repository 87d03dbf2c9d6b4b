'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { notify } from '@/ui/Notices';
import { updateCollectionTitle } from '../actions';
import { NewCollectionForm } from './NewCollectionForm';

type Choice = { id: string; name: string; has: boolean };

/** "Add to collection" on a title page: the visitor's collections as checkboxes, and a new one by name. */
export function CollectionPicker({ titleId, name }: { titleId: number; name: string }) {
  const [open, setOpen] = useState(false);
  const [choices, setChoices] = useState<Choice[] | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  async function load() {
    const res = await fetch(`/api/collections?titleId=${titleId}`, { cache: 'no-store' }).catch(() => undefined);
    setChoices(res?.ok ? ((await res.json()) as { collections: Choice[] }).collections : []);
  }

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  async function change(choice: Choice, has: boolean) {
    setChoices((all) => all?.map((c) => (c.id === choice.id ? { ...c, has } : c)) ?? null);
    const result = await updateCollectionTitle({ id: choice.id, titleId, included: has });
    if (!result.ok) {
      setChoices((all) => all?.map((c) => (c.id === choice.id ? { ...c, has: !has } : c)) ?? null);
      notify(result.error);
    } else notify(has ? `Added ${name} to ${choice.name}.` : `Removed ${name} from ${choice.name}.`);
  }

  return (
    <div className="collection-picker" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={`collections-${titleId}`}
        onClick={() => {
          if (!open) void load();
          setOpen(!open);
        }}
      >
        Add to collection
      </button>
      {open && (
        <div id={`collections-${titleId}`} className="picker-panel" role="group" aria-label={`Collections for ${name}`}>
          {choices === null ? (
            <p className="meta">Loading your collections…</p>
          ) : choices.length === 0 ? (
            <p className="meta">No collections yet: name the first one below.</p>
          ) : (
            <ul>
              {choices.map((c) => (
                <li key={c.id}>
                  <label>
                    <input type="checkbox" checked={c.has} onChange={(e) => void change(c, e.target.checked)} /> {c.name}
                  </label>
                </li>
              ))}
            </ul>
          )}
          <NewCollectionForm titleId={titleId} onCreated={(c) => setChoices((all) => [...(all ?? []), { ...c, has: true }])} />
          <Link href="/collections" className="meta">
            Manage collections
          </Link>
        </div>
      )}
    </div>
  );
}
