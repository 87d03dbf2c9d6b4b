import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { identities } from '@/domains/identity/schema';

/**
 * A person's subscription: one record per identity (plan, status, end of the paid period). Granted by the operator
 * CLI for now; pricing and payment arrive with the shop.
 */
export const subscriptions = pgTable('subscriptions', {
  identityId: uuid('identity_id')
    .primaryKey()
    .references(() => identities.id, { onDelete: 'cascade' }),
  plan: text('plan').notNull(),
  status: text('status').$type<'active' | 'canceled'>().notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
