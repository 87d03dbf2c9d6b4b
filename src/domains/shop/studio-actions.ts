'use server';

import { and, eq, max } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type Executor } from '@/db/client';
import { freeSlug } from '@/db/slugs';
import { findTitleRef } from '@/domains/catalogue/studio';
import { ActionError } from '@/server/action-error';
import { defineOperatorAction, formFields } from '@/server/action';
import { imageFile, storeImage } from '@/server/image-upload';
import { slugSchema } from '@/domains/catalogue/params';
import { wholeNumber } from '@/lib/form-values';
import { parseMinor } from './money';
import { products, productTitles, productVariants, shopCategories, type ProductImage } from './schema';
import { shopTags } from './tags';

import * as orders from './orders';
import { ORDER_STATUSES } from './order-view';
import { orderNumberSchema as orderNumber } from './order-number';
import { skuSchema as sku } from './params';

// The studio's writes of the shop's catalogue: categories, products (a draft until published), their variants with
// price and stock, their photos, and the titles they are merchandise of; and the orders' statuses. Every change
// expires the pages showing it.

const money = (what: string) =>
  z
    .string()
    .trim()
    .transform((text, ctx) => {
      const minor = parseMinor(text);
      if (minor === null || minor === 0) {
        ctx.addIssue({ code: 'custom', message: `Give the ${what} in dollars and cents, like 28.00.` });
        return z.NEVER;
      }
      return minor;
    });
const stock = wholeNumber('Stock is a whole number, 0 or more.').pipe(z.number().min(0).max(1_000_000, 'At most 1,000,000.'));
const skuSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9-]{2,63}$/, 'A SKU is 3 to 64 letters, digits and hyphens, like STAR-TEE-BLK-M.');
const productName = z.string().trim().min(1, 'A product needs a name.').max(120, 'Keep the name under 120 characters.');
const blurb = z.string().trim().max(200, 'Keep the line under 200 characters.');
const description = z.string().trim().max(8000, 'Keep the description under 8,000 characters.');
const categorySlug = z.string().trim().min(1, 'Choose one of the shop’s categories.').max(100, 'Choose one of the shop’s categories.');
const onOff = z.preprocess((v) => v === 'on' || v === 'true' || v === true, z.boolean());

const tagsOf = (slug: string) => [shopTags.product(slug), shopTags.listing];

async function categoryId(tx: Executor, slug: string): Promise<number> {
  const [row] = await tx.select({ id: shopCategories.id }).from(shopCategories).where(eq(shopCategories.slug, slug));
  if (!row) throw new ActionError('Choose one of the shop’s categories.', 400);
  return row.id;
}

/** A product by slug, locked for the change. */
async function productFor(tx: Executor, slug: string) {
  const [row] = await tx.select().from(products).where(eq(products.slug, slug)).for('update');
  if (!row) throw new ActionError(`No product has the slug ${slug}.`, 404);
  return row;
}

/** A new category, last in the shop's order. */
export const createShopCategory = defineOperatorAction({
  name: 'createShopCategory',
  input: z.object({ name: z.string().trim().min(1, 'Give it a name.').max(60, 'Keep the name under 60 characters.'), description }),
  run: async ({ name, description }) =>
    getDb().transaction(async (tx) => {
      const slug = await freeSlug(tx, shopCategories, shopCategories.slug, name, { fallback: 'category' });
      const [{ last } = { last: null }] = await tx.select({ last: max(shopCategories.position) }).from(shopCategories);
      const [made] = await tx
        .insert(shopCategories)
        .values({ slug, name, description, position: (last ?? 0) + 1 })
        .returning({ slug: shopCategories.slug, name: shopCategories.name });
      return made!;
    }),
  audit: (_input, c) => ({ target: `shop category ${c.slug}`, after: { name: c.name } }),
  invalidates: () => [shopTags.listing],
});

