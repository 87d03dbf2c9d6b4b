import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { identities } from '@/domains/identity/schema';

export type BillingInterval = 'month' | 'year';

/** The plans a viewer can subscribe to (the pricing page), priced per month and per year in minor units. */
export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    monthlyMinor: integer('monthly_minor').notNull(),
    yearlyMinor: integer('yearly_minor').notNull(),
    currency: text('currency').notNull().default('USD'),
    features: jsonb('features').notNull().default([]).$type<string[]>(),
    /** Whether a subscriber may watch 18+ titles. */
    unlocksRestricted: boolean('unlocks_restricted').notNull().default(false),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [check('plans_prices', sql`${t.monthlyMinor} > 0 and ${t.yearlyMinor} > 0`)],
);

/**
 * A person's subscription: one record per identity (plan, billing interval, status, end of the paid period, how it
 * renews). Written by subscribing on the pricing page, or granted by the operator CLI; renewed by a scheduled job.
 */
export const subscriptions = pgTable('subscriptions', {
  identityId: uuid('identity_id')
    .primaryKey()
    .references(() => identities.id, { onDelete: 'cascade' }),
  plan: text('plan').notNull(),
  status: text('status').$type<'active' | 'canceled' | 'past_due'>().notNull(),
  interval: text('interval').$type<BillingInterval>().notNull().default('month'),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  /** Ends at the period's end instead of renewing (the subscriber cancelled; Resume clears it). */
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** The provider and its saved payment method that renewals charge; empty for a grant. */
  paymentProvider: text('payment_provider').notNull().default(''),
  paymentMethod: text('payment_method').notNull().default(''),
  paymentSummary: text('payment_summary').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every charge for a subscription, paid or failed: the account's billing history. */
export const subscriptionPayments = pgTable(
  'subscription_payments',
  {
    id: serial('id').primaryKey(),
    identityId: uuid('identity_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    interval: text('interval').$type<BillingInterval>().notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<'paid' | 'failed'>().notNull(),
    reference: text('reference').notNull().default(''),
    note: text('note').notNull().default(''),
    /** The subscribe request's key: the same request twice (a double click, a retry) is one charge. */
    idempotencyKey: text('idempotency_key'),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscription_payments_identity_idx').on(t.identityId, t.createdAt),
    uniqueIndex('subscription_payments_idempotency_key').on(t.identityId, t.idempotencyKey),
  ],
);

export type NewsletterStatus = 'pending' | 'confirmed' | 'unsubscribed';

/**
 * The newsletter's list, double opt-in: an address is mailed only after its owner followed the confirmation link,
 * and leaves with one click. One row per address (lower-cased), whatever happened to it before.
 */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  status: text('status').$type<NewsletterStatus>().notNull(),
  /** Where the address was given (the shop footer, the coming-soon page). */
  source: text('source').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the last confirmation mail went out: another is sent at most once a minute. */
  askedAt: timestamp('asked_at', { withTimezone: true }),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
});

/** The site's own pages written by the studio (about, privacy, terms), in Markdown. */
export const sitePages = pgTable('site_pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  /** One or two sentences: the page's description for search engines and its lead paragraph. */
  summary: text('summary').notNull().default(''),
  body: text('body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The FAQ page's questions, grouped by topic, in order; answers in Markdown. */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: serial('id').primaryKey(),
    topic: text('topic').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(true),
  },
  (t) => [index('faq_entries_order_idx').on(t.position)],
);

export type ContactStatus = 'new' | 'answered' | 'spam';

/** What visitors sent through the contact form (the studio's inbox); the operator is also mailed each one. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status').$type<ContactStatus>().notNull().default('new'),
    /** Who sent it, when signed in (kept when the account goes: the message is the studio's). */
    identityId: uuid('identity_id').references(() => identities.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
