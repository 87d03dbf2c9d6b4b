CREATE INDEX "titles_name_prefix_idx" ON "titles" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "titles_name_vector_idx" ON "titles" USING gin ("name_vector");--> statement-breakpoint
CREATE INDEX "titles_search_rank_idx" ON "titles" USING btree (("kind" = 'video'),"score" DESC NULLS LAST,"name","id") WHERE "titles"."restricted" = false;