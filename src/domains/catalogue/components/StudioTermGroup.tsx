'use client';

import Link from 'next/link';
import { useId, useState } from 'react';
import { useActionForm, type Errors } from '@/ui/forms';
import { notify } from '@/ui/Notices';
import { createTerm, renameTerm } from '../studio-actions';
import type { TermKind } from '../studio';
import { TableScroll } from '@/ui/TableScroll';
import { StudioSection } from '@/ui/StudioSection';

type Term = { id: number; slug: string; title: string; count: number; href: string };

/** One kind of term (genres, tags or categories): each renamed in place, new ones added at the end. */
export function StudioTermGroup(props: { kind: TermKind; label: string; terms: Term[] }) {
  const [terms, setTerms] = useState(props.terms);
  const id = useId();
  const singular = { genre: 'genre', tag: 'tag', category: 'category' }[props.kind];
  const create = useActionForm(createTerm, (term, form) => {
    setTerms((all) => [...all, { ...term, count: 0 }]);
    form.reset();
    notify(`Added the ${singular} ${term.title}.`);
  });
  return (
    <StudioSection id={id} heading={props.label}>
      {terms.length > 0 && (
        <TableScroll label={props.label}>
          <table className="studio-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Titles</th>
                <th scope="col">Public page</th>
              </tr>
            </thead>
            <tbody>
              {terms.map((t) => (
                <tr key={t.id}>
                  <td>
                    <RenameTerm term={t} />
                  </td>
                  <td>{t.count}</td>
                  <td>
                    {t.href ? (
                      <Link href={t.href} prefetch={false}>
                        <span className="visually-hidden">{t.title}: </span>
                        {t.href}
                      </Link>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <form action={create.action} onSubmit={create.onSubmit} className="studio-search" noValidate>
        <input type="hidden" name="kind" value={props.kind} />
        <label htmlFor={`${id}-new`}>New {singular}</label>
        <input
          id={`${id}-new`}
          name="title"
          maxLength={60}
          aria-invalid={firstError(create.errors) ? true : undefined}
          aria-describedby={firstError(create.errors) ? `${id}-new-error` : undefined}
        />
        <button type="submit" className="button primary" disabled={create.busy}>
          Add {singular}
        </button>
        {firstError(create.errors) && (
          <small id={`${id}-new-error`} className="field-error">
            {firstError(create.errors)}
          </small>
        )}
      </form>
    </StudioSection>
  );
}

const firstError = (errors: Errors) => errors.title ?? errors._;

function RenameTerm({ term }: { term: Term }) {
  const id = useId();
  const [title, setTitle] = useState(term.title);
  const rename = useActionForm(renameTerm, (renamed) => {
    setTitle(renamed.title);
    notify(`Renamed to ${renamed.title}.`);
  });
  const error = firstError(rename.errors);
  return (
    <form action={rename.action} onSubmit={rename.onSubmit} className="studio-inline" noValidate>
      <input type="hidden" name="id" value={term.id} />
      <label htmlFor={id} className="visually-hidden">
        Name of {title}
      </label>
      <input
        id={id}
        name="title"
        defaultValue={title}
        maxLength={60}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <button type="submit" className="button" disabled={rename.busy}>
        Rename<span className="visually-hidden"> {title}</span>
      </button>
      {error && (
        <small id={`${id}-error`} className="field-error">
          {error}
        </small>
      )}
    </form>
  );
}
