'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { FieldErrors, FormError, useActionForm } from '@/ui/forms';
import { notify } from '@/ui/Notices';
import { PhotoList } from '@/ui/PhotoList';
import { decimalString, formatMoney } from '../money';
import type { ProductImage } from '../schema';
import { addVariant, linkProductTitle, removeProductImage, removeVariant, unlinkProductTitle, updateVariant } from '../studio-actions';
import { TableScroll } from '@/ui/TableScroll';

type Variant = {
  sku: string;
  options: Record<string, string>;
  priceMinor: number;
  compareAtMinor: number | null;
  currency: string;
  stock: number;
};

/** The ways to buy a product: each variant's price, compare-at price and stock edited in its row; new ones added below. */
export function StudioVariants(props: { slug: string; optionNames: string[]; variants: Variant[] }) {
  const router = useRouter();
  const id = useId();
  const add = useActionForm(addVariant, (made, form) => {
    form.reset();
    notify(`Added ${made.sku}.`);
    router.refresh();
  });
  return (
    <>
      <TableScroll label="Variants">
        <table className="studio-table studio-variants studio-cards">
          <thead>
            <tr>
              <th scope="col">SKU</th>
              {props.optionNames.map((n) => (
                <th key={n} scope="col">
                  {n}
                </th>
              ))}
              <th scope="col">Price</th>
              <th scope="col">Compare-at</th>
              <th scope="col">Stock</th>
              <th scope="col">
                <span className="visually-hidden">Save or remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {props.variants.map((v) => (
              <VariantRow key={v.sku} variant={v} optionNames={props.optionNames} last={props.variants.length === 1} />
            ))}
          </tbody>
        </table>
      </TableScroll>
      <form
        action={add.action}
        onSubmit={add.onSubmit}
        className="studio-search studio-credit-form"
        noValidate
        aria-labelledby={`${id}-legend`}
      >
        <input type="hidden" name="slug" value={props.slug} />
        <h3 id={`${id}-legend`} className="studio-form-heading">
          New variant
        </h3>
        <span className="field">
          <label htmlFor={`${id}-sku`}>SKU</label>
          <input id={`${id}-sku`} name="sku" maxLength={64} aria-invalid={add.errors.sku ? true : undefined} />
        </span>
        {props.optionNames.map((n) => (
          <span key={n} className="field">
            <label htmlFor={`${id}-${n}`}>{n}</label>
            <input id={`${id}-${n}`} name={`option-${n}`} maxLength={40} />
          </span>
        ))}
        <span className="field">
          <label htmlFor={`${id}-price`}>Price</label>
          <input
            id={`${id}-price`}
            name="price"
            inputMode="decimal"
            maxLength={12}
            placeholder={props.variants[0] ? decimalString(props.variants[0].priceMinor) : '28.00'}
            aria-invalid={add.errors.price ? true : undefined}
          />
        </span>
        <span className="field">
          <label htmlFor={`${id}-compare`}>Compare-at (optional)</label>
          <input
            id={`${id}-compare`}
            name="compareAt"
            inputMode="decimal"
            maxLength={12}
            aria-invalid={add.errors.compareAt ? true : undefined}
          />
        </span>
        <span className="field">
          <label htmlFor={`${id}-stock`}>Stock</label>
          <input
            id={`${id}-stock`}
            name="stock"
            inputMode="numeric"
            maxLength={7}
            defaultValue="0"
            aria-invalid={add.errors.stock ? true : undefined}
          />
        </span>
        <button type="submit" className="button primary" disabled={add.busy}>
          Add variant
        </button>
        <FieldErrors errors={add.errors} />
      </form>
    </>
  );
}

/**
 * One way to buy it, as a row: its option values, price, compare-at price and stock saved together (the value
 * fields live in their columns and belong to the row's form), and a Remove (a product keeps at least one).
 */
