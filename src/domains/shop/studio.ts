import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { orderLines, orders, products, productVariants, type OrderStatus } from './schema';

// The shop's figures for the studio's dashboard: orders placed today, orders waiting to ship, variants running low.

export const LOW_STOCK = 3;

export async function shopFigures() {
  const db = getDb();
  const [[today], [waiting], low] = await Promise.all([
    db
      .select({ n: count() })
      .from(orders)
      .where(gte(orders.createdAt, sql`date_trunc('day', now())`)),
    db
      .select({ n: count() })
      .from(orders)
      .where(inArray(orders.status, ['placed', 'paid'])),
    db
      .select({ sku: productVariants.sku, stock: productVariants.stock, name: products.name, slug: products.slug })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(lte(productVariants.stock, LOW_STOCK)))
      .orderBy(asc(productVariants.stock), asc(products.name))
      .limit(10),
  ]);
  return { ordersToday: today?.n ?? 0, awaitingShipment: waiting?.n ?? 0, lowStock: low };
}

export const ORDERS_PAGE_SIZE = 25;

/** A page of orders, newest first, of one status or all. */
export async function studioOrders(status: OrderStatus | undefined, page: number) {
  const where = status ? eq(orders.status, status) : undefined;
  const db = getDb();
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({
        number: orders.number,
        status: orders.status,
        email: orders.email,
        createdAt: orders.createdAt,
        totalMinor: orders.totalMinor,
        currency: orders.currency,
        items: sql<number>`(select coalesce(sum(quantity), 0) from ${orderLines} where ${orderLines.orderId} = ${orders.id})`.mapWith(
          Number,
        ),
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ORDERS_PAGE_SIZE)
      .offset((page - 1) * ORDERS_PAGE_SIZE),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return {
    rows: rows.map(({ createdAt, ...r }) => ({ ...r, placedAt: createdAt.toISOString() })),
    total,
    pageCount: Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE)),
  };
}
