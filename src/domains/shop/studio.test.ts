import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines, type TestDatabase } from '../../../tests/helpers/db';
import { auditPage } from '@/server/audit';
import { SYSTEM, VISITOR } from '@/server/viewer';
import { browseProducts, productsForTitle } from './listing';
import { getProduct } from './products';
import { readOrderQuery, studioOrders, studioProduct, studioProducts, studioShopCategories } from './studio';
import { findOrder } from './orders';
import {
  addProductImage,
  addVariant,
  createProduct,
  createShopCategory,
  linkProductTitle,
  removeProductImage,
  removeVariant,
  unlinkProductTitle,
  updateProduct,
  updateVariant,
} from './studio-actions';
import { setTitlePublishing } from '@/domains/catalogue/studio-actions';
import { studioTitle } from '@/domains/catalogue/studio';
import { getRestrictedTitles } from '@/domains/catalogue/titles';

describe.each(testEngines({ seeded: true }))('the studio’s shop catalogue ($name)', (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await engine.open();
  }, 120_000);
  afterAll(() => db?.dispose());
  const ops = { clientIp: 'test', viewer: SYSTEM };
  const newest = { sort: 'newest' as const, page: 1 };

  it('makes a product a draft with its first variant, on sale once published; prices are read exactly, never as floats', async () => {
    const category = await createShopCategory.as(ops, { name: 'Vinyl & Scores', description: '' });
    expect(category).toMatchObject({ ok: true, data: { slug: 'vinyl-scores' } });
    expect((await studioShopCategories()).at(-1)).toMatchObject({ slug: 'vinyl-scores', products: 0 });
    expect(await createProduct.as(ops, { name: 'Score LP', category: 'vinyl-scores', sku: 'x', price: '12', stock: '3' })).toMatchObject({
      ok: false,
      fieldErrors: { sku: [expect.stringContaining('3 to 64')] },
    });
    expect(
      await createProduct.as(ops, { name: 'Score LP', category: 'vinyl-scores', sku: 'SCORE-LP', price: '12.345', stock: '3' }),
    ).toMatchObject({ ok: false, fieldErrors: { price: ['Give the price in dollars and cents, like 28.00.'] } });
    expect(await createProduct.as(ops, { name: 'Score LP', category: 'nope', sku: 'SCORE-LP', price: '29.99', stock: '3' })).toMatchObject({
      ok: false,
      error: 'Choose one of the shop’s categories.',
    });
    const made = await createProduct.as(ops, {
      name: 'Orbital Decay Score LP',
      category: 'vinyl-scores',
      blurb: 'The full score on 180 g vinyl.',
      sku: 'od-score-lp',
      price: '0.29',
      stock: '3',
    });
    expect(made).toMatchObject({ ok: true, data: { slug: 'orbital-decay-score-lp' } });
    expect((await studioProduct('orbital-decay-score-lp'))!.variants).toEqual([
      expect.objectContaining({ sku: 'OD-SCORE-LP', priceMinor: 29, stock: 3, compareAtMinor: null }),
    ]);
    // A draft: nowhere in the shop.
    expect(await getProduct('orbital-decay-score-lp')).toBeNull();
    expect((await browseProducts(newest)).items.map((p) => p.slug)).not.toContain('orbital-decay-score-lp');
    expect(
      await updateProduct.as({ clientIp: 'test', viewer: VISITOR }, { slug: 'orbital-decay-score-lp', published: true }),
    ).toMatchObject({
      ok: false,
      status: 404,
    });
    // Saved as a draft, it says so (the studio's message follows); the form's unticked box is "not on sale".
    const draftForm = new FormData();
    for (const [k, v] of Object.entries({ slug: 'orbital-decay-score-lp', name: 'Orbital Decay Score LP' })) draftForm.set(k, v);
    expect(await updateProduct.as(ops, draftForm)).toMatchObject({ ok: true, data: { published: false } });
    // An option just added: the studio is told which values its variants still need (the shop waits for them).
    expect(await updateProduct.as(ops, { slug: 'orbital-decay-score-lp', published: 'on', options: 'Edition' })).toMatchObject({
      ok: true,
      data: { published: true, unset: ['Edition'] },
    });
    expect((await browseProducts(newest)).items[0]).toMatchObject({ slug: 'orbital-decay-score-lp', priceMinor: 29 });
    expect((await studioProducts('score lp', 1)).rows).toEqual([expect.objectContaining({ published: true, variants: 1, stock: 3 })]);
  });

  it('adds variants with their options, reprices and restocks them, keeps compare-at above the price', async () => {
    const slug = 'orbital-decay-score-lp';
    // An option added to a product sold one way: its variant has no value yet (never a made-up "Standard"), and the
    // shop does not offer it until the studio gives it one.
    expect((await studioProduct(slug))!.variants[0]!.options).toEqual({ Edition: '' });
    expect((await getProduct(slug))!.variants).toEqual([]);
    expect(await updateVariant.as(ops, { sku: 'OD-SCORE-LP', options: { Edition: ' ' } })).toMatchObject({ ok: false, status: 400 });
    const valueForm = new FormData();
    for (const [k, v] of Object.entries({ sku: 'OD-SCORE-LP', 'option-Edition': 'Black vinyl', price: '0.29', stock: '3' }))
      valueForm.set(k, v);
    expect(await updateVariant.as(ops, valueForm)).toMatchObject({ ok: true });
    expect((await getProduct(slug))!.variants.map((v) => v.options)).toEqual([{ Edition: 'Black vinyl' }]);
    expect(await addVariant.as(ops, { slug, sku: 'OD-SCORE-LP-RED', options: {}, price: '34.00', stock: '5' })).toMatchObject({
      ok: false,
      error: 'Give its Edition.',
    });
    expect(await addVariant.as(ops, { slug, sku: 'OD-SCORE-LP', options: { Edition: 'Red' }, price: '34.00', stock: '5' })).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(
      (await addVariant.as(ops, { slug, sku: 'OD-SCORE-LP-RED', options: { Edition: 'Red vinyl' }, price: '34.00', stock: '5' })).ok,
    ).toBe(true);
    // A new variant may be reduced from the start: its compare-at price above its price.
    const blue = { slug, sku: 'OD-SCORE-LP-BLUE', options: { Edition: 'Blue vinyl' }, price: '30.00', stock: '2' };
    expect(await addVariant.as(ops, { ...blue, compareAt: '25.00' })).toMatchObject({
      ok: false,
      fieldErrors: { compareAt: [expect.stringContaining('above the price')] },
    });
    expect((await addVariant.as(ops, { ...blue, compareAt: '36.00' })).ok).toBe(true);
    expect(await updateVariant.as(ops, { sku: 'OD-SCORE-LP', price: '24.00', compareAt: '20.00' })).toMatchObject({
      ok: false,
      fieldErrors: { compareAt: [expect.stringContaining('above the price')] },
    });
    expect(await updateVariant.as(ops, { sku: 'OD-SCORE-LP', compareAt: '0.10' })).toMatchObject({ ok: false, status: 400 });
    expect((await updateVariant.as(ops, { sku: 'od-score-lp', price: '24.00', compareAt: '29.99', stock: '0' })).ok).toBe(true);
    const product = (await getProduct(slug))!;
    expect(product.variants.map((v) => [v.sku, v.priceMinor, v.compareAtMinor, v.stock])).toEqual([
      ['OD-SCORE-LP', 2400, 2999, 0],
      ['OD-SCORE-LP-RED', 3400, null, 5],
      ['OD-SCORE-LP-BLUE', 3000, 3600, 2],
    ]);
    expect((await auditPage(1)).rows[0]).toMatchObject({
      action: 'updateVariant',
      before: { priceMinor: 29, compareAtMinor: null, stock: 3 },
      after: { priceMinor: 2400, compareAtMinor: 2999, stock: 0 },
    });
    expect((await removeVariant.as(ops, { sku: 'OD-SCORE-LP-BLUE' })).ok).toBe(true);
  });

  it('links it to a title, shows it there, and keeps its photos (a real image; a bad one changes nothing)', async () => {
    const slug = 'orbital-decay-score-lp';
    expect((await linkProductTitle.as(ops, { slug, title: 'Orbital Decay' })).ok).toBe(true);
    expect(await linkProductTitle.as(ops, { slug, title: 'orbital-decay' })).toMatchObject({ ok: false, status: 409 });
    const title = (await studioTitle('orbital-decay'))!;
    expect((await productsForTitle(title.id)).map((p) => p.slug)).toContain(slug);

    const bad = new File([Buffer.from('not a picture')], 'x.png', { type: 'image/png' });
    expect(await addProductImage.as(ops, { slug, file: bad, alt: 'Front' })).toMatchObject({ ok: false, status: 400 });
    const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#222' } })
      .png()
      .toBuffer();
    const added = await addProductImage.as(ops, {
      slug,
      file: new File([png], 'front.png', { type: 'image/png' }),
      alt: 'The sleeve, front',
    });
    if (!added.ok) throw new Error(added.error);
    expect(added.data.path).toMatch(/^\/media\/images\/products\/orbital-decay-score-lp-[0-9a-f]{12}\.webp$/);
    expect((await getProduct(slug))!.images).toEqual([{ path: added.data.path, alt: 'The sleeve, front' }]);
    expect((await removeProductImage.as(ops, { slug, path: added.data.path })).ok).toBe(true);
    expect(await removeProductImage.as(ops, { slug, path: added.data.path })).toMatchObject({ ok: false, status: 404 });
    // A photo of one option value (the page shows it when a buyer chooses it); an option it does not have is refused.
    const file = new File([png], 'red.png', { type: 'image/png' });
    expect(await addProductImage.as(ops, { slug, file, alt: 'Red', shows: 'Colour: Red' })).toMatchObject({ ok: false, status: 400 });
    expect(await addProductImage.as(ops, { slug, file, alt: 'Red', shows: 'Colour' })).toMatchObject({
      ok: false,
      fieldErrors: { shows: [expect.any(String)] },
    });
    const tagged = await addProductImage.as(ops, { slug, file, alt: 'The red pressing', shows: 'Edition:  Red vinyl' });
    expect((await getProduct(slug))!.images).toEqual([
      { path: (tagged as { data: { path: string } }).data.path, alt: 'The red pressing', shows: { option: 'Edition', value: 'Red vinyl' } },
    ]);

    expect((await unlinkProductTitle.as(ops, { slug, title: 'orbital-decay' })).ok).toBe(true);
    expect((await productsForTitle(title.id)).map((p) => p.slug)).not.toContain(slug);
  });

  it('finds orders by number, e-mail, buyer’s name, status and days placed, as the studio’s list and its export read them', async () => {
    const all = await studioOrders({}, 1);
    expect(all.total).toBeGreaterThan(100);
    const [first] = all.rows;
    const detail = (await findOrder(first!.number, { any: true }))!;
    const numbersFor = async (filter: Parameters<typeof studioOrders>[0]) => {
      const found = await studioOrders(filter, 1);
      return { total: found.total, numbers: found.rows.map((o) => o.number), emails: new Set(found.rows.map((o) => o.email)) };
    };
    expect((await numbersFor({ q: first!.number.slice(3, 12).toLowerCase() })).numbers).toEqual([first!.number]);
    const byEmail = await numbersFor({ q: first!.email.toUpperCase() });
    expect(byEmail.numbers).toContain(first!.number);
    expect([...byEmail.emails]).toEqual([first!.email]);
    expect((await numbersFor({ q: detail.shippingAddress.name })).numbers).toContain(first!.number);
    // Each row names its buyer as the order's address does.
    expect(first!.name).toBe(detail.shippingAddress.name);
    // A wildcard typed is a character searched for, not a pattern.
    expect((await numbersFor({ q: '%' })).total).toBe(0);
    const day = first!.placedAt.slice(0, 10);
    const before = new Date(Date.parse(day) - 86_400_000).toISOString().slice(0, 10);
    expect((await numbersFor({ from: day, to: day })).numbers).toContain(first!.number);
    expect((await numbersFor({ to: before })).numbers).not.toContain(first!.number);
    expect((await numbersFor({ status: detail.status, q: first!.number })).total).toBe(1);
    expect((await numbersFor({ status: detail.status === 'paid' ? 'shipped' : 'paid', q: first!.number })).total).toBe(0);
    // What the address holds that is not a filter is ignored, not an error.
    expect(readOrderQuery({ status: 'nope', from: '2026-13-45', to: 'soon', q: '  ada  ', page: '2' })).toMatchObject({
      status: undefined,
      from: undefined,
      to: undefined,
      q: 'ada',
      page: 2,
    });
    // A control character typed or pasted (a NUL fails PostgreSQL's query): a space, and the search still runs.
    const withNul = readOrderQuery({ q: 'a\u0000da' });
    expect(withNul.q).toBe('a da');
    expect((await numbersFor({ q: withNul.q })).total).toBeGreaterThanOrEqual(0);
  });

  it('keeps options and variants in step, and shows no 18+ or draft title on a product page', async () => {
    const slug = 'orbital-decay-score-lp';
    expect(
      await addVariant.as(ops, { slug, sku: 'OD-SCORE-LP-RED-2', options: { Edition: 'Red vinyl' }, price: '34.00', stock: '1' }),
    ).toMatchObject({
      ok: false,
      status: 409,
      error: 'OD-SCORE-LP-RED is already Edition Red vinyl.',
    });
    // Option names change as Shopify's do: each keeps its values by its place; none may leave two variants alike.
    expect((await updateProduct.as(ops, { slug, options: 'Pressing' })).ok).toBe(true);
    expect((await getProduct(slug))!.variants.map((v) => v.options)).toEqual([{ Pressing: 'Black vinyl' }, { Pressing: 'Red vinyl' }]);
    expect(await updateVariant.as(ops, { sku: 'OD-SCORE-LP-RED', options: { Pressing: 'Black vinyl' } })).toMatchObject({
      ok: false,
      status: 409,
      error: 'OD-SCORE-LP is already Pressing Black vinyl.',
    });
    expect(await updateProduct.as(ops, { slug, options: '' })).toMatchObject({
      ok: false,
      status: 409,
      error: expect.stringMatching(/alike/),
    });
    // A variant is removed (carts drop it, orders keep their lines); the last one stays.
    expect((await removeVariant.as(ops, { sku: 'OD-SCORE-LP-RED' })).ok).toBe(true);
    expect(await removeVariant.as(ops, { sku: 'OD-SCORE-LP' })).toMatchObject({ ok: false, status: 409 });
    expect(await removeVariant.as({ clientIp: 'test', viewer: VISITOR }, { sku: 'OD-SCORE-LP' })).toMatchObject({ ok: false, status: 404 });
    expect((await getProduct(slug))!.variants.map((v) => v.sku)).toEqual(['OD-SCORE-LP']);
    expect(await updateVariant.as(ops, { sku: 'OD-SCORE-LP', stock: '0x10' })).toMatchObject({
      ok: false,
      fieldErrors: { stock: [expect.any(String)] },
    });
    expect(await updateVariant.as(ops, { sku: 'OD-SCORE-LP', price: '99,999,999.99' })).toMatchObject({
      ok: false,
      fieldErrors: { price: [expect.any(String)] },
    });

    const restricted = (await getRestrictedTitles()).items[0]!;
    expect((await linkProductTitle.as(ops, { slug, title: restricted.slug })).ok).toBe(true);
    expect((await linkProductTitle.as(ops, { slug, title: 'starfall' })).ok).toBe(true);
    await setTitlePublishing.as(ops, { slug: 'starfall', state: 'draft' });
    expect((await getProduct(slug))!.titles).toEqual([]);
    await setTitlePublishing.as(ops, { slug: 'starfall', state: 'published' });
    expect((await getProduct(slug))!.titles.map((t) => t.name)).toEqual(['Starfall']);
  });
});