/** A new product, a draft with its first variant; published from its page once its photos and details are in. */
export const createProduct = defineOperatorAction({
  name: 'createProduct',
  input: z.object({
    name: productName,
    category: categorySlug,
    blurb: blurb.default(''),
    description: description.default(''),
    sku: skuSchema,
    price: money('price'),
    stock,
  }),
  run: async (input) =>
    getDb().transaction(async (tx) => {
      const slug = await freeSlug(tx, products, products.slug, input.name, { fallback: 'product' });
      const [product] = await tx
        .insert(products)
        .values({
          slug,
          name: input.name,
          blurb: input.blurb,
          description: input.description,
          categoryId: await categoryId(tx, input.category),
          published: false,
        })
        .returning({ id: products.id, slug: products.slug });
      const [variant] = await tx
        .insert(productVariants)
        .values({ productId: product!.id, sku: input.sku, priceMinor: input.price, stock: input.stock })
        .onConflictDoNothing()
        .returning({ sku: productVariants.sku });
      if (!variant) throw new ActionError(`The SKU ${input.sku} is another product’s: give this one its own.`, 409);
      return { slug: product!.slug };
    }),
  audit: (input, p) => ({
    target: `product ${p.slug}`,
    after: { name: input.name, sku: input.sku, priceMinor: input.price, stock: input.stock },
  }),
  invalidates: () => [shopTags.listing],
  redirect: (made) => `/studio/products/${made.slug}?created=1`,
});

/** A product's details and whether it is on sale: only the fields sent change. */
export const updateProduct = defineOperatorAction({
  name: 'updateProduct',
  input: z.object({
    slug: slugSchema,
    name: productName.optional(),
    blurb: blurb.optional(),
    description: description.optional(),
    category: categorySlug.optional(),
    published: onOff.optional(),
    /** What the variant picker asks for, comma separated ("Size, Colour"). */
    options: z
      .string()
      .trim()
      .max(80, 'Keep the option names under 80 characters.')
      .transform((v) => [
        ...new Set(
          v
            .split(',')
            .map((o) => o.trim())
            .filter(Boolean),
        ),
      ])
      .refine((v) => v.length <= 3 && v.every((o) => o.length <= 24), 'Up to 3 option names, like Size, Colour.')
      .optional(),
  }),
  run: async ({ slug, category, options, ...change }) =>
    getDb().transaction(async (tx) => {
      const before = await productFor(tx, slug);
      const set = {
        ...Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)),
        ...(category !== undefined && { categoryId: await categoryId(tx, category) }),
        ...(options !== undefined && { optionNames: options }),
      } as Partial<typeof before>;
      const changed = (Object.keys(set) as (keyof typeof set)[]).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(set[k]));
      if (changed.includes('optionNames')) await renameOptions(tx, before.id, before.optionNames, options!);
      if (changed.length) await tx.update(products).set(set).where(eq(products.id, before.id));
      // Options some variant has no value for yet (one just added): the studio asks for them, the shop waits.
      const names = (set.optionNames ?? before.optionNames) as string[];
      const variants = await tx
        .select({ options: productVariants.options })
        .from(productVariants)
        .where(eq(productVariants.productId, before.id));
      const unset = names.filter((n) => variants.some((v) => !v.options[n]));
      return {
        unset,
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after: Object.fromEntries(changed.map((k) => [k, set[k]])),
        // Whether the shop shows it now: the studio says so (a draft's page is a 404).
        published: Boolean(set.published ?? before.published),
      };
    }),
  // A form's unticked box is "not on sale" (it sends nothing); elsewhere a missing field changes nothing.
  form: (fields) => ({ ...formFields(fields), published: fields.get('published') === 'on' }),
  audit: ({ slug }, r) => ({ target: `product ${slug}`, before: r.before, after: r.after }),
  invalidates: ({ slug }) => tagsOf(slug),
});

