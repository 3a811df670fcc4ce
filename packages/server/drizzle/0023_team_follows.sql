CREATE TABLE "team_follows" (
	"club_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_follows_user_team" PRIMARY KEY("user_id","team_id")
);
--> statement-breakpoint
ALTER TABLE "team_follows" ADD CONSTRAINT "team_follows_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_follows" ADD CONSTRAINT "team_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_follows" ADD CONSTRAINT "team_follows_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_follows_team" ON "team_follows" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "team_follows_club_idx" ON "team_follows" USING btree ("club_id","user_id");--> statement-breakpoint
-- Custom SQL (issue 34): the cached reads (followedTeams, home/myWeek) and the live updates hear every
-- follow and unfollow (see 0015_data_changes.sql and 0020_live_changes.sql).
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "team_follows" FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();--> statement-breakpoint
SELECT watch_live('team_follows', 'user_id');
