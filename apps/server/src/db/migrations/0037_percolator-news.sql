CREATE TABLE "match_news" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"term_id" integer,
	"provider" text,
	"slug" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "schedule_match_pending" CASCADE;--> statement-breakpoint
ALTER TABLE "schedule_match_states" ADD COLUMN "news_through" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "match_news_term_idx" ON "match_news" USING btree ("term_id","seq");--> statement-breakpoint
CREATE INDEX "match_news_board_idx" ON "match_news" USING btree ("provider","slug","seq");--> statement-breakpoint
CREATE INDEX "match_news_job_idx" ON "match_news" USING btree ("fingerprint","seq");--> statement-breakpoint
-- What the dropped queue held for each schedule is not carried over: every schedule with kept matches searches in full once.
UPDATE "schedule_match_states" SET "preferences_key" = 'percolator news began';
