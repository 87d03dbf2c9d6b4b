CREATE TABLE "watch_progress" (
	"identity_id" uuid NOT NULL,
	"target" text NOT NULL,
	"title_id" integer NOT NULL,
	"episode_id" integer,
	"position_sec" double precision NOT NULL,
	"duration_sec" double precision NOT NULL,
	"watched" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watch_progress_identity_id_target_pk" PRIMARY KEY("identity_id","target")
);
--> statement-breakpoint
ALTER TABLE "watch_progress" ADD CONSTRAINT "watch_progress_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_progress" ADD CONSTRAINT "watch_progress_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_progress" ADD CONSTRAINT "watch_progress_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watch_progress_recent_idx" ON "watch_progress" USING btree ("identity_id","updated_at");--> statement-breakpoint
CREATE INDEX "watch_progress_title_idx" ON "watch_progress" USING btree ("title_id");