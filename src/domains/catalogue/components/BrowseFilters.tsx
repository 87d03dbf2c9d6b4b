'use client';

import { useRouter } from 'next/navigation';
import { useId, useTransition } from 'react';
import { SORTS } from '@/domains/catalogue/params';

type Option = { slug: string; title: string };

/**
 * Filters that apply as soon as one changes, in a plain GET form: without JavaScript the Apply button submits
 * it and the URL is still the state.
 */
export function BrowseFilters({
  action,
  filters,
  selected,
  sort,
  sorts,
}: {
  action: string;
  filters: { name: string; label: string; options: Option[] }[];
  selected: Record<string, string | undefined>;
  sort: string;
  /** [value, label] pairs; passed in so that this client bundle does not carry the params module (and zod). */
  sorts: [string, string][];
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const id = useId();

  const apply = (form: HTMLFormElement) => {
    const query = new URLSearchParams();
    for (const [key, value] of new FormData(form)) {
      if (typeof value === 'string' && value && !(key === 'sort' && value === 'newest')) query.set(key, value);
    }
    const qs = query.toString();
    startTransition(() => router.push(qs ? `${action}?${qs}` : action, { scroll: false }));
  };

  return (
    <form
      className="browse-filters"
      action={action}
      method="get"
      aria-busy={pending}
      onChange={(e) => apply(e.currentTarget)}
      onSubmit={(e) => {
        e.preventDefault();
        apply(e.currentTarget);
      }}
    >
      {filters.map((f) => (
        <div key={f.name} className="field">
          <label htmlFor={`${id}-${f.name}`}>{f.label}</label>
          <select id={`${id}-${f.name}`} name={f.name} defaultValue={selected[f.name] ?? ''}>
            <option value="">All</option>
            {f.options.map((o) => (
              <option key={o.slug} value={o.slug}>
                {o.title}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className="field">
        <label htmlFor={`${id}-sort`}>Sort by</label>
        <select id={`${id}-sort`} name="sort" defaultValue={sort}>
          {sorts.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {/* Without JavaScript only: a button that went away once the script ran moved the grid under it (layout shift). */}
      <noscript>
        <button type="submit" className="button">
          Apply
        </button>
      </noscript>
    </form>
  );
}
