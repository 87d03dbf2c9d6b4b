import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { cachedRead } from '@/server/cached';
import { SHOP_PAGE_SIZE, type ShopBrowseParams } from './params';
import { productPath } from './products';
import { products, productVariants, shopCategories, type ProductImage } from './schema';
import { shopTags } from './tags';

// The shop's lists: categories, and products filtered, sorted and paged, each as its card.

export type ProductCard = {
  slug: string;
  name: string;
  blurb: string;
  href: string;
  image: ProductImage | null;
  category: string;
  /** The lowest price of its variants, and whether variants differ in price ("From $20.00"). */
  priceMinor: number;
  variesInPrice: boolean;
  compareAtMinor: number | null;
  currency: string;
  /** Units in stock over every variant. */
  stock: number;
};

export type ShopCategory = { slug: string; name: string; description: string };

export async function listShopCategories(): Promise<ShopCategory[]> {
  return getDb()
    .select({ slug: shopCategories.slug, name: shopCategories.name, description: shopCategories.description })
    .from(shopCategories)
    .orderBy(asc(shopCategories.position), asc(shopCategories.name));
}
export const cachedShopCategories = cachedRead('shop:categories', listShopCategories, [shopTags.listing]);

/** Per product: its lowest and highest price, the compare-at of a reduced one, its currency, its stock. */
function variantSummary() {
  return getDb()
    .select({
      productId: productVariants.productId,
      minPrice: sql<number>`min(${productVariants.priceMinor})::int`.as('min_price'),
      maxPrice: sql<number>`max(${productVariants.priceMinor})::int`.as('max_price'),
      compareAt: sql<number | null>`max(${productVariants.compareAtMinor})::int`.as('compare_at'),
      currency: sql<string>`min(${productVariants.currency})`.as('currency'),
      stock: sql<number>`sum(${productVariants.stock})::int`.as('stock'),
    })
    .from(productVariants)
    .groupBy(productVariants.productId)
    .as('summary');
}

export async function browseProducts(params: ShopBrowseParams) {
  const db = getDb();
  const summary = variantSummary();
  const conditions: (SQL | undefined)[] = [eq(products.published, true)];
  if (params.category) conditions.push(eq(shopCategories.slug, params.category));
  // A product is in a price range when one of its variants is (and, asked for, in stock).
  if (params.min !== undefined || params.max !== undefined || params.stock)
    conditions.push(
      sql`exists (select 1 from ${productVariants} v where v.product_id = ${products.id}${
        params.min !== undefined ? sql` and v.price_minor >= ${params.min * 100}` : sql``
      }${params.max !== undefined ? sql` and v.price_minor <= ${params.max * 100}` : sql``}${params.stock ? sql` and v.stock > 0` : sql``})`,
    );
  const where = and(...conditions);
  const order =
    params.sort === 'price-asc'
      ? [asc(summary.minPrice), asc(products.name)]
      : params.sort === 'price-desc'
        ? [desc(summary.minPrice), asc(products.name)]
        : params.sort === 'a-z'
          ? [asc(products.name)]
          : [desc(products.createdAt), asc(products.name)];
  const base = db
    .select({
      slug: products.slug,
      name: products.name,
      blurb: products.blurb,
      images: products.images,
      category: shopCategories.name,
      minPrice: summary.minPrice,
      maxPrice: summary.maxPrice,
      compareAt: summary.compareAt,
      currency: summary.currency,
      stock: summary.stock,
    })
    .from(products)
    .innerJoin(shopCategories, eq(shopCategories.id, products.categoryId))
    .innerJoin(summary, eq(summary.productId, products.id))
    .where(where);
  const [rows, [count]] = await Promise.all([
    base
      .orderBy(...order)
      .limit(SHOP_PAGE_SIZE)
      .offset((params.page - 1) * SHOP_PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .innerJoin(shopCategories, eq(shopCategories.id, products.categoryId))
      .where(where),
  ]);
  const total = count?.n ?? 0;
  return {
    items: rows.map(toProductCard),
    total,
    page: params.page,
    pageCount: Math.max(1, Math.ceil(total / SHOP_PAGE_SIZE)),
  };
}
export const cachedBrowseProducts = cachedRead('shop:browse', browseProducts, [shopTags.listing]);

type CardRow = {
  slug: string;
  name: string;
  blurb: string;
  images: ProductImage[];
  category: string;
  minPrice: number;
  maxPrice: number;
  compareAt: number | null;
  currency: string;
  stock: number;
};

function toProductCard(r: CardRow): ProductCard {
  return {
    slug: r.slug,
    name: r.name,
    blurb: r.blurb,
    href: productPath(r.slug),
    image: r.images[0] ?? null,
    category: r.category,
    priceMinor: r.minPrice,
    variesInPrice: r.maxPrice !== r.minPrice,
    compareAtMinor: r.compareAt,
    currency: r.currency,
    stock: r.stock,
  };
}

/** Every published product's page, for the sitemap. */
export async function listProductUrls(): Promise<{ path: string; lastModified: Date }[]> {
  const rows = await getDb()
    .select({ slug: products.slug, createdAt: products.createdAt })
    .from(products)
    .where(eq(products.published, true))
    .orderBy(asc(products.id));
  return rows.map((r) => ({ path: productPath(r.slug), lastModified: r.createdAt }));
}
