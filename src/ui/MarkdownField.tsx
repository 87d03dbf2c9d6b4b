'use client';

import { useId, useState } from 'react';
import type { ActionResult } from '@/lib/action-result';

/** The operator's preview action: the Markdown as the public page renders it (sanitized there, on the server). */
export type MarkdownPreview = (input: { body: string }) => Promise<ActionResult<{ html: string }>>;

const escape = (text: string) => text.replace(/[<&]/g, (c) => (c === '<' ? '&lt;' : '&amp;'));

/** A Markdown text area with a Write / Preview switch; the preview is rendered by the server, as the page will be. */
export function MarkdownField(props: {
  name: string;
  label: string;
  defaultValue?: string;
  preview: MarkdownPreview;
  error?: string;
  rows?: number;
  maxLength?: number;
}) {
  const id = useId();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [html, setHtml] = useState<string | null>(null);

  async function showPreview(e: React.MouseEvent<HTMLButtonElement>) {
    const body = (e.currentTarget.form?.elements.namedItem(props.name) as HTMLTextAreaElement | null)?.value ?? '';
    setTab('preview');
    setHtml(null);
    const result = await props.preview({ body });
    setHtml(result.ok ? result.data.html : `<p>${escape(result.error)}</p>`);
  }

  return (
    <div className="field studio-markdown">
      <div className="studio-tabs" role="group" aria-label={`${props.label}: write or preview`}>
        <button type="button" className="button" aria-pressed={tab === 'write'} onClick={() => setTab('write')}>
          Write
        </button>
        <button type="button" className="button" aria-pressed={tab === 'preview'} onClick={showPreview}>
          Preview
        </button>
      </div>
      <label htmlFor={id}>{props.label}</label>
      <textarea
        id={id}
        name={props.name}
        defaultValue={props.defaultValue}
        rows={props.rows ?? 18}
        maxLength={props.maxLength ?? 60000}
        hidden={tab === 'preview'}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : `${id}-hint`}
      />
      {tab === 'preview' && (
        <div className="studio-preview" aria-live="polite" aria-busy={html === null}>
          {html === null ? <p>Rendering…</p> : <div dangerouslySetInnerHTML={{ __html: html }} />}
        </div>
      )}
      <small id={`${id}-hint`} className="hint">
        Markdown: **bold**, _italic_, [a link](https://…), ## a heading.
      </small>
      {props.error && (
        <small id={`${id}-error`} className="field-error">
          {props.error}
        </small>
      )}
    </div>
  );
}
