ALTER TABLE "titles" ADD COLUMN "extra_of" integer;--> statement-breakpoint
ALTER TABLE "titles" ADD CONSTRAINT "titles_extra_of_titles_id_fk" FOREIGN KEY ("extra_of") REFERENCES "public"."titles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "titles_extra_of_idx" ON "titles" USING btree ("extra_of") WHERE "titles"."extra_of" is not null;