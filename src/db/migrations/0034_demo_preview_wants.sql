CREATE TABLE "demo_preview_wants" (
	"target" text PRIMARY KEY NOT NULL,
	"wanted_at" timestamp with time zone DEFAULT now() NOT NULL
);
