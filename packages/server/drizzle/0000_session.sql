CREATE TABLE "team_confirmation_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"number" integer NOT NULL,
	"description" text NOT NULL,
	"participate" integer NOT NULL,
	"variant" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contribution_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"description" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"telephone" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"birthdate" date,
	"gender" text NOT NULL,
	"ranking" text DEFAULT '' NOT NULL,
	"association_id" text DEFAULT '' NOT NULL,
	"member_state" integer DEFAULT 1 NOT NULL,
	"trainee_state" integer DEFAULT 0 NOT NULL,
	"training_groups" text DEFAULT '' NOT NULL,
	"trainee_remark" text DEFAULT '' NOT NULL,
	"trainee_remark_color" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_config" (
	"club_id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"favicon" text DEFAULT '' NOT NULL,
	"home_page" integer DEFAULT 3 NOT NULL,
	"message_of_the_day" text DEFAULT '' NOT NULL,
	"team_composition_module" boolean DEFAULT true NOT NULL,
	"team_compositions_need_release" boolean DEFAULT true NOT NULL,
	"training_module" boolean DEFAULT false NOT NULL,
	"additional_trainee_selection" integer DEFAULT 0 NOT NULL,
	"sports_camp_module" boolean DEFAULT false NOT NULL,
	"reset_password_url" text DEFAULT '' NOT NULL,
	"frenoy_url" text DEFAULT '' NOT NULL,
	"active_league_id" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clubs" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"association" text NOT NULL,
	CONSTRAINT "clubs_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "disciplines" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"number" integer NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_logins" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"address" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_members" (
	"club_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_rights" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"trainer_id" integer DEFAULT 0 NOT NULL,
	"trainer_profile" text DEFAULT '' NOT NULL,
	"home_page" integer DEFAULT 3 NOT NULL,
	"compose_as_captain" boolean DEFAULT false NOT NULL,
	"compose_any_team" boolean DEFAULT false NOT NULL,
	"enter_any_league_result" boolean DEFAULT false NOT NULL,
	"player_moments" boolean DEFAULT false NOT NULL,
	"show_player_moments_in_the_future" boolean DEFAULT false NOT NULL,
	"has_sports_camp" boolean DEFAULT false NOT NULL,
	"league_player_moment_info" boolean DEFAULT false NOT NULL,
	"league_subscription_id" integer DEFAULT 0 NOT NULL,
	"can_unsubscribe_from_league" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_confirmation_options" ADD CONSTRAINT "team_confirmation_options_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contribution_forms" ADD CONSTRAINT "contribution_forms_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contribution_forms" ADD CONSTRAINT "contribution_forms_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_config" ADD CONSTRAINT "app_config_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disciplines" ADD CONSTRAINT "disciplines_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_logins" ADD CONSTRAINT "user_logins_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_logins" ADD CONSTRAINT "user_logins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_members" ADD CONSTRAINT "user_members_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_members" ADD CONSTRAINT "user_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_members" ADD CONSTRAINT "user_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_rights" ADD CONSTRAINT "user_rights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_rights" ADD CONSTRAINT "user_rights_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_confirmation_options_club_number" ON "team_confirmation_options" USING btree ("club_id","number");--> statement-breakpoint
CREATE INDEX "members_club_state" ON "members" USING btree ("club_id","member_state");--> statement-breakpoint
CREATE UNIQUE INDEX "disciplines_club_number" ON "disciplines" USING btree ("club_id","number");--> statement-breakpoint
CREATE INDEX "login_failures_key_at" ON "login_failures" USING btree ("key","at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_members_pk" ON "user_members" USING btree ("user_id","member_id");--> statement-breakpoint
CREATE INDEX "user_members_member" ON "user_members" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email" ON "users" USING btree ("email");