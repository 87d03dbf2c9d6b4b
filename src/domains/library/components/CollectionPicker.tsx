'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';

// The panel (its collections, their checkboxes, the new-collection form and its actions) is loaded on the first
// open: a title page's first load carries the button only.
const CollectionPickerPanel = lazy(() => import('./CollectionPickerPanel'));

/** "Add to collection" on a title page: the visitor's collections as checkboxes, and a new one by name. */
export function CollectionPicker({ titleId, name }: { titleId: number; name: string }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

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

  return (
    <div className="collection-picker" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={`collections-${titleId}`}
        onClick={() => setOpen(!open)}
      >
        Add to collection
      </button>
      {open && (
        <div id={`collections-${titleId}`} className="picker-panel" role="group" aria-label={`Collections for ${name}`}>
          <Suspense fallback={<p className="meta">Loading your collections…</p>}>
            <CollectionPickerPanel titleId={titleId} name={name} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
