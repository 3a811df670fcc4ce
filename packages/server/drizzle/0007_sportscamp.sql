CREATE TABLE "sports_camp_block_materials" (
	"club_id" integer NOT NULL,
	"block_id" integer NOT NULL,
	"material_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_camp_block_trainers" (
	"club_id" integer NOT NULL,
	"block_id" integer NOT NULL,
	"member_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_camp_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"camp_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_camp_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"description" text NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"photo" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_camp_moments" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"camp_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"camp_date" date NOT NULL,
	"ampm" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_camp_planning_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"planning_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"activity" text NOT NULL,
	"theme" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_camp_plannings" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"camp_id" integer NOT NULL,
	"camp_date" date NOT NULL,
	"ampm" text NOT NULL,
	"theme" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_camp_presence_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"presence_id" integer NOT NULL,
	"action" text NOT NULL,
	"value" boolean NOT NULL,
	"user_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_camp_presences" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"moment_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"present" boolean DEFAULT false NOT NULL,
	"checked_out" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_camp_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"camp_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text NOT NULL,
	"birthdate" date NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"email2" text DEFAULT '' NOT NULL,
	"telephone" text DEFAULT '' NOT NULL,
	"telephone2" text DEFAULT '' NOT NULL,
	"medication" text DEFAULT '' NOT NULL,
	"experience" text DEFAULT '' NOT NULL,
	"extra_info" text DEFAULT '' NOT NULL,
	"member_id" integer,
	"parents" text DEFAULT '' NOT NULL,
	"photo_consent" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_camp_trainer_presences" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"camp_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"camp_date" date NOT NULL,
	"presence" integer DEFAULT -1 NOT NULL,
	"transport" integer DEFAULT 0 NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"registered_at" timestamp with time zone,
	CONSTRAINT "sports_camp_trainer_presences_transport" CHECK (("sports_camp_trainer_presences"."presence" = 1 and "sports_camp_trainer_presences"."transport" in (1, 2)) or ("sports_camp_trainer_presences"."presence" <> 1 and "sports_camp_trainer_presences"."transport" = 0))
);
--> statement-breakpoint
CREATE TABLE "sports_camp_trainers" (
	"club_id" integer NOT NULL,
	"camp_id" integer NOT NULL,
	"member_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_camps" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"title" text NOT NULL,
	"date_from" date NOT NULL,
	"date_till" date NOT NULL,
	"responsible" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sports_camp_block_materials" ADD CONSTRAINT "sports_camp_block_materials_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_camp_block_materials" ADD CONSTRAINT "sports_camp_block_materials_block_id_sports_camp_planning_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."sports_camp_planning_blocks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_camp_block_materials" ADD CONSTRAINT "sports_camp_block_materials_material_id_sports_camp_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."sports_camp_materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_camp_block_trainers" ADD CONSTRAINT "sports_camp_block_trainers_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_camp_block_trainers" ADD CONSTRAINT "sports_camp_block_trainers_block_id_sports_camp_planning_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."sports_camp_planning_blocks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_camp_block_trainers" ADD CONSTRAINT "sports_camp_block_trainers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_camp_groups" ADD CONSTRAINT "sports_camp_groups_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_camp_groups" ADD CONSTRAINT "sports_camp_groups_camp_id_sports_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."sports_camps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_camp_materials" ADD CONSTRAINT "sports_camp_materials_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_camp_moments" ADD CONSTRAINT "sports_camp_moments_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_camp_moments" ADD CONSTRAINT "sports_camp_moments_camp_id_sports_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."sports_camps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_camp_moments" ADD CONSTRAINT "sports_camp_moments_group_id_sports_camp_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."sports_camp_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_camp_planning_blocks" ADD CONSTRAINT "sports_camp_planning_blocks_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_camp_planning_blocks" ADD CONSTRAINT "sports_camp_planning_blocks_planning_id_sports_camp_plannings_id_fk" FOREIGN KEY ("planning_id") REFERENCES "public"."sports_camp_plannings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_camp_planning_blocks" ADD CONSTRAINT "sports_camp_planning_blocks_group_id_sports_camp_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."sports_camp_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_camp_plannings" ADD CONSTRAINT "sports_camp_plannings_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_camp_plannings" ADD CONSTRAINT "sports_camp_plannings_camp_id_sports_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."sports_camps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_camp_presence_log" ADD CONSTRAINT "sports_camp_presence_log_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_camp_presence_log" ADD CONSTRAINT "sports_camp_presence_log_presence_id_sports_camp_presences_id_fk" FOREIGN KEY ("presence_id") REFERENCES "public"."sports_camp_presences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_camp_presence_log" ADD CONSTRAINT "sports_camp_presence_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_camp_presences" ADD CONSTRAINT "sports_camp_presences_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_camp_presences" ADD CONSTRAINT "sports_camp_presences_moment_id_sports_camp_moments_id_fk" FOREIGN KEY ("moment_id") REFERENCES "public"."sports_camp_moments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_camp_presences" ADD CONSTRAINT "sports_camp_presences_subscription_id_sports_camp_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."sports_camp_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_camp_subscriptions" ADD CONSTRAINT "sports_camp_subscriptions_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_camp_subscriptions" ADD CONSTRAINT "sports_camp_subscriptions_camp_id_sports_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."sports_camps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_camp_subscriptions" ADD CONSTRAINT "sports_camp_subscriptions_group_id_sports_camp_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."sports_camp_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_camp_subscriptions" ADD CONSTRAINT "sports_camp_subscriptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_camp_trainer_presences" ADD CONSTRAINT "sports_camp_trainer_presences_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_camp_trainer_presences" ADD CONSTRAINT "sports_camp_trainer_presences_camp_id_sports_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."sports_camps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_camp_trainer_presences" ADD CONSTRAINT "sports_camp_trainer_presences_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_camp_trainers" ADD CONSTRAINT "sports_camp_trainers_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_camp_trainers" ADD CONSTRAINT "sports_camp_trainers_camp_id_sports_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."sports_camps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_camp_trainers" ADD CONSTRAINT "sports_camp_trainers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_camps" ADD CONSTRAINT "sports_camps_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sports_camp_block_materials_pk" ON "sports_camp_block_materials" USING btree ("block_id","material_id");--> statement-breakpoint
CREATE INDEX "sports_camp_block_materials_material" ON "sports_camp_block_materials" USING btree ("material_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_camp_block_trainers_pk" ON "sports_camp_block_trainers" USING btree ("block_id","member_id");--> statement-breakpoint
CREATE INDEX "sports_camp_block_trainers_member" ON "sports_camp_block_trainers" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_camp_moments_group_half_day" ON "sports_camp_moments" USING btree ("group_id","camp_date","ampm");--> statement-breakpoint
CREATE INDEX "sports_camp_planning_blocks_planning" ON "sports_camp_planning_blocks" USING btree ("planning_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_camp_plannings_half_day" ON "sports_camp_plannings" USING btree ("camp_id","camp_date","ampm");--> statement-breakpoint
CREATE INDEX "sports_camp_presence_log_presence" ON "sports_camp_presence_log" USING btree ("presence_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_camp_presences_moment_subscription" ON "sports_camp_presences" USING btree ("moment_id","subscription_id");--> statement-breakpoint
CREATE INDEX "sports_camp_subscriptions_group" ON "sports_camp_subscriptions" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_camp_trainer_presences_day" ON "sports_camp_trainer_presences" USING btree ("camp_id","member_id","camp_date");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_camp_trainers_camp_member" ON "sports_camp_trainers" USING btree ("camp_id","member_id");--> statement-breakpoint
CREATE INDEX "sports_camp_trainers_member" ON "sports_camp_trainers" USING btree ("member_id");