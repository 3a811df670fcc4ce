CREATE TABLE "player_moment_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"discipline" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"weekday" integer NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"capacity" integer DEFAULT 0 NOT NULL,
	"date_from" date NOT NULL,
	"date_till" date NOT NULL,
	"responsible_ids" integer[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_moments" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "weekday" smallint;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "start_time" text;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "end_time" text;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "date_from" date;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "date_till" date;--> statement-breakpoint
ALTER TABLE "player_moment_series" ADD CONSTRAINT "player_moment_series_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;