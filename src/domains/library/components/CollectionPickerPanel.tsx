'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { notify } from '@/ui/Notices';
import { updateCollectionTitle } from '../actions';
import { NewCollectionForm } from './NewCollectionForm';

type Choice = { id: string; name: string; has: boolean };

/** The open "Add to collection": the visitor's collections (asked for at each open) as checkboxes, and a new one. */
export default function CollectionPickerPanel({ titleId, name }: { titleId: number; name: string }) {
  const [choices, setChoices] = useState<Choice[] | null>(null);

  useEffect(() => {
    let live = true;
    void fetch(`/api/collections?titleId=${titleId}`, { cache: 'no-store' })
      .then(async (res) => (res.ok ? ((await res.json()) as { collections: Choice[] }).collections : []))
      .catch(() => [])
      .then((found) => live && setChoices(found));
    return () => {
      live = false;
    };
  }, [titleId]);

  async function change(choice: Choice, has: boolean) {
    setChoices((all) => all?.map((c) => (c.id === choice.id ? { ...c, has } : c)) ?? null);
    const result = await updateCollectionTitle({ id: choice.id, titleId, included: has });
    if (!result.ok) {
      setChoices((all) => all?.map((c) => (c.id === choice.id ? { ...c, has: !has } : c)) ?? null);
      notify(result.error);
    } else notify(has ? `Added ${name} to ${choice.name}.` : `Removed ${name} from ${choice.name}.`);
  }

  return (
    <>
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
    </>
  );
}
