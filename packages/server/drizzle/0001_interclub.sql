CREATE TABLE "absence_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_players" (
	"club_id" integer NOT NULL,
	"sport" text NOT NULL,
	"member_id" integer NOT NULL,
	"list_number" integer NOT NULL,
	"index_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "composition_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"meeting_id" integer NOT NULL,
	"member" text DEFAULT '' NOT NULL,
	"modification" text NOT NULL,
	"log_date" timestamp with time zone DEFAULT now() NOT NULL,
	"user_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ical_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"token" text NOT NULL,
	"team_id" integer,
	"member_id" integer,
	CONSTRAINT "ical_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "meeting_confirmations" (
	"club_id" integer NOT NULL,
	"meeting_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"option_number" integer NOT NULL,
	"participate" integer NOT NULL,
	"can_drive" boolean DEFAULT false NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "meeting_players" (
	"club_id" integer NOT NULL,
	"meeting_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"reserve" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"week" integer NOT NULL,
	"play_id" text DEFAULT '' NOT NULL,
	"play_date" date NOT NULL,
	"play_time" text NOT NULL,
	"home" boolean NOT NULL,
	"home_team" text NOT NULL,
	"away_team" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"frenoy_url" text DEFAULT '' NOT NULL,
	"score" text DEFAULT '' NOT NULL,
	"won" text DEFAULT '' NOT NULL,
	"intermediate_score" text DEFAULT '' NOT NULL,
	"report" text DEFAULT '' NOT NULL,
	"driver_member_id" integer,
	"driver_remarks" text DEFAULT '' NOT NULL,
	"composition_remarks" text DEFAULT '' NOT NULL,
	"composition_error" text DEFAULT '' NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_absences" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"reason_id" integer,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_players" (
	"club_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"season" text NOT NULL,
	"sport" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"division" text DEFAULT '' NOT NULL,
	"captain_member_id" integer,
	"players_per_team" integer NOT NULL,
	"start_player_index" integer DEFAULT 1 NOT NULL,
	"letter" text DEFAULT '' NOT NULL,
	"division_id" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "teams_players_per_team" CHECK ("teams"."players_per_team" between 1 and 6)
);
--> statement-breakpoint
ALTER TABLE "absence_reasons" ADD CONSTRAINT "absence_reasons_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_players" ADD CONSTRAINT "competition_players_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_players" ADD CONSTRAINT "competition_players_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "composition_logs" ADD CONSTRAINT "composition_logs_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "composition_logs" ADD CONSTRAINT "composition_logs_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ical_feeds" ADD CONSTRAINT "ical_feeds_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ical_feeds" ADD CONSTRAINT "ical_feeds_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ical_feeds" ADD CONSTRAINT "ical_feeds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_confirmations" ADD CONSTRAINT "meeting_confirmations_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_confirmations" ADD CONSTRAINT "meeting_confirmations_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_confirmations" ADD CONSTRAINT "meeting_confirmations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_confirmations" ADD CONSTRAINT "meeting_confirmations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_players" ADD CONSTRAINT "meeting_players_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_players" ADD CONSTRAINT "meeting_players_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_players" ADD CONSTRAINT "meeting_players_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_driver_member_id_members_id_fk" FOREIGN KEY ("driver_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_absences" ADD CONSTRAINT "member_absences_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_absences" ADD CONSTRAINT "member_absences_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_absences" ADD CONSTRAINT "member_absences_reason_id_absence_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."absence_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_players" ADD CONSTRAINT "team_players_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_players" ADD CONSTRAINT "team_players_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_players" ADD CONSTRAINT "team_players_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_captain_member_id_members_id_fk" FOREIGN KEY ("captain_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competition_players_club_sport_member" ON "competition_players" USING btree ("club_id","sport","member_id");--> statement-breakpoint
CREATE INDEX "composition_logs_meeting" ON "composition_logs" USING btree ("meeting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ical_feeds_team" ON "ical_feeds" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ical_feeds_member" ON "ical_feeds" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_confirmations_meeting_member" ON "meeting_confirmations" USING btree ("meeting_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_players_meeting_member" ON "meeting_players" USING btree ("meeting_id","member_id");--> statement-breakpoint
CREATE INDEX "meetings_club_date" ON "meetings" USING btree ("club_id","play_date");--> statement-breakpoint
CREATE INDEX "meetings_team" ON "meetings" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "member_absences_member" ON "member_absences" USING btree ("member_id","date_from");--> statement-breakpoint
CREATE UNIQUE INDEX "team_players_team_member" ON "team_players" USING btree ("team_id","member_id");--> statement-breakpoint
CREATE INDEX "teams_club_season" ON "teams" USING btree ("club_id","season");