import { pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What a running job reports: its share done and a heartbeat. A job whose worker stopped beating (killed, machine
 * gone) is failed by the next sweep, so the queue retries it instead of waiting out its expiry.
 */
export const jobProgress = pgTable('job_progress', {
  jobId: uuid('job_id').primaryKey(),
  queue: text('queue').notNull(),
  share: real('share').notNull().default(0),
  worker: text('worker').notNull(),
  beatAt: timestamp('beat_at', { withTimezone: true }).notNull().defaultNow(),
});
