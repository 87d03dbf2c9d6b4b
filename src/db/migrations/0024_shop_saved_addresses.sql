CREATE TABLE "saved_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"identity_id" uuid NOT NULL,
	"address" jsonb NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_addresses" ADD CONSTRAINT "saved_addresses_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_addresses_identity_idx" ON "saved_addresses" USING btree ("identity_id","used_at");