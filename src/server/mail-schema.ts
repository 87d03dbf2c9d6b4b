import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Mail the site would have sent, kept for the dev mailbox when no SMTP server is configured. */
export const mailboxMessages = pgTable(
  'mailbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mailbox_messages_created').on(t.createdAt)],
);