/**
 * New option names for a product, as Shopify's editor renames them: each keeps its values by its place (Size stays
 * S, M... when renamed Fit), a new option has no value yet (the studio asks for one; until then the shop does not
 * offer that variant), and a removed one may not leave two variants alike.
 */
async function renameOptions(tx: Executor, productId: number, was: string[], names: string[]) {
  const variants = await tx
    .select({ id: productVariants.id, sku: productVariants.sku, options: productVariants.options })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  const renamed = variants.map((v) => ({
    ...v,
    options: Object.fromEntries(names.map((n, i) => [n, v.options[n] ?? (was[i] !== undefined ? (v.options[was[i]!] ?? '') : '')])),
  }));
  const seen = new Map<string, string>();
  for (const v of renamed) {
    const key = JSON.stringify(names.map((n) => v.options[n]));
    const twin = seen.get(key);
    if (twin && names.every((n) => v.options[n]))
      throw new ActionError(
        `${twin} and ${v.sku} would be alike (${names.map((n) => v.options[n]).join(' / ') || 'no options'}): remove one of them first.`,
        409,
      );
    seen.set(key, v.sku);
  }
  for (const v of renamed) await tx.update(productVariants).set({ options: v.options }).where(eq(productVariants.id, v.id));
}

const optionValues = z.record(z.string().max(24), z.string().trim().min(1, 'Give every option a value.').max(40)).default({});

/** Another way to buy a product: its SKU, its option values, price and stock. */
/** A compare-at price (the price before a reduction), or none: an empty field. */
const compareAtSchema = z
  .string()
  .trim()
  .transform((text, ctx) => {
    if (text === '') return null;
    const minor = parseMinor(text);
    if (minor === null || minor === 0) {
      ctx.addIssue({ code: 'custom', message: 'Give the compare-at price in dollars and cents, like 34.00, or leave it empty.' });
      return z.NEVER;
    }
    return minor;
  })
  .optional();
const COMPARE_ABOVE_PRICE = { message: 'The compare-at price is the price before the reduction: above the price.', path: ['compareAt'] };

export const addVariant = defineOperatorAction({
  name: 'addVariant',
  input: z
    .object({
      slug: slugSchema,
      sku: skuSchema,
      options: optionValues,
      price: money('price'),
      compareAt: compareAtSchema,
      stock,
    })
    .refine((v) => v.compareAt == null || v.compareAt > v.price, COMPARE_ABOVE_PRICE),
  // Each option's value is a field of its own (option-Size, option-Colour).
  form: (fields) => {
    const { slug, sku, price, compareAt, stock } = formFields(fields);
    const options = Object.fromEntries([...fields].flatMap(([k, v]) => (k.startsWith('option-') ? [[k.slice(7), String(v)]] : [])));
    return { slug, sku, price, compareAt, stock, options };
  },
  run: async ({ slug, sku, options, price, compareAt, stock }) =>
    getDb().transaction(async (tx) => {
      const product = await productFor(tx, slug);
      const names = product.optionNames;
      if (!names.length || names.length !== Object.keys(options).length || !names.every((n) => options[n]))
        throw new ActionError(
          names.length ? `Give its ${names.join(' and ')}.` : 'This product has no options: name them first (Size, Colour).',
          400,
        );
      const siblings = await tx
        .select({ sku: productVariants.sku, options: productVariants.options, position: productVariants.position })
        .from(productVariants)
        .where(eq(productVariants.productId, product.id));
      const same = siblings.find((v) => names.every((n) => v.options[n] === options[n]));
      if (same) throw new ActionError(`${same.sku} is already ${names.map((n) => `${n} ${options[n]}`).join(', ')}.`, 409);
      const last = siblings.reduce<number | null>((m, v) => (m === null || v.position > m ? v.position : m), null);
      const [made] = await tx
        .insert(productVariants)
        .values({
          productId: product.id,
          sku,
          options,
          priceMinor: price,
          compareAtMinor: compareAt ?? null,
          stock,
          position: (last ?? 0) + 1,
        })
        .onConflictDoNothing()
        .returning({
          sku: productVariants.sku,
          options: productVariants.options,
          priceMinor: productVariants.priceMinor,
          stock: productVariants.stock,
        });
      if (!made) throw new ActionError(`The SKU ${sku} is taken: give this variant its own.`, 409);
      return made;
    }),
  audit: ({ slug }, v) => ({
    target: `product ${slug}`,
    after: { sku: v.sku, options: v.options, priceMinor: v.priceMinor, stock: v.stock },
  }),
  invalidates: ({ slug }) => tagsOf(slug),
});

