-- The weekly e-mail (issue 32): one row per account and week, the accounts that turned it off, and the
-- club's day and hour. No data_changed trigger (0015): no cached read shows these tables, and every
-- mail sent would otherwise drop every process's cached answers.
CREATE TABLE "weekly_mail_optouts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weekly_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"week" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_try_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text DEFAULT '' NOT NULL,
	CONSTRAINT "weekly_mails_status" CHECK ("weekly_mails"."status" in ('pending', 'sending', 'sent', 'empty', 'skipped', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "app_config" ADD COLUMN "weekly_mail_day" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "app_config" ADD COLUMN "weekly_mail_hour" integer DEFAULT 18 NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_mail_optouts" ADD CONSTRAINT "weekly_mail_optouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_mail_optouts" ADD CONSTRAINT "weekly_mail_optouts_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_mails" ADD CONSTRAINT "weekly_mails_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_mails" ADD CONSTRAINT "weekly_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "weekly_mails_user_week" ON "weekly_mails" USING btree ("user_id","week");--> statement-breakpoint
CREATE INDEX "weekly_mails_club_week" ON "weekly_mails" USING btree ("club_id","week","status");