function VariantRow({ variant, optionNames, last }: { variant: Variant; optionNames: string[]; last: boolean }) {
  const id = useId();
  const router = useRouter();
  const [saved, setSaved] = useState<string | null>(null);
  const said = (r: { after: { priceMinor: number; stock: number } }) =>
    `Saved: ${formatMoney(r.after.priceMinor, variant.currency)}, ${r.after.stock} in stock.`;
  const form = useActionForm(
    updateVariant,
    (r) => {
      setSaved(said(r));
      router.refresh();
    },
    { notice: said, prepare: () => setSaved(null) },
  );
  const remove = useActionForm(
    removeVariant,
    (r) => {
      notify(`Removed ${r.sku}.`);
      router.refresh();
    },
    { notice: (r) => `Removed ${r.sku}.` },
  );
  const formId = `${id}-form`;
  return (
    <tr>
      <th scope="row">{variant.sku}</th>
      {optionNames.map((n) => (
        <td key={n} data-label={n}>
          <label htmlFor={`${id}-${n}`} className="visually-hidden">
            {n} of {variant.sku}
          </label>
          <input
            id={`${id}-${n}`}
            form={formId}
            name={`option-${n}`}
            defaultValue={variant.options[n] ?? ''}
            placeholder={`Give its ${n.toLowerCase()}`}
            maxLength={40}
            size={8}
            aria-invalid={!variant.options[n] || undefined}
          />
        </td>
      ))}
      <td data-label="Price">
        <label htmlFor={`${id}-price`} className="visually-hidden">
          Price of {variant.sku}
        </label>
        <input
          id={`${id}-price`}
          form={formId}
          name="price"
          inputMode="decimal"
          defaultValue={decimalString(variant.priceMinor)}
          maxLength={12}
          size={7}
        />
      </td>
      <td data-label="Compare-at">
        <label htmlFor={`${id}-compare`} className="visually-hidden">
          Compare-at price of {variant.sku} (empty when not reduced)
        </label>
        <input
          id={`${id}-compare`}
          form={formId}
          name="compareAt"
          inputMode="decimal"
          defaultValue={variant.compareAtMinor === null ? '' : decimalString(variant.compareAtMinor)}
          placeholder="—"
          maxLength={12}
          size={7}
        />
      </td>
      <td data-label="Stock">
        <label htmlFor={`${id}-stock`} className="visually-hidden">
          Stock of {variant.sku}
        </label>
        <input
          id={`${id}-stock`}
          form={formId}
          name="stock"
          inputMode="numeric"
          defaultValue={String(variant.stock)}
          maxLength={7}
          size={5}
        />
      </td>
      <td>
        <div className="studio-inline">
          <form id={formId} action={form.action} onSubmit={form.onSubmit} noValidate>
            <input type="hidden" name="sku" value={variant.sku} />
            <button type="submit" className="button" disabled={form.busy}>
              Save<span className="visually-hidden"> {variant.sku}</span>
            </button>
          </form>
          {!last && (
            <form
              action={remove.action}
              onSubmit={(e) => {
                if (!window.confirm(`Remove ${variant.sku}? Carts holding it drop it; orders keep their lines.`)) return e.preventDefault();
                void remove.onSubmit(e);
              }}
              noValidate
            >
              <input type="hidden" name="sku" value={variant.sku} />
              <button type="submit" className="button danger" disabled={remove.busy}>
                Remove<span className="visually-hidden"> {variant.sku}</span>
              </button>
            </form>
          )}
        </div>
        <FieldErrors errors={form.errors} />
        <FieldErrors errors={remove.errors} />
        <span role="status" className="studio-saved">
          {saved}
        </span>
      </td>
    </tr>
  );
}

/** A product's photos: each removable, a new one uploaded with what it shows. */
export function StudioProductImages(props: { slug: string; images: ProductImage[] }) {
  return (
    <PhotoList
      slug={props.slug}
      photos={props.images.map((image) => ({
        src: image.path,
        alt: image.alt,
        caption: image.shows ? `Shown for ${image.shows.option} ${image.shows.value}` : undefined,
      }))}
      empty="No photos yet: its card shows a blank until it has one."
      size={[160, 160]}
      remove={(path) => removeProductImage({ slug: props.slug, path })}
      removed="Photo removed."
      upload={{
        endpoint: '/api/studio/product-image',
        fileLabel: 'New photo (JPEG, PNG, WebP or AVIF, at least 400 × 400)',
        button: 'Add photo',
        done: 'Photo added: the product’s page shows it now.',
        shows: {
          label: 'A picture of (optional)',
          hint: 'An option and its value, like Colour: Frost: the product page shows it when a buyer chooses that.',
        },
      }}
    />
  );
}

/** The titles a product is merchandise of: each unlinked with a button, more linked by name or slug. */
export function StudioProductTitles(props: { slug: string; titles: { slug: string; name: string }[] }) {
  const id = useId();
  const router = useRouter();
  const link = useActionForm(linkProductTitle, (t, form) => {
    form.reset();
    notify(`Linked to ${t.name}.`);
    router.refresh();
  });
  async function unlink(title: { slug: string; name: string }) {
    const result = await unlinkProductTitle({ slug: props.slug, title: title.slug });
    notify(result.ok ? `No longer merchandise of ${title.name}.` : result.error);
    if (result.ok) router.refresh();
  }
  return (
    <>
      {props.titles.length === 0 ? (
        <p className="empty">Not linked to any title.</p>
      ) : (
        <ul className="studio-links">
          {props.titles.map((t) => (
            <li key={t.slug}>
              <Link href={`/studio/titles/${t.slug}`} prefetch={false}>
                {t.name}
              </Link>{' '}
              <button type="button" className="button" onClick={() => unlink(t)}>
                Unlink<span className="visually-hidden"> {t.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form action={link.action} onSubmit={link.onSubmit} className="studio-search" noValidate>
        <input type="hidden" name="slug" value={props.slug} />
        <label htmlFor={`${id}-title`}>Merchandise of</label>
        <input
          id={`${id}-title`}
          name="title"
          maxLength={200}
          placeholder="A title’s name or slug"
          aria-invalid={link.errors.title ? true : undefined}
        />
        <button type="submit" className="button" disabled={link.busy}>
          Link title
        </button>
      </form>
      <FormError errors={{ _: link.errors.title ?? link.errors._ }} />
    </>
  );
}
