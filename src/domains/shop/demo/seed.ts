import type { Database } from '@/db/client';
import { writeArtwork } from '@/db/demo/files';
import { slugify } from '@/db/demo/random';
import { titleIdsByName } from '@/domains/catalogue/title-art';
import { products, productTitles, productVariants, shopCategories, type ProductImage } from '../schema';
import { productShots } from './artwork';
import { seedOrderHistory, type SoldVariant } from './history';
import { DEMO_CATEGORIES, DEMO_PRODUCTS, type DemoProduct } from './products';

// The demo shop as rows: categories, products with their gallery (written under the media folder), variants
// multiplied out of the options, and links to the catalogue's titles by name. Runs after the catalogue's seed.

export type PlannedVariant = {
  sku: string;
  options: Record<string, string>;
  priceMinor: number;
  compareAtMinor: number | null;
  stock: number;
};

/** Every combination of the product's options, first option slowest ({ Size: [S, M], Colour: [A, B] }: S/A, S/B, M/A, M/B). */
export function combinations(options: Record<string, string[]> | undefined): Record<string, string>[] {
  let out: Record<string, string>[] = [{}];
  for (const [name, values] of Object.entries(options ?? {})) out = out.flatMap((o) => values.map((v) => ({ ...o, [name]: v })));
  return out;
}

const code = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .split(/\s+/)
    .filter((w) => w && !/^(the|of|a|and|for)$/i.test(w))
    .map((w) => w.slice(0, 3).toUpperCase())
    .join('');

/** A product's variants: SKUs from its name and options, its price and stock per variant. */
export function plannedVariants(p: DemoProduct): PlannedVariant[] {
  const skipped = (o: Record<string, string>) => (p.notMade ?? []).some((n) => Object.entries(n).every(([k, v]) => o[k] === v));
  const combos = combinations(p.options).filter((o) => !skipped(o));
  const at = <T>(value: T | T[], i: number): T => (Array.isArray(value) ? value[i]! : value);
  if (Array.isArray(p.price) && p.price.length !== combos.length) throw new Error(`${p.name}: one price per variant`);
  if (Array.isArray(p.stock) && p.stock.length !== combos.length) throw new Error(`${p.name}: one stock per variant`);
  return combos.map((options, i) => ({
    sku: ['SI', code(p.name).slice(0, 12), ...Object.values(options).map((v) => code(v) || v.replace(/\D/g, ''))].join('-'),
    options,
    priceMinor: at(p.price, i),
    compareAtMinor: p.compareAt ?? null,
    stock: at(p.stock, i),
  }));
}

export const productSlug = (p: DemoProduct) => slugify(p.name);

/** Seeds the demo shop once (does nothing when products exist). */
export async function seedShop(db: Database, mediaDir: string, { today = new Date() }: { today?: Date } = {}): Promise<boolean> {
  if ((await db.$count(products)) > 0) return false;
  const images = new Map<string, ProductImage[]>();
  for (const p of DEMO_PRODUCTS) {
    const slug = productSlug(p);
    const [first, ...others] = p.options?.Colour ?? [];
    const [shot, detail] = productShots(p.name, p.titles, p.shot, first);
    const shows = (value: string | undefined) => (value ? { shows: { option: 'Colour', value } } : {});
    images.set(slug, [
      { path: await writeArtwork(mediaDir, 'products', slug, shot!), alt: first ? `${p.name} in ${first}` : p.name, ...shows(first) },
      { path: await writeArtwork(mediaDir, 'products', `${slug}-detail`, detail!), alt: `${p.name}: the print up close` },
      // A picture of each other colour, which the product page shows when a buyer chooses it.
      ...(await Promise.all(
        others.map(async (colour) => ({
          path: await writeArtwork(mediaDir, 'products', `${slug}-${slugify(colour)}`, productShots(p.name, p.titles, p.shot, colour)[0]!),
          alt: `${p.name} in ${colour}`,
          ...shows(colour),
        })),
      )),
    ]);
  }
  const named = [...new Set(DEMO_PRODUCTS.flatMap((p) => p.titles))];
  await db.transaction(async (tx) => {
    const sold: SoldVariant[] = [];
    const titleIds = await titleIdsByName(tx, named);
    const categories = await tx
      .insert(shopCategories)
      .values(DEMO_CATEGORIES.map((c, position) => ({ ...c, position })))
      .returning({ id: shopCategories.id, slug: shopCategories.slug });
    const categoryIds = new Map(categories.map((c) => [c.slug, c.id]));
    for (const p of DEMO_PRODUCTS) {
      const slug = productSlug(p);
      const [row] = await tx
        .insert(products)
        .values({
          slug,
          name: p.name,
          blurb: p.blurb,
          description: p.description,
          categoryId: categoryIds.get(p.category)!,
          images: images.get(slug)!,
          optionNames: Object.keys(p.options ?? {}),
          createdAt: new Date(today.getTime() - p.added * 86_400_000),
        })
        .returning({ id: products.id });
      const variants = await tx
        .insert(productVariants)
        .values(plannedVariants(p).map((v, position) => ({ ...v, productId: row!.id, position })))
        .returning({
          id: productVariants.id,
          sku: productVariants.sku,
          options: productVariants.options,
          priceMinor: productVariants.priceMinor,
        });
      const names = Object.keys(p.options ?? {});
      for (const v of variants)
        sold.push({
          variantId: v.id,
          productId: row!.id,
          sku: v.sku,
          name: p.name,
          optionsLabel: names.map((n) => v.options[n]).join(' · '),
          priceMinor: v.priceMinor,
        });
      // A title the catalogue does not have (a catalogue seeded by hand) leaves the product unlinked.
      const links = p.titles.flatMap((name) => (titleIds.has(name) ? [{ productId: row!.id, titleId: titleIds.get(name)! }] : []));
      if (links.length) await tx.insert(productTitles).values(links);
    }
    await seedOrderHistory(tx, sold, today);
  });
  return true;
}
