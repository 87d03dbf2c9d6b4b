'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';

import type { Suggestion } from '@/lib/search';
const KIND_LABEL: Record<string, string> = {
  movie: 'Movie',
  'tv-show': 'TV show',
  video: 'Video',
  person: 'Person',
  genre: 'Genre',
  tag: 'Tag',
  category: 'Video category',
  product: 'Product',
  post: 'Blog post',
};

/**
 * The search box of the header and of the results page: trimmed text goes to the results page on Enter or the
 * button; blank text does nothing; suggestions while typing.
 */
export function SearchBox({
  variant = 'header',
  defaultValue = '',
  scope,
}: {
  variant?: 'header' | 'page';
  defaultValue?: string;
  /** The shop header's box: products first among the suggestions. */
  scope?: 'shop';
}) {
  const router = useRouter();
  const [text, setText] = useState(defaultValue);
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const box = useRef<HTMLFormElement>(null);
  // The text that was just searched (or the results page's own term): no suggestions open over the results for it.
  const searched = useRef<string | null>(defaultValue.trim() || null);

  useEffect(() => {
    const term = text.trim();
    if (term.length < 2 || searched.current === term) {
      setItems([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/search/suggest?q=${encodeURIComponent(term)}${scope ? `&in=${scope}` : ''}`, { signal: controller.signal })
        .then((r) => (r.ok ? r.json() : { items: [] }))
        .then((data: { items: Suggestion[] }) => {
          if (searched.current === term) return;
          setItems(data.items);
          setActive(-1);
          setOpen(true);
        })
        .catch(() => undefined);
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, scope]);

  useEffect(() => {
    const onDown = (e: MouseEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, []);

  const go = (href: string) => {
    searched.current = text.trim();
    setOpen(false);
    router.push(href);
  };

  return (
    <form
      ref={box}
      role="search"
      aria-label={variant === 'page' ? 'Search the catalogue' : 'Site search'}
      className={variant === 'page' ? 'search-box search-box-page' : 'search-box'}
      action="/search"
      method="get"
      onSubmit={(e) => {
        e.preventDefault();
        const chosen = open && active >= 0 ? items[active] : undefined;
        if (chosen) return go(chosen.href);
        const term = text.trim();
        if (!term) return;
        go(`/search?searchTerm=${encodeURIComponent(term)}`);
      }}
    >
      <label htmlFor={`${listId}-input`} className="visually-hidden">
        Search titles, people and genres
      </label>
      <input
        id={`${listId}-input`}
        name="searchTerm"
        type="search"
        placeholder="Search..."
        // Its own text decides its direction: "Search..." keeps its dots at the end on a right-to-left page.
        dir="auto"
        autoComplete="off"
        role="combobox"
        aria-expanded={open && items.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        value={text}
        maxLength={200}
        onChange={(e) => {
          searched.current = null;
          setText(e.target.value);
        }}
        onFocus={() => items.length && setOpen(true)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            // The first Escape closes the list; only a second one clears the field (the search input's default).
            if (open) e.preventDefault();
            setOpen(false);
            setActive(-1);
          } else if (e.key === 'ArrowDown' && items.length) {
            e.preventDefault();
            setOpen(true);
            setActive((a) => (a + 1) % items.length);
          } else if (e.key === 'ArrowUp' && items.length) {
            e.preventDefault();
            setActive((a) => (a <= 0 ? items.length - 1 : a - 1));
          }
        }}
      />
      <button type="submit" className="icon-button" aria-label="Search">
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {open && items.length > 0 && (
        <ul id={listId} role="listbox" className="search-suggestions" aria-label="Suggestions">
          {items.map((item, i) => (
            <li
              key={item.href}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'active' : undefined}
              onMouseDown={(e) => {
                e.preventDefault();
                go(item.href);
              }}
            >
              <span>{item.label}</span>
              <small>{KIND_LABEL[item.kind] ?? item.kind}</small>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
