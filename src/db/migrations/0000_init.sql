CREATE TYPE "public"."credit_role" AS ENUM('cast', 'crew');--> statement-breakpoint
CREATE TYPE "public"."term_kind" AS ENUM('genre', 'tag', 'category');--> statement-breakpoint
CREATE TYPE "public"."title_kind" AS ENUM('movie', 'tv-show', 'video');--> statement-breakpoint
CREATE TABLE "credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"role" "credit_role" NOT NULL,
	"part" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "curated_list_items" (
	"list_id" integer NOT NULL,
	"title_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "curated_list_items_list_id_title_id_pk" PRIMARY KEY("list_id","title_id")
);
--> statement-breakpoint
CREATE TABLE "curated_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "episodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"number" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"synopsis" text DEFAULT '' NOT NULL,
	"runtime_minutes" integer,
	"release_date" date,
	"still_path" text
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"designation" text NOT NULL,
	"known_credits" text DEFAULT '' NOT NULL,
	"birthday" date,
	"birth_place" text DEFAULT '' NOT NULL,
	"also_known_as" text DEFAULT '' NOT NULL,
	"biography" text DEFAULT '' NOT NULL,
	"profile_image" text,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(name, '')), 'A') || setweight(to_tsvector('simple', coalesce(also_known_as, '')), 'B')) STORED
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_id" integer NOT NULL,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"synopsis" text DEFAULT '' NOT NULL,
	"release_date" date
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "term_kind" NOT NULL,
	"type" "title_kind" NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"thumbnail" text
);
--> statement-breakpoint
CREATE TABLE "title_terms" (
	"title_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	CONSTRAINT "title_terms_title_id_term_id_pk" PRIMARY KEY("title_id","term_id")
);
--> statement-breakpoint
CREATE TABLE "titles" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "title_kind" NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"synopsis" text DEFAULT '' NOT NULL,
	"runtime_minutes" integer,
	"release_date" date,
	"content_rating" text DEFAULT 'PG' NOT NULL,
	"restricted" boolean DEFAULT false NOT NULL,
	"score" numeric(3, 1),
	"language" text DEFAULT 'English' NOT NULL,
	"poster_path" text,
	"backdrop_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(synopsis, '')), 'B')) STORED
);
--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curated_list_items" ADD CONSTRAINT "curated_list_items_list_id_curated_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."curated_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curated_list_items" ADD CONSTRAINT "curated_list_items_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episodes" ADD CONSTRAINT "episodes_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_terms" ADD CONSTRAINT "title_terms_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_terms" ADD CONSTRAINT "title_terms_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credits_title_idx" ON "credits" USING btree ("title_id","position");--> statement-breakpoint
CREATE INDEX "credits_person_idx" ON "credits" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "curated_list_items_order_idx" ON "curated_list_items" USING btree ("list_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "curated_lists_slug_key" ON "curated_lists" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "episodes_season_number_key" ON "episodes" USING btree ("season_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "episodes_slug_key" ON "episodes" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "people_slug_key" ON "people" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "people_search_idx" ON "people" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_title_number_key" ON "seasons" USING btree ("title_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "terms_kind_slug_key" ON "terms" USING btree ("kind","slug");--> statement-breakpoint
CREATE INDEX "title_terms_term_idx" ON "title_terms" USING btree ("term_id");--> statement-breakpoint
CREATE UNIQUE INDEX "titles_slug_key" ON "titles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "titles_kind_release_idx" ON "titles" USING btree ("kind","release_date");--> statement-breakpoint
CREATE INDEX "titles_search_idx" ON "titles" USING gin ("search_vector");