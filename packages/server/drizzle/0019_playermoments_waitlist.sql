CREATE TABLE "player_moment_waitlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"moment_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_moment_waitlist" ADD CONSTRAINT "player_moment_waitlist_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_moment_waitlist" ADD CONSTRAINT "player_moment_waitlist_moment_id_player_moments_id_fk" FOREIGN KEY ("moment_id") REFERENCES "public"."player_moments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_moment_waitlist" ADD CONSTRAINT "player_moment_waitlist_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_moment_waitlist_club_idx" ON "player_moment_waitlist" USING btree ("club_id","moment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_moment_waitlist_moment_member" ON "player_moment_waitlist" USING btree ("moment_id","member_id");--> statement-breakpoint
CREATE INDEX "player_moment_waitlist_member" ON "player_moment_waitlist" USING btree ("member_id");--> statement-breakpoint
-- Play-moment lists may show it: the change trigger of migration 0015, as every such table has.
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "player_moment_waitlist" FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
