import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Rate limits' windows when several processes share them (RATE_LIMIT_STORE=database): one row per limiter and key. */
export const rateLimits = pgTable('rate_limits', {
  /** "<limiter>:<key>", e.g. "search:203.0.113.9". */
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
