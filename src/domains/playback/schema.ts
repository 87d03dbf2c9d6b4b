import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { episodes, titles } from '@/domains/catalogue/schema';
import { identities } from '@/domains/identity/schema';

export type SubtitleRecord = { language: string; name: string };
export type RenditionRecord = { name: string; width: number; height: number; bandwidth: number; averageBandwidth: number; codecs: string };

/** A packaged video: its files live under `prefix` in media storage (local folder or bucket) and never change. */
export const mediaAssets = pgTable('media_assets', {
  id: uuid('id').primaryKey().defaultRandom(),
  // None for the demo clips, which many demo titles share.
  titleId: integer('title_id').references(() => titles.id, { onDelete: 'cascade' }),
  episodeId: integer('episode_id').references(() => episodes.id, { onDelete: 'cascade' }),
  prefix: text('prefix').notNull(),
  // What it is, for the log and the operator: a title's name, an episode's label, a demo clip's name.
  label: text('label').notNull().default(''),
  durationSec: doublePrecision('duration_sec').notNull(),
  // The poster's file in the folder: poster.webp since WebP posters, poster.jpg before.
  poster: text('poster').notNull().default('poster.jpg'),
  renditions: jsonb('renditions').notNull().$type<RenditionRecord[]>(),
  // WebVTT files at subs/<language>.vtt (also HLS subtitle renditions in the master playlist).
  subtitles: jsonb('subtitles').notNull().default([]).$type<SubtitleRecord[]>(),
  // An 18+ title's video: its files are served only with a signed playback token (see gate.ts).
  restricted: boolean('restricted').notNull().default(false),
  // A demo preview standing in for a title's real video: the watch page says so, and how long it is.
  demo: boolean('demo').notNull().default(false),
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

/** Demo targets someone asked to watch while they still played a shared reel: their previews are made next. */
export const demoPreviewWants = pgTable('demo_preview_wants', {
  target: text('target').primaryKey(),
  wantedAt: timestamp('wanted_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where an identity is in what it watches, one row per target; also its viewing history (what it has watched, for
 * Continue watching and the personal rails). Past 90 % a target counts as watched.
 */
export const watchProgress = pgTable(
  'watch_progress',
  {
    identityId: uuid('identity_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    target: text('target').notNull(),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    episodeId: integer('episode_id').references(() => episodes.id, { onDelete: 'cascade' }),
    positionSec: doublePrecision('position_sec').notNull(),
    durationSec: doublePrecision('duration_sec').notNull(),
    watched: boolean('watched').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.identityId, t.target] }),
    index('watch_progress_recent_idx').on(t.identityId, t.updatedAt),
    index('watch_progress_title_idx').on(t.titleId),
  ],
);
