'use client';

import { useEffect, useState } from 'react';

export type SuggestionChoice = { label: string; slug: string };

/**
 * What the site's own suggestions (/api/search/suggest) offer for what is typed, of the kinds wanted, as the studio's
 * name-or-slug inputs list them: asked 150 ms after the typing stops, from two characters, the last answer only.
 */
export function useSuggestions(typed: string, kinds: readonly string[]): SuggestionChoice[] {
  const [suggestions, setSuggestions] = useState<SuggestionChoice[]>([]);
  const wanted = kinds.join(',');
  useEffect(() => {
    const q = typed.trim();
    if (q.length < 2) return setSuggestions([]);
    const keep = new Set(wanted.split(','));
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const answer = await fetch(`/api/search/suggest?${new URLSearchParams({ q })}`, { signal: controller.signal })
        .then((r) => (r.ok ? (r.json() as Promise<{ items: { label: string; href: string; kind: string }[] }>) : { items: [] }))
        .catch(() => ({ items: [] }));
      setSuggestions(answer.items.filter((i) => keep.has(i.kind)).map((i) => ({ label: i.label, slug: i.href.split('/').pop()! })));
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed, wanted]);
  return suggestions;
}
