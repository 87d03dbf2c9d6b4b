'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useTransition } from 'react';

/** The filter just changed and the listing it asked for (one form on a page at a time). */
let refocus: { name: string; href: string } | null = null;

type Option = { slug: string; title: string };

/** A listing's filters: choices (a select), a range of two numbers, a box to tick. */
export type FilterField =
  | { kind: 'select'; name: string; label: string; options: Option[]; value?: string }
  | { kind: 'range'; label: string; names: [string, string]; values: [string | undefined, string | undefined]; unit: string }
  | { kind: 'check'; name: string; label: string; value: string; checked: boolean };

/**
 * Filters that apply as soon as a choice changes, in a plain GET form: without JavaScript the Apply button submits
 * it and the URL is still the state. Numbers apply when submitted (Enter or their Apply), not at every keystroke.
 */
export function ListingFilters({
  action,
  fields,
  sort,
  sorts,
  defaultSort = 'newest',
}: {
  action: string;
  fields: FilterField[];
  sort: string;
  /** [value, label] pairs; passed in so that this client bundle does not carry a params module (and zod). */
  sorts: [string, string][];
  defaultSort?: string;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  // A filter's listing is another route: the page, this form with it, is drawn anew, and focus fell to the top of the
  // page. The control that was changed takes it back.
  useEffect(() => {
    const changed = refocus;
    refocus = null;
    if (!changed || changed.href !== location.pathname + location.search) return;
    form.current?.querySelector<HTMLElement>(`[name="${CSS.escape(changed.name)}"]`)?.focus({ preventScroll: true });
  }, []);

  const apply = (form: HTMLFormElement) => {
    const query = new URLSearchParams();
    for (const [key, value] of new FormData(form)) {
      if (typeof value === 'string' && value && !(key === 'sort' && value === defaultSort)) query.set(key, value);
    }
    const qs = query.toString();
    const href = qs ? `${action}?${qs}` : action;
    if (refocus) refocus.href = href;
    startTransition(() => router.push(href, { scroll: false }));
  };
  const hasRange = fields.some((f) => f.kind === 'range');

  return (
    <form
      className="browse-filters"
      role="search"
      aria-label="Filter the listing"
      action={action}
      method="get"
      aria-busy={pending}
      ref={form}
      onChange={(e) => {
        const control = e.target as EventTarget as HTMLInputElement;
        if (control.type === 'number') return;
        refocus = { name: control.name, href: '' };
        apply(e.currentTarget);
      }}
      onSubmit={(e) => {
        e.preventDefault();
        apply(e.currentTarget);
      }}
    >
      {fields.map((f) =>
        f.kind === 'select' ? (
          <div key={f.name} className="field">
            <label htmlFor={`${id}-${f.name}`}>{f.label}</label>
            <select id={`${id}-${f.name}`} name={f.name} defaultValue={f.value ?? ''}>
              <option value="">All</option>
              {f.options.map((o) => (
                <option key={o.slug} value={o.slug}>
                  {o.title}
                </option>
              ))}
            </select>
          </div>
        ) : f.kind === 'range' ? (
          <fieldset key={f.names[0]} className="field range">
            <legend>{f.label}</legend>
            <div className="range-inputs">
              {f.names.map((name, i) => (
                <label key={name}>
                  <span className="visually-hidden">{i === 0 ? 'From' : 'To'}</span>
                  <input
                    type="number"
                    name={name}
                    min={0}
                    step={1}
                    inputMode="numeric"
                    placeholder={`${i === 0 ? 'Min' : 'Max'} ${f.unit}`}
                    defaultValue={f.values[i] ?? ''}
                  />
                </label>
              ))}
            </div>
          </fieldset>
        ) : (
          <label key={f.name} className="field check">
            <input type="checkbox" name={f.name} value={f.value} defaultChecked={f.checked} />
            <span>{f.label}</span>
          </label>
        ),
      )}
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
      {hasRange ? (
        <button type="submit" className="button">
          Apply
        </button>
      ) : (
        // Without JavaScript only: a button that went away once the script ran moved the grid under it (layout shift).
        <noscript>
          <button type="submit" className="button">
            Apply
          </button>
        </noscript>
      )}
    </form>
  );
}
