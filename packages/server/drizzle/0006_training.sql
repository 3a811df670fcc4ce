CREATE TABLE "trainee_objectives" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"achieved" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trainers" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"member_id" integer,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_group_members" (
	"club_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"member_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_moments" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"training_id" integer NOT NULL,
	"training_date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"title" text NOT NULL,
	"calendar_title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"trainer_id" integer,
	"assistent_id" integer,
	"assistent2_id" integer,
	"assistent3_id" integer,
	"assistent4_id" integer,
	"assistent5_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"merge_id" integer,
	"remark" text DEFAULT '' NOT NULL,
	CONSTRAINT "training_moments_status" CHECK ("training_moments"."status" in (0, 1, 2, 8, 9))
);
--> statement-breakpoint
CREATE TABLE "training_presences" (
	"club_id" integer NOT NULL,
	"moment_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"presence" smallint NOT NULL,
	"extra" boolean DEFAULT false NOT NULL,
	CONSTRAINT "training_presences_presence" CHECK ("training_presences"."presence" in (-1, 0, 1))
);
--> statement-breakpoint
CREATE TABLE "training_reservations" (
	"club_id" integer NOT NULL,
	"moment_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"reserved" smallint NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_reservations_reserved" CHECK ("training_reservations"."reserved" in (-1, 1))
);
--> statement-breakpoint
CREATE TABLE "trainings" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"title" text NOT NULL,
	"nr_of_assistents" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "trainings_assistents" CHECK ("trainings"."nr_of_assistents" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "trainee_objectives" ADD CONSTRAINT "trainee_objectives_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainee_objectives" ADD CONSTRAINT "trainee_objectives_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainers" ADD CONSTRAINT "trainers_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainers" ADD CONSTRAINT "trainers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_group_members" ADD CONSTRAINT "training_group_members_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_group_members" ADD CONSTRAINT "training_group_members_group_id_training_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."training_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_group_members" ADD CONSTRAINT "training_group_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_groups" ADD CONSTRAINT "training_groups_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_moments" ADD CONSTRAINT "training_moments_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_moments" ADD CONSTRAINT "training_moments_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_moments" ADD CONSTRAINT "training_moments_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_moments" ADD CONSTRAINT "training_moments_assistent_id_trainers_id_fk" FOREIGN KEY ("assistent_id") REFERENCES "public"."trainers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_moments" ADD CONSTRAINT "training_moments_assistent2_id_trainers_id_fk" FOREIGN KEY ("assistent2_id") REFERENCES "public"."trainers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_moments" ADD CONSTRAINT "training_moments_assistent3_id_trainers_id_fk" FOREIGN KEY ("assistent3_id") REFERENCES "public"."trainers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_moments" ADD CONSTRAINT "training_moments_assistent4_id_trainers_id_fk" FOREIGN KEY ("assistent4_id") REFERENCES "public"."trainers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_moments" ADD CONSTRAINT "training_moments_assistent5_id_trainers_id_fk" FOREIGN KEY ("assistent5_id") REFERENCES "public"."trainers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_presences" ADD CONSTRAINT "training_presences_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_presences" ADD CONSTRAINT "training_presences_moment_id_training_moments_id_fk" FOREIGN KEY ("moment_id") REFERENCES "public"."training_moments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_presences" ADD CONSTRAINT "training_presences_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_reservations" ADD CONSTRAINT "training_reservations_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_reservations" ADD CONSTRAINT "training_reservations_moment_id_training_moments_id_fk" FOREIGN KEY ("moment_id") REFERENCES "public"."training_moments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_reservations" ADD CONSTRAINT "training_reservations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_group_id_training_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."training_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trainee_objectives_member" ON "trainee_objectives" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "training_group_members_group_member" ON "training_group_members" USING btree ("group_id","member_id");--> statement-breakpoint
CREATE INDEX "training_group_members_member" ON "training_group_members" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "training_moments_club_date" ON "training_moments" USING btree ("club_id","training_date");--> statement-breakpoint
CREATE INDEX "training_moments_training_date" ON "training_moments" USING btree ("training_id","training_date");--> statement-breakpoint
CREATE UNIQUE INDEX "training_presences_moment_member" ON "training_presences" USING btree ("moment_id","member_id");--> statement-breakpoint
CREATE INDEX "training_presences_member" ON "training_presences" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "training_reservations_moment_member" ON "training_reservations" USING btree ("moment_id","member_id");--> statement-breakpoint
CREATE INDEX "training_reservations_member" ON "training_reservations" USING btree ("member_id");