'use client';

import { useId, useState } from 'react';
import { FixedImage } from '@/ui/FixedImage';
import { fieldErrors, type Errors } from '@/ui/forms';
import { postUpload } from '@/ui/upload';

const ARTWORK = {
  poster: { label: 'Poster', size: [160, 240], endpoint: '/api/studio/artwork', alt: false },
  backdrop: { label: 'Backdrop', size: [320, 180], endpoint: '/api/studio/artwork', alt: false },
  portrait: { label: 'Portrait', size: [160, 240], endpoint: '/api/studio/portrait', alt: false },
  still: { label: 'Still', size: [320, 180], endpoint: '/api/studio/still', alt: false },
  // A post's cover says what it shows (the titles' artwork is named by its title).
  cover: { label: 'Cover', size: [320, 180], endpoint: '/api/studio/post-cover', alt: true },
} as const;

/** One piece of a title's artwork, or a person's portrait: what it shows now, and a new image uploaded in its place (the public pages follow). */
export function StudioArtworkForm(props: {
  slug: string;
  kind: keyof typeof ARTWORK;
  current: string | null;
  /** More of what it belongs to (an episode's season and number). */
  fields?: Record<string, string>;
}) {
  const id = useId();
  const [current, setCurrent] = useState(props.current);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const { label, size, endpoint, alt } = ARTWORK[props.kind];
  const [width, height] = size;

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const body = new FormData(e.currentTarget);
    body.set('slug', props.slug);
    if (props.kind === 'poster' || props.kind === 'backdrop') body.set('kind', props.kind);
    for (const [key, value] of Object.entries(props.fields ?? {})) body.set(key, value);
    setBusy(true);
    setSaved(false);
    const result = await postUpload<{ path: string }>(endpoint, body, 'That file is too large: images up to 20 MB.');
    setBusy(false);
    setErrors(fieldErrors(result));
    if (result.ok) {
      setCurrent(result.data.path);
      setSaved(true);
    }
  }

  const error = errors.file ?? errors.alt ?? errors._;
  return (
    <form action={endpoint} method="post" encType="multipart/form-data" onSubmit={submit} className="studio-artwork" noValidate>
      {/* What the app adds to the body, for a form posted before it loads. */}
      <input type="hidden" name="slug" value={props.slug} />
      {(props.kind === 'poster' || props.kind === 'backdrop') && <input type="hidden" name="kind" value={props.kind} />}
      {Object.entries(props.fields ?? {}).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <h3>{label}</h3>
      {current ? (
        <FixedImage src={current} alt={`Current ${props.kind}`} width={width} height={height} className="studio-artwork-image" />
      ) : (
        <p className="studio-artwork-none" style={{ aspectRatio: `${width} / ${height}`, width }}>
          No {props.kind} yet
        </p>
      )}
      <label htmlFor={`${id}-file`}>New {props.kind} (JPEG, PNG, WebP or AVIF)</label>
      <input
        id={`${id}-file`}
        name="file"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {alt && (
        <>
          <label htmlFor={`${id}-alt`}>What it shows</label>
          <input id={`${id}-alt`} name="alt" maxLength={200} aria-invalid={errors.alt ? true : undefined} />
        </>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Uploading…' : `Upload ${props.kind}`}
      </button>
      <p role="status" id={`${id}-error`} className={error ? 'field-error' : 'studio-saved'}>
        {error ?? (saved ? `${label} saved: the public pages show it now.` : '')}
      </p>
    </form>
  );
}
