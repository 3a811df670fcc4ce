ALTER TABLE "app_config" ADD COLUMN "default_language" text DEFAULT 'nl' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT '' NOT NULL;