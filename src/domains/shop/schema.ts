import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { foldedText, tsvector } from '@/db/columns';
import { titles } from '@/domains/catalogue/schema';
import { identities } from '@/domains/identity/schema';

// The shop's catalogue: products in categories, each sold as one or more variants (a SKU with its options, price and
// stock), some of them merchandise of catalogue titles. Money is an integer of minor units (cents) with its currency,
// everywhere; stock never goes below zero (a check, and the conditional update that spends it).

/** A product photo; `shows` names the option value it is a picture of (Colour: Frost), so the page can follow a choice. */
export type ProductImage = { path: string; alt: string; shows?: { option: string; value: string } };

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
      // Accent-blind, as people and posts are: searchProducts folds what is typed the same way.
      sql`setweight(to_tsvector('english', ${foldedText('name')}), 'A') || setweight(to_tsvector('english', ${foldedText('blurb')}), 'B') || setweight(to_tsvector('english', ${foldedText('description')}), 'C')`,
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

/**
 * The cart: one line per variant an identity (a person or a guest) means to buy. The price the buyer last saw is kept
 * so the cart can say when it has changed since; the price charged is always the variant's own, read at checkout.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    identityId: uuid('identity_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    seenPriceMinor: integer('seen_price_minor').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.identityId, t.variantId] }),
    // MAX_LINE_QUANTITY of cart-view.ts
    check('cart_lines_quantity', sql`${t.quantity} between 1 and 99`),
  ],
);

/** The wishlist: variants an identity keeps for later (the size and colour chosen on the product page). */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    identityId: uuid('identity_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.identityId, t.variantId] }), index('wishlist_items_added').on(t.identityId, t.addedAt)],
);

export type OrderStatus = 'placed' | 'paid' | 'shipped' | 'delivered' | 'cancelled';
export type ShippingAddress = {
  name: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  phone: string;
};

/**
 * An order: what was bought, by whom, for how much, where it goes and how it was paid. Numbers are random (never
 * a sequence another buyer could count through); amounts and lines are copied at placing, so later price changes
 * never rewrite an order. A buyer's identity may be deleted; their order stays, found by number and e-mail.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    identityId: uuid('identity_id').references(() => identities.id, { onDelete: 'set null' }),
    /** Per identity: the same key twice (a double submit, a retried request) is the same order. */
    idempotencyKey: text('idempotency_key').notNull(),
    email: text('email').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    currency: text('currency').notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    shippingMinor: integer('shipping_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    shippingMethod: text('shipping_method').notNull(),
    shippingAddress: jsonb('shipping_address').notNull().$type<ShippingAddress>(),
    paymentProvider: text('payment_provider').notNull(),
    /** What the provider calls the payment, and what the buyer may be shown of it ("Visa ending 4242"). */
    paymentReference: text('payment_reference').notNull().default(''),
    paymentSummary: text('payment_summary').notNull().default(''),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.number),
    uniqueIndex('orders_idempotency_key').on(t.identityId, t.idempotencyKey),
    index('orders_identity_idx').on(t.identityId, t.createdAt),
    check(
      'orders_totals',
      sql`${t.totalMinor} = ${t.subtotalMinor} + ${t.shippingMinor} and ${t.subtotalMinor} > 0 and ${t.shippingMinor} >= 0`,
    ),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The variant, while it exists; the line keeps its own copy of what was bought. */
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    optionsLabel: text('options_label').notNull().default(''),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalMinor: integer('line_total_minor').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.position] }),
    index('order_lines_product_idx').on(t.productId),
    check('order_lines_amounts', sql`${t.quantity} > 0 and ${t.lineTotalMinor} = ${t.unitPriceMinor} * ${t.quantity}`),
  ],
);

/** An order's history: each change of status, when, and what the buyer was told. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);

/** Addresses a signed-in buyer chose to keep at checkout: offered first next time, listed on their account. */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: serial('id').primaryKey(),
    identityId: uuid('identity_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    address: jsonb('address').notNull().$type<ShippingAddress>(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_addresses_identity_idx').on(t.identityId, t.usedAt)],
);
