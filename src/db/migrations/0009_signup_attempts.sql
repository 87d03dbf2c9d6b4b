ALTER TABLE "account_codes" ADD COLUMN "attempt" text;--> statement-breakpoint
ALTER TABLE "account_codes" ADD COLUMN "password_hash" text;