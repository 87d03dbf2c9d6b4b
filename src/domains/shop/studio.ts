import { asc, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { listOrders } from './orders';
import { orders, products, productVariants, type OrderStatus } from './schema';

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
      .where(lte(productVariants.stock, LOW_STOCK))
      .orderBy(asc(productVariants.stock), asc(products.name))
      .limit(10),
  ]);
  return { ordersToday: today?.n ?? 0, awaitingShipment: waiting?.n ?? 0, lowStock: low };
}

export const ORDERS_PAGE_SIZE = 25;

/** A page of orders, newest first, of one status or all (the CLI's list, a page at a time, with the count). */
export async function studioOrders(status: OrderStatus | undefined, page: number) {
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    listOrders(status, ORDERS_PAGE_SIZE, (page - 1) * ORDERS_PAGE_SIZE),
    getDb()
      .select({ total: count() })
      .from(orders)
      .where(status ? eq(orders.status, status) : undefined),
  ]);
  return { rows, total, pageCount: Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE)) };
}
