import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets made once per installation and kept across restarts: the identity provider's signing and cookie keys,
 * the site's cookie key. (The table keeps its first name.)
 */
export const installationSecrets = pgTable('identity_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
