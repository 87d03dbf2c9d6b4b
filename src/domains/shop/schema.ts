import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tsvector } from '@/db/columns';
import { titles } from '@/domains/catalogue/schema';

// The shop's catalogue: products in categories, each sold as one or more variants (a SKU with its options, price and
// stock), some of them merchandise of catalogue titles. Money is an integer of minor units (cents) with its currency,
// everywhere; stock never goes below zero (a check, and the conditional update that spends it).

export type ProductImage = { path: string; alt: string };

export const shopCategories = pgTable('shop_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** One line under the name in a card and a search result. */
    blurb: text('blurb').notNull().default(''),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => shopCategories.id),
    /** The first is the product's picture in lists; the rest make its gallery. */
    images: jsonb('images').notNull().default([]).$type<ProductImage[]>(),
    /** What the variant picker asks for, in order ("Size", "Colour"); none for a product sold one way. */
    optionNames: jsonb('option_names').notNull().default([]).$type<string[]>(),
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(blurb, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    index('products_category_idx').on(t.categoryId),
    index('products_created_idx').on(t.createdAt),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    /** The variant's value of each of the product's option names ({ Size: 'M', Colour: 'Black' }). */
    options: jsonb('options').notNull().default({}).$type<Record<string, string>>(),
    priceMinor: integer('price_minor').notNull(),
    /** The price before a reduction, shown struck through; none when the product is not reduced. */
    compareAtMinor: integer('compare_at_minor'),
    currency: text('currency').notNull().default('USD'),
    stock: integer('stock').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_variants_sku_key').on(t.sku),
    index('product_variants_product_idx').on(t.productId, t.position),
    check('product_variants_stock_nonnegative', sql`${t.stock} >= 0`),
    check('product_variants_price_positive', sql`${t.priceMinor} > 0`),
    check('product_variants_compare_at_above_price', sql`${t.compareAtMinor} is null or ${t.compareAtMinor} > ${t.priceMinor}`),
    check('product_variants_currency', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/** Merchandise of a title: a product may belong to several (a double bill), a title have many. */
export const productTitles = pgTable(
  'product_titles',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.titleId] }), index('product_titles_title_idx').on(t.titleId)],
);
