CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "people_name_trgm_idx" ON "people" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "titles_name_trgm_idx" ON "titles" USING gin ("name" gin_trgm_ops);
