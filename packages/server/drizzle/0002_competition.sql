CREATE TABLE "division_rankings" (
	"club_id" integer NOT NULL,
	"season" integer NOT NULL,
	"division_id" integer NOT NULL,
	"position" integer NOT NULL,
	"team" text NOT NULL,
	"team_club" text NOT NULL,
	"games_played" integer NOT NULL,
	"games_won" integer NOT NULL,
	"games_lost" integer NOT NULL,
	"games_draw" integer NOT NULL,
	"points" integer NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "division_rankings_club_id_season_division_id_team_pk" PRIMARY KEY("club_id","season","division_id","team")
);
--> statement-breakpoint
CREATE TABLE "tabt_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"operation" text NOT NULL,
	"response" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "meeting_players" ADD COLUMN "victory_count" integer;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "match_unique_id" integer;--> statement-breakpoint
ALTER TABLE "division_rankings" ADD CONSTRAINT "division_rankings_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tabt_cache_operation" ON "tabt_cache" USING btree ("operation");