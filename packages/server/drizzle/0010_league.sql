CREATE TABLE "league_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"league_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"nr_of_poules" smallint NOT NULL,
	"nr_of_players_per_poule" smallint DEFAULT 4 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "league_poule_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"poule_id" integer NOT NULL,
	"match_index" smallint NOT NULL,
	"player1" integer NOT NULL,
	"player2" integer NOT NULL,
	"player3" integer NOT NULL,
	"player4" integer NOT NULL,
	"games1" smallint,
	"games2" smallint,
	"remarks" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "league_poule_players" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"poule_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"player_index" smallint NOT NULL,
	"replacement_member_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"draw_rank" smallint
);
--> statement-breakpoint
CREATE TABLE "league_poules" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"serie_id" integer NOT NULL,
	"level_id" integer NOT NULL,
	"poule" smallint NOT NULL,
	"status" smallint DEFAULT 2 NOT NULL,
	"play_date" date,
	"play_time" text DEFAULT '' NOT NULL,
	"play_terrain" text DEFAULT '' NOT NULL,
	"play_remarks" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "league_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"league_id" integer NOT NULL,
	"serie" smallint NOT NULL,
	"date_from" date NOT NULL,
	"date_till" date NOT NULL,
	"status" smallint NOT NULL,
	"remarks" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "league_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"league_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remarks" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"description" text NOT NULL,
	"information" text DEFAULT '' NOT NULL,
	"date_from" date NOT NULL,
	"date_till" date NOT NULL,
	"subscription_date_from" date NOT NULL,
	"subscription_date_till" date NOT NULL,
	"max_nr_of_subscriptions" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"online_subscriptions" boolean DEFAULT true NOT NULL,
	"results_entry" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "league_levels" ADD CONSTRAINT "league_levels_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_levels" ADD CONSTRAINT "league_levels_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_poule_matches" ADD CONSTRAINT "league_poule_matches_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_poule_matches" ADD CONSTRAINT "league_poule_matches_poule_id_league_poules_id_fk" FOREIGN KEY ("poule_id") REFERENCES "public"."league_poules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_poule_matches" ADD CONSTRAINT "league_poule_matches_player1_league_poule_players_id_fk" FOREIGN KEY ("player1") REFERENCES "public"."league_poule_players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_poule_matches" ADD CONSTRAINT "league_poule_matches_player2_league_poule_players_id_fk" FOREIGN KEY ("player2") REFERENCES "public"."league_poule_players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_poule_matches" ADD CONSTRAINT "league_poule_matches_player3_league_poule_players_id_fk" FOREIGN KEY ("player3") REFERENCES "public"."league_poule_players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_poule_matches" ADD CONSTRAINT "league_poule_matches_player4_league_poule_players_id_fk" FOREIGN KEY ("player4") REFERENCES "public"."league_poule_players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_poule_players" ADD CONSTRAINT "league_poule_players_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_poule_players" ADD CONSTRAINT "league_poule_players_poule_id_league_poules_id_fk" FOREIGN KEY ("poule_id") REFERENCES "public"."league_poules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_poule_players" ADD CONSTRAINT "league_poule_players_subscription_id_league_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."league_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_poule_players" ADD CONSTRAINT "league_poule_players_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_poule_players" ADD CONSTRAINT "league_poule_players_replacement_member_id_members_id_fk" FOREIGN KEY ("replacement_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_poules" ADD CONSTRAINT "league_poules_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_poules" ADD CONSTRAINT "league_poules_serie_id_league_series_id_fk" FOREIGN KEY ("serie_id") REFERENCES "public"."league_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_poules" ADD CONSTRAINT "league_poules_level_id_league_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."league_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_series" ADD CONSTRAINT "league_series_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_series" ADD CONSTRAINT "league_series_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_subscriptions" ADD CONSTRAINT "league_subscriptions_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_subscriptions" ADD CONSTRAINT "league_subscriptions_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_subscriptions" ADD CONSTRAINT "league_subscriptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "league_poule_matches_poule_index" ON "league_poule_matches" USING btree ("poule_id","match_index");--> statement-breakpoint
CREATE UNIQUE INDEX "league_poule_players_poule_index" ON "league_poule_players" USING btree ("poule_id","player_index");--> statement-breakpoint
CREATE INDEX "league_poule_players_member" ON "league_poule_players" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "league_poules_serie" ON "league_poules" USING btree ("serie_id");--> statement-breakpoint
CREATE UNIQUE INDEX "league_subscriptions_league_member" ON "league_subscriptions" USING btree ("league_id","member_id");