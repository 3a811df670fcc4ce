ALTER TABLE "league_poule_players" ADD COLUMN "absence_reason_id" integer;--> statement-breakpoint
ALTER TABLE "league_subscriptions" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "league_subscriptions" ADD COLUMN "unsubscribe_reason_id" integer;--> statement-breakpoint
ALTER TABLE "league_subscriptions" ADD COLUMN "unsubscribe_remarks" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "league_subscriptions" ADD COLUMN "replaces_subscription_id" integer;--> statement-breakpoint
ALTER TABLE "league_poule_players" ADD CONSTRAINT "league_poule_players_absence_reason_id_absence_reasons_id_fk" FOREIGN KEY ("absence_reason_id") REFERENCES "public"."absence_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_subscriptions" ADD CONSTRAINT "league_subscriptions_unsubscribe_reason_id_absence_reasons_id_fk" FOREIGN KEY ("unsubscribe_reason_id") REFERENCES "public"."absence_reasons"("id") ON DELETE no action ON UPDATE no action;