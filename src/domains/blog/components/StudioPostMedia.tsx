'use client';

import { useId } from 'react';
import { FieldErrors } from '@/ui/forms';
import { PhotoList } from '@/ui/PhotoList';
import { useUpload } from '@/ui/upload';
import { audioClock } from '../format';
import type { PostMedia } from '../schema';
import { removeGalleryImage } from '../studio-actions';

/** An audio post's sound: what plays now, and a new file in its place (made into AAC on the server). */
export function StudioPostAudio({ slug, media, published }: { slug: string; media: PostMedia; published: boolean }) {
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
          <audio src={audio.src} controls preload="metadata" aria-label={`Current sound: ${audio.label}`} />
          <figcaption>
            {audio.label} · {audioClock(audio.durationSec)}
          </figcaption>
        </figure>
      ) : (
        <p className="empty">
          {published ? 'No sound yet: upload one to make this an audio post.' : 'No sound yet: upload one, then publish the post.'}
        </p>
      )}
      <form
        action={upload.endpoint}
        method="post"
        encType="multipart/form-data"
        onSubmit={upload.onSubmit}
        className="studio-form"
        noValidate
      >
        <input type="hidden" name="slug" value={slug} />
        <div className="field">
          <label htmlFor={`${id}-file`}>{audio ? 'New sound' : 'Sound'} (MP3, M4A, WAV, OGG or FLAC, up to 100 MB)</label>
          <input id={`${id}-file`} name="file" type="file" accept="audio/*" aria-invalid={upload.errors.file ? true : undefined} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-label`}>Title shown in the player (required)</label>
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

/** A gallery post's photographs, in the order visitors see them: each removable, a new one added at the end. */
export function StudioPostGallery({ slug, media, published }: { slug: string; media: PostMedia; published: boolean }) {
  return (
    <PhotoList
      slug={slug}
      photos={media.format === 'gallery' ? media.images : []}
      empty={published ? 'No photographs yet: add one to make this a gallery.' : 'No photographs yet: add one, then publish the post.'}
      size={[160, 90]}
      remove={(src) => removeGalleryImage({ slug, src })}
      removed="Photograph removed."
      upload={{
        endpoint: '/api/studio/post-gallery',
        fileLabel: 'New photograph (JPEG, PNG, WebP or AVIF, at least 600 × 400; the gallery shows it 3:2)',
        button: 'Add photograph',
        done: 'Photograph added to the gallery.',
        caption: true,
      }}
      ordered
    />
  );
}
