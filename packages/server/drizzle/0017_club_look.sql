ALTER TABLE "app_config" ADD COLUMN "primary_color" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_config" ADD COLUMN "logo" text DEFAULT '' NOT NULL;