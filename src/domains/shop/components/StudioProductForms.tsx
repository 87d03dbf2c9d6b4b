'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { Choice, Field, FormError, SaveButton, useActionForm } from '@/ui/forms';
import { createProduct, updateProduct } from '../studio-actions';

type Category = { slug: string; name: string };

/** A new product: its details and first variant; a draft, finished (photos, more variants) on its own page. */
export function StudioNewProductForm({ categories }: { categories: Category[] }) {
  const router = useRouter();
  const form = useActionForm(createProduct, (made) => router.push(`/studio/products/${made.slug}?created=1`));
  return (
    <form action={form.action} onSubmit={form.onSubmit} className="studio-form form-grid" noValidate>
      <Field name="name" label="Name" errors={form.errors} maxLength={120} />
      <Choice
        name="category"
        label="Category"
        defaultValue={categories[0]?.slug ?? ''}
        errors={form.errors}
        options={categories.map((c) => [c.slug, c.name])}
      />
      <Field name="blurb" label="One line for its card" errors={form.errors} maxLength={200} />
      <Field name="description" label="Description" errors={form.errors} multiline maxLength={8000} />
      <Field name="sku" label="SKU" errors={form.errors} maxLength={64} hint="Letters, digits and hyphens, like STAR-TEE-BLK-M." />
      <Field name="price" label="Price (USD)" inputMode="numeric" errors={form.errors} maxLength={12} placeholder="28.00" />
      <Field name="stock" label="In stock" inputMode="numeric" errors={form.errors} maxLength={7} defaultValue="0" />
      <FormError errors={form.errors} />
      <p className="form-buttons">
        <button type="submit" className="button primary" disabled={form.busy}>
          {form.busy ? 'Creating…' : 'Create product'}
        </button>
      </p>
    </form>
  );
}

/** A product's details, its option names and whether it is on sale, saved in place. */
export function StudioProductForm(props: {
  slug: string;
  name: string;
  blurb: string;
  description: string;
  category: string;
  optionNames: string[];
  published: boolean;
  categories: Category[];
}) {
  const id = useId();
  const [saved, setSaved] = useState<string | null>(null);
  const router = useRouter();
  const said = ({ published, unset }: { published: boolean; unset: string[] }) =>
    unset.length
      ? `Saved. Give each variant its ${unset.join(' and ')} in the table below: until then the shop does not offer it.`
      : published
        ? 'Saved: the shop shows it now.'
        : 'Saved as a draft: the shop shows it once it is on sale.';
  const form = useActionForm(
    updateProduct,
    (result) => {
      setSaved(said(result));
      router.refresh();
    },
    { notice: said },
  );
  return (
    <form action={form.action} onSubmit={form.onSubmit} className="studio-form form-grid" noValidate>
      <input type="hidden" name="slug" value={props.slug} />
      <Field name="name" label="Name" errors={form.errors} defaultValue={props.name} maxLength={120} />
      <Choice
        name="category"
        label="Category"
        defaultValue={props.category}
        errors={form.errors}
        options={props.categories.map((c) => [c.slug, c.name])}
      />
      <Field name="blurb" label="One line for its card" errors={form.errors} defaultValue={props.blurb} maxLength={200} />
      <Field name="description" label="Description" errors={form.errors} defaultValue={props.description} multiline maxLength={8000} />
      <Field
        name="options"
        label="Options"
        errors={form.errors}
        defaultValue={props.optionNames.join(', ')}
        maxLength={80}
        hint="What a buyer chooses, comma separated: Size, Colour. Empty for a product sold one way."
      />
      <div className="field check">
        <input type="checkbox" id={`${id}-published`} name="published" defaultChecked={props.published} />
        <label htmlFor={`${id}-published`}>On sale: listed in the shop and its search</label>
      </div>
      <SaveButton form={form} saved={saved} />
    </form>
  );
}
