import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines, type TestDatabase } from '../../../tests/helpers/db';
import { DEMO_PRODUCTS } from './demo/products';
import { browseProducts, listShopCategories } from './listing';
import { shopBrowseSchema } from './params';

const browse = (q: Record<string, string>) => browseProducts(shopBrowseSchema.parse(q));

describe.each(testEngines({ seeded: true }))('the shop listing ($name)', (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await engine.open();
  }, 120_000);
  afterAll(() => db?.dispose());

  it('pages every product, newest first, each card priced from its lowest variant', async () => {
    const first = await browse({});
    expect(first.total).toBe(DEMO_PRODUCTS.length);
    expect(first.items).toHaveLength(12);
    expect(first.pageCount).toBe(Math.ceil(DEMO_PRODUCTS.length / 12));
    const newest = [...DEMO_PRODUCTS].sort((a, b) => a.added - b.added)[0]!;
    expect(first.items[0]!.name).toBe(newest.name);
    const poster = (await browse({ category: 'posters-prints', sort: 'a-z' })).items.find(
      (p) => p.slug === 'the-long-haul-theatrical-poster',
    )!;
    expect(poster).toMatchObject({ priceMinor: 2200, variesInPrice: true, currency: 'USD' });
    const last = await browse({ page: String(first.pageCount) });
    expect(last.items.length).toBe(DEMO_PRODUCTS.length - 12 * (first.pageCount - 1));
  });

  it('filters by category, by a price range in whole dollars (a variant inside it counts), and by stock', async () => {
    const categories = await listShopCategories();
    expect(categories.map((c) => c.slug)).toContain('apparel');
    const apparel = await browse({ category: 'apparel' });
    expect(apparel.total).toBe(DEMO_PRODUCTS.filter((p) => p.category === 'apparel').length);
    // $22.00 is in 20-22; the poster's $30.00 size is not, its $22.00 one is.
    const cheap = await browse({ min: '20', max: '22', sort: 'price-asc' });
    expect(cheap.items.every((p) => p.priceMinor >= 2000 && p.priceMinor <= 2200)).toBe(true);
    expect(cheap.items.map((p) => p.slug)).toContain('the-long-haul-theatrical-poster');
    const prices = (await browse({ sort: 'price-desc' })).items.map((p) => p.priceMinor);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    // The sold-out figure is listed, and left out when only what is in stock is asked for.
    const all = await browse({ category: 'collectibles' });
    const inStock = await browse({ category: 'collectibles', stock: 'in' });
    expect(all.items.find((p) => p.slug === 'ironclad-viktor-rusu-1-6-figure')!.stock).toBe(0);
    expect(inStock.items.map((p) => p.slug)).not.toContain('ironclad-viktor-rusu-1-6-figure');
    expect(inStock.total).toBe(all.total - 1);
  });
});
