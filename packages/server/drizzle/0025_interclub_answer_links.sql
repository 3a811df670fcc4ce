CREATE TABLE "meeting_answer_links" (
	"token" text PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"meeting_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meeting_confirmations" ADD COLUMN "via_link" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_answer_links" ADD CONSTRAINT "meeting_answer_links_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_answer_links" ADD CONSTRAINT "meeting_answer_links_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_answer_links" ADD CONSTRAINT "meeting_answer_links_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_answer_links_meeting_member" ON "meeting_answer_links" USING btree ("meeting_id","member_id");--> statement-breakpoint
CREATE INDEX "meeting_answer_links_club_idx" ON "meeting_answer_links" USING btree ("club_id");