import { doublePrecision, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { episodes, titles } from '@/domains/catalogue/schema';

export type RenditionRecord = { name: string; width: number; height: number; bandwidth: number; averageBandwidth: number; codecs: string };

/** A packaged video: its files live under `prefix` in media storage (local folder or bucket) and never change. */
export const mediaAssets = pgTable('media_assets', {
  id: uuid('id').primaryKey().defaultRandom(),
  titleId: integer('title_id')
    .notNull()
    .references(() => titles.id, { onDelete: 'cascade' }),
  episodeId: integer('episode_id').references(() => episodes.id, { onDelete: 'cascade' }),
  prefix: text('prefix').notNull(),
  durationSec: doublePrecision('duration_sec').notNull(),
  renditions: jsonb('renditions').notNull().$type<RenditionRecord[]>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What plays for a title (movie, video) or an episode: one row per target ('title:<id>' or 'episode:<id>'),
 * pointing at its current asset. Publishing a new asset is one update of this row.
 */
export const playbackSources = pgTable('playback_sources', {
  target: text('target').primaryKey(),
  assetId: uuid('asset_id')
    .notNull()
    .references(() => mediaAssets.id, { onDelete: 'cascade' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
