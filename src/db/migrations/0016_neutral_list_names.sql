-- Curated rows are the same for every visitor, so they are named for what they are, not "for you" (the personal
-- rows keep that name for viewers with a history). Only names still as the demo seed wrote them change.
UPDATE "curated_lists" SET "name" = 'Staff Picks' WHERE "slug" = 'recommended-movies' AND "name" = 'Recommended For You';--> statement-breakpoint
UPDATE "curated_lists" SET "name" = 'Popular Right Now' WHERE "slug" = 'suggested' AND "name" = 'Suggested For You';--> statement-breakpoint
UPDATE "curated_lists" SET "name" = 'Top Picks This Week' WHERE "slug" = 'top-picks' AND "name" = 'Top Picks For You';--> statement-breakpoint
UPDATE "curated_lists" SET "name" = 'Featured Videos' WHERE "slug" = 'recommended-videos' AND "name" = 'Videos Recommended For You';
