'use client';

import { useEffect, useState } from 'react';
import { fetchOnce } from '@/ui/fetch-once';
import type { PersonalRailName } from '../personal';
import type { TitleCard } from '../cards';
import { Rail } from './Rail';

// A curated row that turns personal once the viewer has a history: the cached page carries the curated row
// (`children`), and this island swaps in the viewer's own when /api/personal has one.
export function PersonalRail({ rail, title, children }: { rail: PersonalRailName; title: string; children: React.ReactNode }) {
  const [items, setItems] = useState<TitleCard[]>([]);
  useEffect(() => {
    let live = true;
    void fetchOnce<Record<PersonalRailName, TitleCard[]>>('/api/personal').then((body) => live && body && setItems(body[rail]));
    return () => {
      live = false;
    };
  }, [rail]);
  return items.length ? <Rail id={`personal-${rail}`} title={title} items={items} /> : children;
}
