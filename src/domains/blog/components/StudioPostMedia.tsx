'use client';

import { useId } from 'react';
import { FieldErrors } from '@/ui/forms';
import { notify } from '@/ui/Notices';
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

/**
 * A picture in the post's text: uploaded with what it shows and a caption, stored as covers are. Once the app runs its
 * Markdown goes in at the text's cursor (save the post to keep it); posted before the app, it is added at the end.
 */
export function StudioPostPicture({ slug }: { slug: string }) {
  const id = useId();
  const upload = useUpload<{ markdown: string }>(
    '/api/studio/post-image',
    slug,
    'That file is too large: images up to 20 MB.',
    (data, form) => {
      const text = document.querySelector<HTMLTextAreaElement>('.studio-post-form textarea[name="body"]');
      if (text) {
        const at = text.selectionEnd ?? text.value.length;
        const before = text.value.slice(0, at).replace(/\s*$/, '');
        text.setRangeText(`${before ? '\n\n' : ''}${data.markdown}\n\n`, before.length, at, 'end');
        text.focus();
      }
      form.reset();
      notify('Picture added to the text where the cursor was: save the post to keep it.');
    },
    // The app puts the picture at the cursor itself: the route only answers its Markdown.
    { prepare: (body) => body.set('insert', 'return') },
  );
  const { errors, busy } = upload;
  return (
    <form
      action={upload.endpoint}
      method="post"
      encType="multipart/form-data"
      onSubmit={upload.onSubmit}
      className="studio-form"
      noValidate
      aria-labelledby={`${id}-legend`}
    >
      <h3 id={`${id}-legend`} className="studio-form-heading">
        A picture in the text
      </h3>
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="insert" value="append" />
      <div className="field">
        <label htmlFor={`${id}-file`}>Picture (JPEG, PNG, WebP or AVIF, at least 320 × 180)</label>
        <input
          id={`${id}-file`}
          name="file"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          aria-invalid={errors.file ? true : undefined}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-alt`}>What it shows</label>
        <input id={`${id}-alt`} name="alt" maxLength={200} aria-invalid={errors.alt ? true : undefined} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-caption`}>Caption (optional)</label>
        <input id={`${id}-caption`} name="caption" maxLength={300} />
      </div>
      <FieldErrors errors={errors} />
      <p className="form-buttons">
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Uploading…' : 'Add the picture'}
        </button>
      </p>
    </form>
  );
}
