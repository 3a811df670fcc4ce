CREATE TABLE "call_quotas" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "call_quotas_key_at" ON "call_quotas" USING btree ("key","at");