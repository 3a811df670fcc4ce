-- Web Push (issue 31). No data_changed trigger on the push tables (migration 0015): no cached read shows
-- them, and the sender's claims every few seconds would drop every process's read cache.
CREATE TABLE "notification_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"change_key" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"url" text NOT NULL,
	"tag" text NOT NULL,
	"about_day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"delivered" integer[] DEFAULT '{}' NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"all" boolean DEFAULT true NOT NULL,
	"off" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"login_id" integer,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_vapid_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_vapid_keys_one_row" CHECK ("push_vapid_keys"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "player_moment_waitlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"moment_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_login_id_user_logins_id_fk" FOREIGN KEY ("login_id") REFERENCES "public"."user_logins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_moment_waitlist" ADD CONSTRAINT "player_moment_waitlist_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_moment_waitlist" ADD CONSTRAINT "player_moment_waitlist_moment_id_player_moments_id_fk" FOREIGN KEY ("moment_id") REFERENCES "public"."player_moments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_moment_waitlist" ADD CONSTRAINT "player_moment_waitlist_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_outbox_club_user_change" ON "notification_outbox" USING btree ("club_id","user_id","change_key");--> statement-breakpoint
CREATE INDEX "notification_outbox_due" ON "notification_outbox" USING btree ("due_at") WHERE "notification_outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "notification_preferences_club_idx" ON "notification_preferences" USING btree ("club_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_club_idx" ON "push_subscriptions" USING btree ("club_id","user_id");--> statement-breakpoint
CREATE INDEX "player_moment_waitlist_club_idx" ON "player_moment_waitlist" USING btree ("club_id","moment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_moment_waitlist_moment_member" ON "player_moment_waitlist" USING btree ("moment_id","member_id");--> statement-breakpoint
CREATE INDEX "player_moment_waitlist_member" ON "player_moment_waitlist" USING btree ("member_id");--> statement-breakpoint
-- Play-moment lists may show the waiting list: the change trigger of migration 0015, as every such table has.
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "player_moment_waitlist" FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
