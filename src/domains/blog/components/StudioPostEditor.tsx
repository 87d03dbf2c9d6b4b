'use client';

import type { ActionResult } from '@/lib/action-result';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { Choice, Field, SaveButton, useActionForm } from '@/ui/forms';
import { MarkdownField } from '@/ui/MarkdownField';
import { createPost, previewPost, updatePost } from '../studio-actions';
import { StudioPostAudio, StudioPostGallery } from './StudioPostMedia';
import type { PostFormat, PostMedia } from '../schema';

type Choices = { authors: { slug: string; name: string }[]; categories: { slug: string; name: string }[] };
export type StudioPostDraft = {
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  format: PostFormat;
  media: PostMedia;
  author: string;
  category: string;
  tags: string[];
  publishedAt: Date | null;
};

const FORMATS: [PostFormat, string][] = [
  ['standard', 'Standard'],
  ['video', 'Video (plays a catalogue title)'],
  ['link', 'Link (the link is the headline)'],
  ['quote', 'Quote'],
  ['audio', 'Audio'],
  ['gallery', 'Gallery'],
];
const POST_SAVED = 'Saved: the blog shows it on its next request (once published).';

/** A post in Markdown with a preview rendered as the post page renders it; its format's own fields; saved whole. */
export function StudioPostEditor({ post, choices }: { post?: StudioPostDraft; choices: Choices }) {
  const id = useId();
  const router = useRouter();
  const [format, setFormat] = useState<PostFormat>(post?.format ?? 'standard');
  const [saved, setSaved] = useState<string | null>(null);
  const media = post?.media;

  const form = useActionForm<object>(
    // The form's fields are the post's (the slug a hidden one); the format's own fields are those it shows.
    (post ? updatePost : createPost) as (fields: FormData) => Promise<ActionResult<object>>,
    (result) => {
      if (!post && 'slug' in result) router.push(`/studio/posts/${String(result.slug)}?created=1`);
      else setSaved(POST_SAVED);
    },
    { notice: POST_SAVED, prepare: () => setSaved(null) },
  );

  const uploaded = format === 'audio' || format === 'gallery';
  return (
    <>
      <form action={form.action} onSubmit={form.onSubmit} className="studio-form form-grid studio-post-form" noValidate>
        {post && <input type="hidden" name="slug" value={post.slug} />}
        <Field name="title" label="Title" errors={form.errors} defaultValue={post?.title} maxLength={200} />
        <Field
          name="excerpt"
          label="Excerpt"
          errors={form.errors}
          defaultValue={post?.excerpt}
          maxLength={400}
          hint="A sentence or two for the lists."
        />
        <MarkdownField name="body" label="Text (Markdown)" defaultValue={post?.body} preview={previewPost} error={form.errors.body} />
        <p className="hint">A line [[title:orbital-decay]] or [[product:slug]] on its own shows that title’s or product’s card.</p>
        <div className="field">
          <label htmlFor={`${id}-format`}>Format</label>
          <select
            id={`${id}-format`}
            name="format"
            value={format}
            onChange={(e) => setFormat(e.target.value as PostFormat)}
            aria-describedby={uploaded ? `${id}-format-hint` : undefined}
          >
            {FORMATS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          {uploaded && (
            <small id={`${id}-format-hint`} className="hint">
              {!post
                ? `Create the post, then upload its ${format === 'audio' ? 'sound' : 'photographs'} on its page.`
                : post.format === format
                  ? `Its ${format === 'audio' ? 'sound is' : 'photographs are'} below the form.`
                  : `Upload its ${format === 'audio' ? 'sound' : 'first photograph'} below: that makes it ${format === 'audio' ? 'an audio post' : 'a gallery'} (save the form’s other changes first).`}
            </small>
          )}
        </div>
        {format === 'video' && (
          <Field
            name="videoTitle"
            label="Catalogue title it plays (slug)"
            errors={form.errors}
            defaultValue={media?.format === 'video' ? (media.title ?? '') : ''}
            maxLength={120}
          />
        )}
        {format === 'link' && (
          <>
            <Field
              name="linkUrl"
              label="Link address"
              errors={form.errors}
              defaultValue={media?.format === 'link' ? media.url : ''}
              maxLength={500}
            />
            <Field
              name="linkSite"
              label="Site name"
              errors={form.errors}
              defaultValue={media?.format === 'link' ? media.site : ''}
              maxLength={80}
            />
          </>
        )}
        {format === 'quote' && (
          <>
            <Field
              name="quoteText"
              label="Quote"
              errors={form.errors}
              defaultValue={media?.format === 'quote' ? media.text : ''}
              multiline
              maxLength={1000}
            />
            <Field
              name="quoteSource"
              label="Its source"
              errors={form.errors}
              defaultValue={media?.format === 'quote' ? media.source : ''}
              maxLength={120}
            />
          </>
        )}
        <Choice
          name="author"
          label="Author"
          defaultValue={post?.author ?? choices.authors[0]?.slug ?? ''}
          errors={form.errors}
          options={choices.authors.map((a) => [a.slug, a.name])}
        />
        <Choice
          name="category"
          label="Category"
          defaultValue={post?.category ?? choices.categories[0]?.slug ?? ''}
          errors={form.errors}
          options={choices.categories.map((c) => [c.slug, c.name])}
        />
        <Field
          name="tags"
          label="Tags"
          errors={form.errors}
          defaultValue={post?.tags.join(', ')}
          maxLength={300}
          hint="Comma separated: Behind the scenes, Scores."
        />
        <SaveButton form={form} saved={post ? saved : undefined} label={post ? 'Save' : 'Create post'} />
      </form>
      {post && format === 'audio' && (
        <section aria-labelledby={`${id}-audio`} className="studio-post-media">
          <h3 id={`${id}-audio`}>Sound</h3>
          <StudioPostAudio slug={post.slug} media={post.media} published={post.publishedAt !== null} />
        </section>
      )}
      {post && format === 'gallery' && (
        <section aria-labelledby={`${id}-gallery`} className="studio-post-media">
          <h3 id={`${id}-gallery`}>Gallery</h3>
          <StudioPostGallery slug={post.slug} media={post.media} published={post.publishedAt !== null} />
        </section>
      )}
    </>
  );
}
