'use client';

import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { FixedImage } from '@/ui/FixedImage';
import { FieldErrors } from '@/ui/forms';
import { notify } from '@/ui/Notices';
import { useUpload } from '@/ui/upload';
import { audioClock } from '../format';
import type { PostMedia } from '../schema';
import { removeGalleryImage } from '../studio-actions';

/** An audio post's sound: what plays now, and a new file in its place (made into AAC on the server). */
export function StudioPostAudio({ slug, media }: { slug: string; media: PostMedia }) {
  const id = useId();
  const audio = media.format === 'audio' && media.src ? media : null;
  const upload = useUpload(
    '/api/studio/post-audio',
    slug,
    'That file is too large: sound files up to 100 MB.',
    'Sound saved: the post plays it now.',
  );
  return (
    <>
      {audio ? (
        <figure className="studio-audio">
          <audio src={audio.src} controls preload="none" aria-label={`Current sound: ${audio.label}`} />
          <figcaption>
            {audio.label} · {audioClock(audio.durationSec)}
          </figcaption>
        </figure>
      ) : (
        <p className="empty">No sound yet: upload one, then publish the post.</p>
      )}
      <form onSubmit={upload.onSubmit} className="studio-form" noValidate>
        <div className="field">
          <label htmlFor={`${id}-file`}>{audio ? 'New sound' : 'Sound'} (MP3, M4A, WAV, OGG or FLAC, up to 100 MB)</label>
          <input id={`${id}-file`} name="file" type="file" accept="audio/*" aria-invalid={upload.errors.file ? true : undefined} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-label`}>What the player says it is</label>
          <input
            id={`${id}-label`}
            name="label"
            maxLength={120}
            defaultValue={audio?.label ?? ''}
            aria-invalid={upload.errors.label ? true : undefined}
          />
        </div>
        <FieldErrors errors={upload.errors} />
        <p className="form-buttons">
          <button type="submit" className="button primary" disabled={upload.busy}>
            {upload.busy ? 'Uploading…' : 'Upload sound'}
          </button>
        </p>
      </form>
    </>
  );
}

/** A gallery post's photographs: each removable, a new one added at the end with what it shows and a caption. */
export function StudioPostGallery({ slug, media }: { slug: string; media: PostMedia }) {
  const id = useId();
  const router = useRouter();
  const images = media.format === 'gallery' ? media.images : [];
  const upload = useUpload(
    '/api/studio/post-gallery',
    slug,
    'That file is too large: images up to 20 MB.',
    'Photograph added to the gallery.',
  );

  async function remove(src: string) {
    const result = await removeGalleryImage({ slug, src });
    notify(result.ok ? 'Photograph removed.' : result.error);
    if (result.ok) router.refresh();
  }

  return (
    <>
      {images.length === 0 ? (
        <p className="empty">No photographs yet: add one, then publish the post.</p>
      ) : (
        <ol className="studio-gallery">
          {images.map((image) => (
            <li key={image.src}>
              <FixedImage src={image.src} alt={image.alt} width={160} height={90} />
              {image.caption && <span className="studio-gallery-caption">{image.caption}</span>}
              <button type="button" className="button" onClick={() => remove(image.src)}>
                Remove<span className="visually-hidden"> the photograph of {image.alt}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={upload.onSubmit} className="studio-form" noValidate>
        <div className="field">
          <label htmlFor={`${id}-file`}>New photograph (JPEG, PNG, WebP or AVIF, at least 640 × 360)</label>
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
        <div className="field">
          <label htmlFor={`${id}-caption`}>Caption</label>
          <input id={`${id}-caption`} name="caption" maxLength={300} />
        </div>
        <FieldErrors errors={upload.errors} />
        <p className="form-buttons">
          <button type="submit" className="button primary" disabled={upload.busy}>
            {upload.busy ? 'Uploading…' : 'Add photograph'}
          </button>
        </p>
      </form>
    </>
  );
}
