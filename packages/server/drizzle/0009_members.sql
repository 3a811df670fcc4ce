ALTER TABLE "contribution_forms" ADD COLUMN "period_from" date;--> statement-breakpoint
ALTER TABLE "contribution_forms" ADD COLUMN "period_to" date;--> statement-breakpoint
ALTER TABLE "contribution_forms" ADD COLUMN "paid_on" date;