DROP INDEX "people_name_trgm_idx";--> statement-breakpoint
-- Dropping the column drops people_search_idx with it; it is made again below.
ALTER TABLE "people" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', translate(lower(name), 'àáâãäåāăąçćčďèéêëēėęěğìíîïīįıłñńňòóôõöøōőřśšşťùúûüūůűųýÿźżžßæœ', 'aaaaaaaaacccdeeeeeeeegiiiiiiilnnnoooooooorssstuuuuuuuuyyzzzsao')), 'A') || setweight(to_tsvector('simple', translate(lower(also_known_as), 'àáâãäåāăąçćčďèéêëēėęěğìíîïīįıłñńňòóôõöøōőřśšşťùúûüūůűųýÿźżžßæœ', 'aaaaaaaaacccdeeeeeeeegiiiiiiilnnnoooooooorssstuuuuuuuuyyzzzsao')), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "people_sort_name_trgm_idx" ON "people" USING gin ("sort_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_search_idx" ON "people" USING gin ("search_vector");