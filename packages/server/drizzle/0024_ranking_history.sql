CREATE TABLE "member_ranking_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"unique_index" integer NOT NULL,
	"season" text NOT NULL,
	"method" text NOT NULL,
	"value" double precision,
	"ranking" text NOT NULL,
	"seen_on" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_ranking_history" ADD CONSTRAINT "member_ranking_history_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_ranking_history" ADD CONSTRAINT "member_ranking_history_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_ranking_history_member" ON "member_ranking_history" USING btree ("club_id","member_id","season","method","seen_on");--> statement-breakpoint
-- The cached reads and the live updates hear every change of a member's ranking history (0015, 0020).
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "member_ranking_history" FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();--> statement-breakpoint
SELECT watch_live('member_ranking_history', 'member_id');
