CREATE TABLE "player_moment_presences" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"moment_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"present" boolean NOT NULL,
	"occasional" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_moment_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"moment_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_moment_responsibles" (
	"club_id" integer NOT NULL,
	"moment_id" integer NOT NULL,
	"member_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_moments" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"discipline" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"play_date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"capacity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "player_moments_capacity" CHECK ("player_moments"."capacity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "player_moment_presences" ADD CONSTRAINT "player_moment_presences_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_moment_presences" ADD CONSTRAINT "player_moment_presences_moment_id_player_moments_id_fk" FOREIGN KEY ("moment_id") REFERENCES "public"."player_moments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_moment_presences" ADD CONSTRAINT "player_moment_presences_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_moment_reservations" ADD CONSTRAINT "player_moment_reservations_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_moment_reservations" ADD CONSTRAINT "player_moment_reservations_moment_id_player_moments_id_fk" FOREIGN KEY ("moment_id") REFERENCES "public"."player_moments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_moment_reservations" ADD CONSTRAINT "player_moment_reservations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_moment_responsibles" ADD CONSTRAINT "player_moment_responsibles_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_moment_responsibles" ADD CONSTRAINT "player_moment_responsibles_moment_id_player_moments_id_fk" FOREIGN KEY ("moment_id") REFERENCES "public"."player_moments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_moment_responsibles" ADD CONSTRAINT "player_moment_responsibles_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_moments" ADD CONSTRAINT "player_moments_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_moment_presences_moment_member" ON "player_moment_presences" USING btree ("moment_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_moment_reservations_moment_member" ON "player_moment_reservations" USING btree ("moment_id","member_id");--> statement-breakpoint
CREATE INDEX "player_moment_reservations_member" ON "player_moment_reservations" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_moment_responsibles_moment_member" ON "player_moment_responsibles" USING btree ("moment_id","member_id");--> statement-breakpoint
CREATE INDEX "player_moments_club_date" ON "player_moments" USING btree ("club_id","play_date","start_time");