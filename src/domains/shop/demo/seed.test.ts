import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILMS } from '@/domains/catalogue/demo/content/films';
import { SHOWS } from '@/domains/catalogue/demo/content/shows';
import { products, productTitles, productVariants, shopCategories } from '@/domains/shop/schema';
import { testEngines, type TestDatabase } from '../../../../tests/helpers/db';
import { combinations, plannedVariants, productSlug } from './seed';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from './products';

describe('the demo shop, as written', () => {
  const variants = DEMO_PRODUCTS.map((p) => ({ p, vs: plannedVariants(p) }));

  it('is a shop: 40+ products in 6+ categories, 15+ of them merchandise of titles the catalogue has', () => {
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(40);
    const used = new Set(DEMO_PRODUCTS.map((p) => p.category));
    expect(used.size).toBeGreaterThanOrEqual(6);
    expect(DEMO_CATEGORIES.every((c) => used.has(c.slug))).toBe(true);
    const catalogue = new Set([...FILMS, ...SHOWS].map((t) => t.name));
    const linked = DEMO_PRODUCTS.filter((p) => p.titles.length > 0);
    expect(linked.length).toBeGreaterThanOrEqual(15);
    expect(DEMO_PRODUCTS.flatMap((p) => p.titles).filter((name) => !catalogue.has(name))).toEqual([]);
  });

  it('has variants, stock that runs low and one product sold out; money in whole cents', () => {
    expect(variants.filter(({ vs }) => vs.length > 1).length).toBeGreaterThanOrEqual(5);
    expect(variants.filter(({ vs }) => vs.every((v) => v.stock === 0)).map(({ p }) => p.name)).toHaveLength(1);
    expect(variants.filter(({ vs }) => vs.some((v) => v.stock > 0 && v.stock <= 5)).length).toBeGreaterThanOrEqual(3);
    for (const { vs } of variants)
      for (const v of vs) {
        expect(Number.isInteger(v.priceMinor) && v.priceMinor > 0).toBe(true);
        expect(Number.isInteger(v.stock) && v.stock >= 0).toBe(true);
        if (v.compareAtMinor !== null) expect(v.compareAtMinor).toBeGreaterThan(v.priceMinor);
      }
    const skus = variants.flatMap(({ vs }) => vs.map((v) => v.sku));
    expect(new Set(skus).size).toBe(skus.length);
    const slugs = DEMO_PRODUCTS.map(productSlug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.every((s) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(s))).toBe(true);
  });

  it('reads like a shop: every product has its own blurb and description, no sentence used twice', () => {
    const sentences = DEMO_PRODUCTS.flatMap((p) => [p.blurb, ...p.description.split(/(?<=[.!?])\s+/)]);
    expect(sentences.filter((s) => s.length < 8)).toEqual([]);
    expect(sentences.filter((s, i) => sentences.indexOf(s) !== i)).toEqual([]);
  });

  it('multiplies options out first option slowest', () => {
    expect(combinations({ Size: ['S', 'M'], Colour: ['A', 'B'] })).toEqual([
      { Size: 'S', Colour: 'A' },
      { Size: 'S', Colour: 'B' },
      { Size: 'M', Colour: 'A' },
      { Size: 'M', Colour: 'B' },
    ]);
    expect(combinations(undefined)).toEqual([{}]);
  });
});

describe.each(testEngines({ seeded: true }))('the demo shop, seeded ($name)', (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await engine.open();
  }, 120_000);
  afterAll(() => db?.dispose());

  it('is in the database with its links, variants and pictures', async () => {
    expect(await db.db.$count(shopCategories)).toBe(DEMO_CATEGORIES.length);
    expect(await db.db.$count(products)).toBe(DEMO_PRODUCTS.length);
    expect(await db.db.$count(productVariants)).toBe(DEMO_PRODUCTS.reduce((n, p) => n + plannedVariants(p).length, 0));
    const linked = await db.db.selectDistinct({ id: productTitles.productId }).from(productTitles);
    expect(linked.length).toBe(DEMO_PRODUCTS.filter((p) => p.titles.length).length);
    const [tee] = await db.db.select().from(products).where(eq(products.slug, 'the-long-haul-forty-hours-tee'));
    expect(tee!.images).toHaveLength(2);
    for (const image of tee!.images) expect(fs.existsSync(path.join(db.mediaDir, image.path.replace('/media/', '')))).toBe(true);
    expect(tee!.optionNames).toEqual(['Size']);
  });

  it('refuses stock below zero and money that is not a positive whole price', async () => {
    const [variant] = await db.db.select({ id: productVariants.id }).from(productVariants).limit(1);
    await expect(db.db.update(productVariants).set({ stock: -1 }).where(eq(productVariants.id, variant!.id))).rejects.toThrow();
    await expect(db.db.update(productVariants).set({ priceMinor: 0 }).where(eq(productVariants.id, variant!.id))).rejects.toThrow();
    await expect(db.db.update(productVariants).set({ currency: 'usd' }).where(eq(productVariants.id, variant!.id))).rejects.toThrow();
    // A conditional decrement is how stock is spent: it takes nothing when there is not enough.
    const spent = await db.db
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - 100000` })
      .where(sql`${productVariants.id} = ${variant!.id} and ${productVariants.stock} >= 100000`)
      .returning({ id: productVariants.id });
    expect(spent).toEqual([]);
  });
});