/** A variant's price, its compare-at price (empty for none: not reduced) and its stock. */
export const updateVariant = defineOperatorAction({
  name: 'updateVariant',
  input: z
    .object({
      sku: skuSchema,
      price: money('price').optional(),
      compareAt: compareAtSchema,
      stock: stock.optional(),
      /** Its value of each of the product's options (Size, Colour). */
      options: z.record(z.string().max(24), z.string().trim().min(1, 'Give every option a value.').max(40)).optional(),
    })
    .refine((v) => v.compareAt == null || v.price === undefined || v.compareAt > v.price, COMPARE_ABOVE_PRICE),
  // Each option's value is a field of its own (option-Size), as in the new-variant form.
  form: (fields) => {
    const { sku, price, compareAt, stock } = formFields(fields);
    const options = Object.fromEntries([...fields].flatMap(([k, v]) => (k.startsWith('option-') ? [[k.slice(7), String(v)]] : [])));
    return { sku, price, compareAt, stock, ...(Object.keys(options).length && { options }) };
  },
  run: async ({ sku, price, compareAt, stock, options }) =>
    getDb().transaction(async (tx) => {
      const [before] = await tx
        .select({
          id: productVariants.id,
          productId: productVariants.productId,
          optionNames: products.optionNames,
          options: productVariants.options,
          priceMinor: productVariants.priceMinor,
          compareAtMinor: productVariants.compareAtMinor,
          stock: productVariants.stock,
          slug: products.slug,
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(eq(productVariants.sku, sku))
        .for('update');
      if (!before) throw new ActionError(`No variant has the SKU ${sku}.`, 404);
      const names = before.optionNames;
      if (options && (Object.keys(options).length !== names.length || !names.every((n) => options[n])))
        throw new ActionError(`Give its ${names.join(' and ')}.`, 400);
      if (options) {
        const twin = (
          await tx
            .select({ sku: productVariants.sku, options: productVariants.options })
            .from(productVariants)
            .where(eq(productVariants.productId, before.productId))
        ).find((v) => v.sku !== sku && names.every((n) => v.options[n] === options[n]));
        if (twin) throw new ActionError(`${twin.sku} is already ${names.map((n) => `${n} ${options[n]}`).join(', ')}.`, 409);
      }
      const next = {
        priceMinor: price ?? before.priceMinor,
        compareAtMinor: compareAt === undefined ? before.compareAtMinor : compareAt,
        stock: stock ?? before.stock,
        options: options ?? before.options,
      };
      if (next.compareAtMinor !== null && next.compareAtMinor <= next.priceMinor)
        throw new ActionError('The compare-at price is the price before the reduction: above the price.', 400);
      await tx.update(productVariants).set(next).where(eq(productVariants.id, before.id));
      const { id: _id, productId: _p, optionNames: _n, slug, ...was } = before;
      return { slug, before: was, after: next };
    }),
  audit: ({ sku }, r) => ({ target: `variant ${sku}`, before: r.before, after: r.after }),
  invalidates: (_input, r) => tagsOf(r.slug),
});

/**
 * A way to buy a product removed: carts drop it, orders keep their lines (with the name and options they were sold
 * as). A product keeps at least one.
 */
export const removeVariant = defineOperatorAction({
  name: 'removeVariant',
  input: z.object({ sku: skuSchema }),
  run: async ({ sku }) =>
    getDb().transaction(async (tx) => {
      const [variant] = await tx
        .select({ id: productVariants.id, productId: productVariants.productId, options: productVariants.options, slug: products.slug })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(eq(productVariants.sku, sku))
        .for('update');
      if (!variant) throw new ActionError(`No variant has the SKU ${sku}.`, 404);
      if ((await tx.$count(productVariants, eq(productVariants.productId, variant.productId))) <= 1)
        throw new ActionError('A product is sold at least one way: add another variant before removing this one.', 409);
      await tx.delete(productVariants).where(eq(productVariants.id, variant.id));
      return { sku, slug: variant.slug, options: variant.options };
    }),
  audit: ({ sku }, r) => ({ target: `product ${r.slug}`, before: { sku, options: r.options } }),
  invalidates: (_input, r) => tagsOf(r.slug),
});

/** A photo added to a product's gallery (checked and converted first: a refused file changes nothing). */
export const addProductImage = defineOperatorAction({
  name: 'addProductImage',
  input: z.object({
    slug: slugSchema,
    file: imageFile,
    alt: z.string().trim().min(1, 'Say what the photo shows, for people who cannot see it.').max(200, 'Keep it under 200 characters.'),
    /** The option value it is a picture of, as `Colour: Frost` (empty for any). */
    shows: z
      .string()
      .trim()
      .max(70)
      .regex(/^$|^[^:]{1,24}:\s*\S.{0,39}$/, 'Name an option and its value, like Colour: Frost, or leave it empty.')
      .default(''),
  }),
  run: async ({ slug, file, alt, shows: named }) => {
    const product = await getDb().transaction((tx) => productFor(tx, slug));
    const [option = '', value = ''] = named ? named.split(/:(.*)/s).map((p) => p.trim()) : [];
    if (named && !product.optionNames.includes(option))
      throw new ActionError(`${option} is not one of its options (${product.optionNames.join(', ') || 'it has none'}).`, 400);
    const shows = named ? { option, value } : undefined;
    const path = await storeImage(Buffer.from(await file.arrayBuffer()), 'product', slug);
    return getDb().transaction(async (tx) => {
      const product = await productFor(tx, slug);
      if (product.images.length >= 12) throw new ActionError('A product shows up to 12 photos: remove one first.', 409);
      const images: ProductImage[] = [...product.images, { path, alt, ...(shows && { shows }) }];
      await tx.update(products).set({ images }).where(eq(products.id, product.id));
      return { path, images };
    });
  },
  audit: ({ slug, alt }, r) => ({ target: `product ${slug}`, after: { image: r.path, alt } }),
  invalidates: ({ slug }) => tagsOf(slug),
});

/** A photo taken out of a product's gallery. */
export const removeProductImage = defineOperatorAction({
  name: 'removeProductImage',
  input: z.object({ slug: slugSchema, path: z.string().max(300) }),
  run: async ({ slug, path }) =>
    getDb().transaction(async (tx) => {
      const product = await productFor(tx, slug);
      const images = product.images.filter((i) => i.path !== path);
      if (images.length === product.images.length) throw new ActionError('That photo is not in this product’s gallery (any more).', 404);
      await tx.update(products).set({ images }).where(eq(products.id, product.id));
      return { images };
    }),
  audit: ({ slug, path }) => ({ target: `product ${slug}`, before: { image: path } }),
  invalidates: ({ slug }) => tagsOf(slug),
});

/** Makes a product merchandise of a title (by its slug or exact name): it shows on the title's page and watch page. */
export const linkProductTitle = defineOperatorAction({
  name: 'linkProductTitle',
  input: z.object({ slug: slugSchema, title: z.string().trim().min(1, 'Name the title, or give its slug.').max(200) }),
  run: async ({ slug, title: wanted }) =>
    getDb().transaction(async (tx) => {
      const product = await productFor(tx, slug);
      const found = await findTitleRef(tx, wanted);
      if ('error' in found) throw new ActionError(found.error, found.status);
      const [linked] = await tx
        .insert(productTitles)
        .values({ productId: product.id, titleId: found.title.id })
        .onConflictDoNothing()
        .returning({ titleId: productTitles.titleId });
      if (!linked) throw new ActionError(`It is already merchandise of ${found.title.name}.`, 409);
      return { slug: found.title.slug, name: found.title.name };
    }),
  audit: ({ slug }, t) => ({ target: `product ${slug}`, after: { title: t.slug } }),
  invalidates: ({ slug }) => tagsOf(slug),
});

/** Ends a product's link to a title. */
export const unlinkProductTitle = defineOperatorAction({
  name: 'unlinkProductTitle',
  input: z.object({ slug: slugSchema, title: slugSchema }),
  run: async ({ slug, title }) =>
    getDb().transaction(async (tx) => {
      const product = await productFor(tx, slug);
      const found = await findTitleRef(tx, title);
      const gone =
        'title' in found &&
        (await tx
          .delete(productTitles)
          .where(and(eq(productTitles.productId, product.id), eq(productTitles.titleId, found.title.id)))
          .returning({ id: productTitles.titleId }));
      if (!gone || !gone.length) throw new ActionError('That title is not linked to this product (any more).', 404);
      return { title };
    }),
  audit: ({ slug }, r) => ({ target: `product ${slug}`, before: { title: r.title } }),
  invalidates: ({ slug }) => tagsOf(slug),
});

export const listShopOrders = defineOperatorAction({
  name: 'listShopOrders',
  input: z.object({ status: z.enum(ORDER_STATUSES).optional() }).strict(),
  run: async ({ status }) => orders.listOrders({ status }),
});

export const changeShopOrder = defineOperatorAction({
  name: 'changeShopOrder',
  input: z
    .object({
      number: orderNumber,
      to: z.enum(['paid', 'shipped', 'delivered', 'cancelled']),
      // The studio's words; the CLI names its own flags beside them.
      carrier: z.string().trim().min(2, 'Name the carrier, like UPS.').max(40).optional(),
      trackingNumber: z
        .string()
        .trim()
        .regex(/^[\w-]{4,40}$/, 'A tracking number is 4 to 40 letters and digits.')
        .optional(),
    })
    .strict()
    .superRefine((c, ctx) => {
      if (c.to !== 'shipped') return;
      if (!c.carrier) ctx.addIssue({ code: 'custom', path: ['carrier'], message: 'Name the carrier, like UPS, to ship the order.' });
      if (!c.trackingNumber)
        ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: 'Enter the tracking number the carrier gave.' });
    }),
  form: (fields) => {
    const text = (name: string) => (fields.get(name) ? String(fields.get(name)) : undefined);
    return { number: text('number'), to: text('to'), carrier: text('carrier'), trackingNumber: text('trackingNumber') };
  },
  run: async (change) => orders.changeOrderStatus(change.number, change),
  audit: (change, result) => ({
    target: `order ${result.number}`,
    after: { status: result.status, ...(change.carrier && { carrier: change.carrier, trackingNumber: change.trackingNumber }) },
  }),
  invalidates: (_input, result) => result.tags,
});

export const setProductStock = defineOperatorAction({
  name: 'setProductStock',
  input: z.object({ sku, stock: z.number().int('Stock is a whole number.').min(0, 'Stock is 0 or more.').max(1_000_000) }).strict(),
  run: async ({ sku, stock }) => orders.setStock(sku, stock),
  audit: ({ sku }, result) => ({ target: `variant ${sku}`, after: { stock: result.stock } }),
  invalidates: (_input, result) => result.tags,
});
