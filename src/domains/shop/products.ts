import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { listedTitleCards, type TitleCard } from '@/domains/catalogue/cards';
import { catalogueTags } from '@/domains/catalogue/tags';
import { slugSchema } from '@/domains/catalogue/params';
import { cachedRead } from '@/server/cached';
import { products, productTitles, productVariants, shopCategories, type ProductImage } from './schema';
import { shopTags } from './tags';

// A product as its page shows it: details, gallery, variants with price and stock, and the titles it belongs to.

export type Variant = {
  sku: string;
  options: Record<string, string>;
  priceMinor: number;
  compareAtMinor: number | null;
  currency: string;
  stock: number;
};

export type ProductDetail = {
  id: number;
  slug: string;
  name: string;
  blurb: string;
  description: string;
  href: string;
  category: { slug: string; name: string };
  images: ProductImage[];
  optionNames: string[];
  variants: Variant[];
  titles: Pick<TitleCard, 'name' | 'href' | 'kind' | 'posterPath'>[];
};

export const productPath = (slug: string) => `/merchandise/product/${slug}`;

/** A product by its slug, published only; null for anything else (a malformed slug never reaches the database). */
export async function getProduct(slug: string): Promise<ProductDetail | null> {
  if (!slugSchema.safeParse(slug).success) return null;
  const db = getDb();
  const [row] = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      blurb: products.blurb,
      description: products.description,
      images: products.images,
      optionNames: products.optionNames,
      categorySlug: shopCategories.slug,
      categoryName: shopCategories.name,
    })
    .from(products)
    .innerJoin(shopCategories, eq(shopCategories.id, products.categoryId))
    .where(and(eq(products.slug, slug), eq(products.published, true)));
  if (!row) return null;
  const [variants, links] = await Promise.all([
    db
      .select({
        sku: productVariants.sku,
        options: productVariants.options,
        priceMinor: productVariants.priceMinor,
        compareAtMinor: productVariants.compareAtMinor,
        currency: productVariants.currency,
        stock: productVariants.stock,
      })
      .from(productVariants)
      .where(eq(productVariants.productId, row.id))
      .orderBy(asc(productVariants.position), asc(productVariants.id)),
    db.select({ titleId: productTitles.titleId }).from(productTitles).where(eq(productTitles.productId, row.id)),
  ]);
  // Through the catalogue's listed cards (a draft, an 18+ or a removed title is skipped).
  const cards = await listedTitleCards(links.map((l) => l.titleId));
  const { categorySlug, categoryName, ...rest } = row;
  return {
    ...rest,
    href: productPath(row.slug),
    category: { slug: categorySlug, name: categoryName },
    // A variant still without a value for an option just added is the studio's to finish, not on sale yet.
    variants: variants.filter((v) => row.optionNames.every((n) => v.options[n])),
    titles: cards.map(({ name, href, kind, posterPath }) => ({ name, href, kind, posterPath })),
  };
}

/** getProduct through the cache, expired when the product, its stock or its prices change. */
export const cachedProduct = cachedRead('shop:product', getProduct, ([slug]) => [shopTags.product(slug), catalogueTags.cards], {
  keep: (product) => product !== null,
});
