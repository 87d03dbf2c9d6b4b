// The shop: 200 checkouts at once on 10 units (exactly 10 orders, every request answered, time to the last answer)
// on PGlite and PostgreSQL, in this process through the placeOrder action; cached shop pages beside a static copy of
// their own HTML; the product page's first-load JavaScript (the cart panel included).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { cachedBesideStatic } from './http';

export type ConcurrencyRow = { engine: string; orders: number; answered: number; refused: number; stockLeft: number; lastAnswerMs: number };

async function concurrency(engine: 'pglite' | 'postgres', url?: string): Promise<ConcurrencyRow> {
  const { installDatabase, openDatabase } = await import('@/db/client');
  (await import('@/register')).registerDomains();
  const { createGuest } = await import('@/domains/identity/identity');
  const { addToCart, placeOrder } = await import('@/domains/shop/actions');
  const { products, productVariants, shopCategories } = await import('@/domains/shop/schema');
  let dir: string | undefined;
  let dbUrl = url;
  if (engine === 'pglite') dir = fs.mkdtempSync(path.join(os.tmpdir(), 'streamit-bench-shop-'));
  else {
    const name = `streamit_bench_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(url!);
    u.pathname = `/${name}`;
    dbUrl = u.toString();
  }
  const handle = await openDatabase(dir ? { dir } : { url: dbUrl });
  installDatabase(handle);
  try {
    const [category] = await handle.db.insert(shopCategories).values({ slug: 'bench', name: 'Bench' }).returning();
    const [product] = await handle.db
      .insert(products)
      .values({ slug: 'bench-tee', name: 'Bench Tee', categoryId: category!.id })
      .returning();
    await handle.db.insert(productVariants).values({ productId: product!.id, sku: 'BENCH-TEE', priceMinor: 2500, stock: 10 });
    const buyers = [];
    for (let i = 0; i < 200; i++) {
      const { identity } = await createGuest();
      const ctx = { clientIp: `bench-${i}`, viewer: { kind: 'guest' as const, role: 'member' as const, identity } };
      await addToCart.as(ctx, { sku: 'BENCH-TEE', quantity: 1 });
      buyers.push(ctx);
    }
    const address = { name: 'Bench Buyer', line1: '1 Bench Street', city: 'Portland', region: 'OR', postalCode: '97205', country: 'US' };
    const started = performance.now();
    const results = await Promise.all(
      buyers.map((ctx, i) =>
        placeOrder.as(ctx, {
          email: `bench${i}@example.com`,
          address,
          shippingMethod: 'standard',
          payment: { provider: 'test-card', details: { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' } },
          expectedTotalMinor: 2500 + 495,
          idempotencyKey: `bench-checkout-${i}-${randomBytes(4).toString('hex')}`,
        }),
      ),
    );
    const lastAnswerMs = performance.now() - started;
    const [left] = await handle.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.sku, 'BENCH-TEE'));
    const counted = await handle.db.execute(sql`select count(*)::int as n from orders`);
    return {
      engine,
      orders: (counted as unknown as { rows: { n: number }[] }).rows[0]!.n,
      answered: results.length,
      refused: results.filter((r) => !r.ok).length,
      stockLeft: left!.stock,
      lastAnswerMs,
    };
  } finally {
    installDatabase(undefined);
    await handle.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function runShopBench(postgresUrl?: string) {
  const concurrencyRows = [await concurrency('pglite')];
  if (postgresUrl) concurrencyRows.push(await concurrency('postgres', postgresUrl));

  const product = '/merchandise/product/kingdom-of-glass-crest-hoodie';
  const { rows, js } = await cachedBesideStatic({ store: '/merchandise', listing: '/merchandise/shop', product }, product);
  return { concurrency: concurrencyRows, rows, js };
}
