ALTER TABLE "identities" ADD COLUMN "role" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
-- The role moves from the embedded issuer's accounts to the site's identities (made for admins who never signed in).
INSERT INTO "identities" ("kind", "issuer", "subject", "email", "name", "role")
SELECT 'user', 'local', "id"::text, "email", "name", 'operator' FROM "users" WHERE "is_admin"
ON CONFLICT ("issuer", "subject") DO UPDATE SET "role" = 'operator';--> statement-breakpoint
ALTER TABLE "identities" ADD CONSTRAINT "identities_role_known" CHECK ("role" in ('member', 'operator'));--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "is_admin";
