CREATE TABLE "meeting_car_seats" (
	"club_id" integer NOT NULL,
	"meeting_id" integer NOT NULL,
	"driver_member_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"taken_by" integer,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_car_seats_meeting_member" PRIMARY KEY("meeting_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_cars" (
	"club_id" integer NOT NULL,
	"meeting_id" integer NOT NULL,
	"driver_member_id" integer NOT NULL,
	"seats" integer NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"offered_by" integer,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_cars_meeting_driver" PRIMARY KEY("meeting_id","driver_member_id"),
	CONSTRAINT "meeting_cars_seats" CHECK ("meeting_cars"."seats" between 1 and 8)
);
--> statement-breakpoint
ALTER TABLE "meeting_car_seats" ADD CONSTRAINT "meeting_car_seats_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_car_seats" ADD CONSTRAINT "meeting_car_seats_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_car_seats" ADD CONSTRAINT "meeting_car_seats_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_car_seats" ADD CONSTRAINT "meeting_car_seats_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_car_seats" ADD CONSTRAINT "meeting_car_seats_car_fk" FOREIGN KEY ("meeting_id","driver_member_id") REFERENCES "public"."meeting_cars"("meeting_id","driver_member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_cars" ADD CONSTRAINT "meeting_cars_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_cars" ADD CONSTRAINT "meeting_cars_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_cars" ADD CONSTRAINT "meeting_cars_driver_member_id_members_id_fk" FOREIGN KEY ("driver_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_cars" ADD CONSTRAINT "meeting_cars_offered_by_users_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_car_seats_car" ON "meeting_car_seats" USING btree ("meeting_id","driver_member_id");--> statement-breakpoint
CREATE INDEX "meeting_car_seats_club_idx" ON "meeting_car_seats" USING btree ("club_id","meeting_id");--> statement-breakpoint
CREATE INDEX "meeting_cars_club_idx" ON "meeting_cars" USING btree ("club_id","meeting_id");--> statement-breakpoint
-- The cached reads and the live updates hear every change of a car or a seat (see 0015_data_changes.sql).
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "meeting_cars" FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();--> statement-breakpoint
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "meeting_car_seats" FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
