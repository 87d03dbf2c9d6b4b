import { asc, count, eq, inArray, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { pageSchema } from '@/domains/catalogue/params';
import { getDb } from '@/db/client';
import { listOrders, orderWhere, type OrderFilter } from './orders';
import { ORDER_STATUSES } from './order-view';
import { titleRefs } from '@/domains/catalogue/studio';
import { productPath } from './products';
import { orders, products, productTitles, productVariants, shopCategories } from './schema';
import { searchText } from '@/lib/text';

// The shop's figures for the studio's dashboard: orders placed today, orders waiting to ship, variants running low.

export const LOW_STOCK = 3;

export async function shopFigures() {
  const db = getDb();
  const [[today], [waiting], low] = await Promise.all([
    db
      .select({ n: count() })
      .from(orders)
      .where(orderWhere({ today: true })),
    db
      .select({ n: count() })
      .from(orders)
      .where(inArray(orders.status, ['placed', 'paid'])),
    db
      .select({ sku: productVariants.sku, stock: productVariants.stock, name: products.name, slug: products.slug })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(lte(productVariants.stock, LOW_STOCK))
      .orderBy(asc(productVariants.stock), asc(products.name))
      .limit(10),
  ]);
  return { ordersToday: today?.n ?? 0, awaitingShipment: waiting?.n ?? 0, lowStock: low };
}

export const ORDERS_PAGE_SIZE = 25;

/** A page of orders, newest first, of one status or all, today's or any (the CLI's list, a page at a time, with the count). */
const day = z
  .string()
  .regex(/^\d{4}-\d\d-\d\d$/)
  .refine((d) => !Number.isNaN(Date.parse(d)))
  .optional()
  .catch(undefined);
const orderQuery = z.object({
  status: z.enum(ORDER_STATUSES).optional().catch(undefined),
  /** `?placed=today`: the dashboard's "Orders today". */
  placed: z.literal('today').optional().catch(undefined),
  q: z.string().transform(searchText).pipe(z.string().trim().max(100)).optional().catch(undefined),
  from: day,
  to: day,
  page: pageSchema,
});

/** The studio's order list and its CSV export read the same query (anything malformed is ignored). */
export function readOrderQuery(raw: Record<string, string | string[] | undefined>) {
  const one = (key: string) => (typeof raw[key] === 'string' ? raw[key] : undefined);
  const parsed = orderQuery.parse({
    status: one('status'),
    placed: one('placed'),
    q: one('q'),
    from: one('from'),
    to: one('to'),
    page: raw.page,
  });
  return { ...parsed, q: parsed.q || undefined };
}

export async function studioOrders(filter: OrderFilter, page: number) {
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    listOrders(filter, ORDERS_PAGE_SIZE, (page - 1) * ORDERS_PAGE_SIZE),
    getDb().select({ total: count() }).from(orders).where(orderWhere(filter)),
  ]);
  return { rows, total, pageCount: Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE)) };
}

// The studio's reads of the shop's catalogue: every product (unpublished too), uncached, for operators only.

export const STUDIO_PRODUCTS_PAGE = 25;

/** A page of products by name, optionally those whose name contains `q`. */
export async function studioProducts(q: string, page: number) {
  const where = q ? sql`${products.name} ilike ${`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined;
  const db = getDb();
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({
        slug: products.slug,
        name: products.name,
        published: products.published,
        category: shopCategories.name,
        variants: count(productVariants.id),
        stock: sql<number>`coalesce(sum(${productVariants.stock}), 0)::int`,
      })
      .from(products)
      .innerJoin(shopCategories, eq(shopCategories.id, products.categoryId))
      .leftJoin(productVariants, eq(productVariants.productId, products.id))
      .where(where)
      .groupBy(products.id, shopCategories.name)
      .orderBy(asc(products.name), asc(products.id))
      .limit(STUDIO_PRODUCTS_PAGE)
      .offset((page - 1) * STUDIO_PRODUCTS_PAGE),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, href: productPath(r.slug) })),
    total,
    pageCount: Math.max(1, Math.ceil(total / STUDIO_PRODUCTS_PAGE)),
  };
}

/** One product with everything the studio edits: details, images, variants, the titles it belongs to. */
export async function studioProduct(slug: string) {
  const db = getDb();
  const [product] = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      blurb: products.blurb,
      description: products.description,
      published: products.published,
      images: products.images,
      optionNames: products.optionNames,
      category: shopCategories.slug,
    })
    .from(products)
    .innerJoin(shopCategories, eq(shopCategories.id, products.categoryId))
    .where(eq(products.slug, slug))
    .limit(1);
  if (!product) return undefined;
  const [variants, linked] = await Promise.all([
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
      .where(eq(productVariants.productId, product.id))
      .orderBy(asc(productVariants.position), asc(productVariants.id)),
    db.select({ id: productTitles.titleId }).from(productTitles).where(eq(productTitles.productId, product.id)),
  ]);
  const titles = (await titleRefs(linked.map((l) => l.id))).map((t) => ({ slug: t.slug, name: t.name }));
  return { ...product, href: productPath(product.slug), variants, titles };
}

/** The shop's categories in their order, with how many products each holds. */
export async function studioShopCategories() {
  return getDb()
    .select({
      slug: shopCategories.slug,
      name: shopCategories.name,
      description: shopCategories.description,
      products: count(products.id),
    })
    .from(shopCategories)
    .leftJoin(products, eq(products.categoryId, shopCategories.id))
    .groupBy(shopCategories.id)
    .orderBy(asc(shopCategories.position), asc(shopCategories.name));
}
