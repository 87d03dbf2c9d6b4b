'use client';

import { useRouter } from 'next/navigation';
import { useId } from 'react';
import type { ActionResult } from '@/lib/action-result';
import { FixedImage } from './FixedImage';
import { FieldErrors } from './forms';
import { notify } from './Notices';
import { useUpload } from './upload';

export type Photo = { src: string; alt: string; caption?: string };

/**
 * The studio's photographs of one thing (a product, a gallery post): each shown with a Remove button, and a form
 * that uploads a new one with what it shows (and a caption, where it has one). The page refreshes after each change.
 */
export function PhotoList(props: {
  slug: string;
  photos: Photo[];
  /** What the list says when it has none. */
  empty: string;
  size: [number, number];
  remove: (src: string) => Promise<ActionResult<unknown>>;
  removed: string;
  upload: {
    endpoint: string;
    fileLabel: string;
    button: string;
    done: string;
    caption?: boolean;
    /** A field naming what choice it is a picture of (a product's `Colour: Frost`), with its hint. */
    shows?: { label: string; hint: string };
  };
  /** A numbered list where the order is what visitors see. */
  ordered?: boolean;
}) {
  const id = useId();
  const router = useRouter();
  const upload = useUpload(props.upload.endpoint, props.slug, 'That file is too large: images up to 20 MB.', props.upload.done);
  const [width, height] = props.size;
  const List = props.ordered ? 'ol' : 'ul';

  async function remove(photo: Photo) {
    if (!window.confirm(`Remove ${photo.alt ? `the photograph of ${photo.alt}` : 'this photograph'}? It is deleted, not hidden.`)) return;
    const result = await props.remove(photo.src);
    notify(result.ok ? props.removed : result.error);
    if (result.ok) router.refresh();
  }

  return (
    <>
      {props.photos.length === 0 ? (
        <p className="empty">{props.empty}</p>
      ) : (
        <List className="studio-gallery">
          {props.photos.map((photo) => (
            <li key={photo.src}>
              <FixedImage src={photo.src} alt={photo.alt} width={width} height={height} />
              {photo.caption && <span className="studio-gallery-caption">{photo.caption}</span>}
              <button type="button" className="button" onClick={() => remove(photo)}>
                Remove<span className="visually-hidden"> the photograph of {photo.alt}</span>
              </button>
            </li>
          ))}
        </List>
      )}
      <form
        action={upload.endpoint}
        method="post"
        encType="multipart/form-data"
        onSubmit={upload.onSubmit}
        className="studio-form"
        noValidate
      >
        <input type="hidden" name="slug" value={props.slug} />
        <div className="field">
          <label htmlFor={`${id}-file`}>{props.upload.fileLabel}</label>
          <input
            id={`${id}-file`}
            name="file"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            aria-invalid={upload.errors.file ? true : undefined}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-alt`}>What it shows</label>
          <input id={`${id}-alt`} name="alt" maxLength={200} aria-invalid={upload.errors.alt ? true : undefined} />
        </div>
        {props.upload.caption && (
          <div className="field">
            <label htmlFor={`${id}-caption`}>Caption</label>
            <input id={`${id}-caption`} name="caption" maxLength={300} aria-invalid={upload.errors.caption ? true : undefined} />
          </div>
        )}
        {props.upload.shows && (
          <div className="field">
            <label htmlFor={`${id}-shows`}>{props.upload.shows.label}</label>
            <input
              id={`${id}-shows`}
              name="shows"
              maxLength={70}
              aria-describedby={`${id}-shows-hint`}
              aria-invalid={upload.errors.shows ? true : undefined}
            />
            <small id={`${id}-shows-hint`} className="hint">
              {props.upload.shows.hint}
            </small>
          </div>
        )}
        <FieldErrors errors={upload.errors} />
        <p className="form-buttons">
          <button type="submit" className="button primary" disabled={upload.busy}>
            {upload.busy ? 'Uploading…' : props.upload.button}
          </button>
        </p>
      </form>
    </>
  );
}
