import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { catalogueTags } from '@/domains/catalogue/tags';
import { cachedRead } from '@/server/cached';
import { SHOP_PAGE_SIZE, type ShopBrowseParams } from './params';
import { productPath } from './products';
import { orderLines, orders, products, productTitles, productVariants, shopCategories, type ProductImage } from './schema';
import { shopTags } from './tags';

// The shop's lists: categories, and products filtered, sorted and paged, each as its card.

export type ProductCard = {
  id: number;
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

/** Products with what a card shows (category, price range, stock), for a caller's where, order and page. */
function cardQuery(summary = variantSummary()) {
  return getDb()
    .select({
      id: products.id,
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
    .innerJoin(summary, eq(summary.productId, products.id));
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
  const base = cardQuery(summary).where(where);
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
  id: number;
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
    id: r.id,
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

/** Published products' cards by id, in the order of `ids` (a rail's, a search's, the bestsellers'). */
export async function productCardsByIds(ids: number[]): Promise<ProductCard[]> {
  if (!ids.length) return [];
  const rows = await cardQuery().where(and(eq(products.published, true), inArray(products.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, toProductCard(r)]));
  return ids.map((id) => byId.get(id)).filter((c): c is ProductCard => !!c);
}

/** Published products' cards by slug, in the order given (a blog post's cards); unknown slugs are skipped. */
export async function productCardsBySlugs(slugs: string[]): Promise<ProductCard[]> {
  if (!slugs.length) return [];
  const rows = await cardQuery().where(and(eq(products.published, true), inArray(products.slug, slugs)));
  const bySlug = new Map(rows.map((r) => [r.slug, toProductCard(r)]));
  return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
}

/** The best sellers: units sold over every order line that was not cancelled (the demo's history included). */
export async function bestsellers(limit = 8): Promise<ProductCard[]> {
  const rows = await getDb()
    .select({ id: orderLines.productId, units: sql<number>`sum(${orderLines.quantity})`.mapWith(Number) })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(and(sql`${orders.status} <> 'cancelled'`, eq(products.published, true)))
    .groupBy(orderLines.productId)
    .orderBy(sql`sum(${orderLines.quantity}) desc`, asc(orderLines.productId))
    .limit(limit);
  return productCardsByIds(rows.map((r) => r.id!));
}
// Refreshed every ten minutes: one more sale does not reorder the rail at once, and no order expires a page.
export const cachedBestsellers = cachedRead('shop:bestsellers', bestsellers, [shopTags.listing], { revalidateSeconds: 600 });

/** Merchandise of one title, for its page and its watch page. */
export async function productsForTitle(titleId: number): Promise<ProductCard[]> {
  const rows = await getDb()
    .select({ id: productTitles.productId })
    .from(productTitles)
    .innerJoin(products, eq(products.id, productTitles.productId))
    .where(and(eq(productTitles.titleId, titleId), eq(products.published, true)))
    .orderBy(desc(products.createdAt), asc(products.id));
  return productCardsByIds(rows.map((r) => r.id));
}
export const cachedProductsForTitle = cachedRead('shop:for-title', productsForTitle, [shopTags.listing]);

/** Every title with merchandise and its products, the titles in alphabetical order (/movies/related). */
export async function merchandiseByTitle(): Promise<{ titleId: number; products: ProductCard[] }[]> {
  const links = await getDb()
    .select({ titleId: productTitles.titleId, productId: productTitles.productId })
    .from(productTitles)
    .innerJoin(products, eq(products.id, productTitles.productId))
    .where(eq(products.published, true))
    .orderBy(asc(productTitles.titleId), desc(products.createdAt), asc(products.id));
  const cards = new Map((await productCardsByIds([...new Set(links.map((l) => l.productId))])).map((c) => [c.id, c]));
  const groups = new Map<number, ProductCard[]>();
  for (const l of links) {
    const card = cards.get(l.productId);
    if (card) groups.set(l.titleId, [...(groups.get(l.titleId) ?? []), card]);
  }
  return [...groups].map(([titleId, items]) => ({ titleId, products: items }));
}
export const cachedMerchandiseByTitle = cachedRead('shop:by-title', merchandiseByTitle, [shopTags.listing, catalogueTags.cards]);

/** Every published product's page, for the sitemap. */
export async function listProductUrls(): Promise<{ path: string; lastModified: Date }[]> {
  const rows = await getDb()
    .select({ slug: products.slug, createdAt: products.createdAt })
    .from(products)
    .where(eq(products.published, true))
    .orderBy(asc(products.id));
  return rows.map((r) => ({ path: productPath(r.slug), lastModified: r.createdAt }));
}

export type QuickVariant = { sku: string; label: string; stock: number };

/** Each product's variants as a quick add offers them ("M · Black", with stock), for the watch page's rail. */
export async function quickVariants(productIds: number[]): Promise<Record<number, QuickVariant[]>> {
  if (!productIds.length) return {};
  const rows = await getDb()
    .select({
      productId: productVariants.productId,
      sku: productVariants.sku,
      options: productVariants.options,
      optionNames: products.optionNames,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.productId, productIds))
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id));
  const out: Record<number, QuickVariant[]> = {};
  for (const r of rows)
    (out[r.productId] ??= []).push({ sku: r.sku, label: r.optionNames.map((n) => r.options[n]).join(' · '), stock: r.stock });
  return out;
}
export const cachedQuickVariants = cachedRead('shop:quick-variants', quickVariants, [shopTags.listing]);
