CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"monthly_minor" integer NOT NULL,
	"yearly_minor" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unlocks_restricted" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "plans_slug_unique" UNIQUE("slug"),
	CONSTRAINT "plans_prices" CHECK ("plans"."monthly_minor" > 0 and "plans"."yearly_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "subscription_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"identity_id" uuid NOT NULL,
	"plan" text NOT NULL,
	"interval" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"period_end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "interval" text DEFAULT 'month' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_provider" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_method" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_summary" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD CONSTRAINT "subscription_payments_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_payments_identity_idx" ON "subscription_payments" USING btree ("identity_id","created_at");--> statement-breakpoint
INSERT INTO "plans" ("slug", "name", "description", "monthly_minor", "yearly_minor", "currency", "features", "unlocks_restricted", "position") VALUES
	('basic', 'Basic', 'For viewers who want to back independent film and keep StreamIt free of ads.', 499, 4990, 'USD', '["Every film, series and short outside the 18+ collection","No ads, ever","A share of every month goes to the film-makers","Cancel any time: you keep it to the end of the period"]'::jsonb, false, 1),
	('premium', 'Premium', 'Everything on StreamIt, the 18+ collection included.', 999, 9990, 'USD', '["Everything in Basic","The 18+ collection: every restricted title unlocked","Thanks by name in the credits of our next original","Cancel any time: you keep it to the end of the period"]'::jsonb, true, 2)
ON CONFLICT ("slug") DO NOTHING;
