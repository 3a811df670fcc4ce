ALTER TABLE "user_logins" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_logins" ADD COLUMN "revoked_at" timestamp with time zone;