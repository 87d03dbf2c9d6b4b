ALTER TABLE "media_assets" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The demo clips made so far are the assets of no title.
UPDATE "media_assets" SET "demo" = true WHERE "title_id" IS NULL AND "episode_id" IS NULL;
