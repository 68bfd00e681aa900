-- The percolator: scheduled searches' terms, boards and prepared matches; postings flagged until matched against them.
CREATE TABLE "match_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"lexemes" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_match_boards" (
	"schedule_id" text NOT NULL,
	"provider" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "schedule_match_boards_schedule_id_provider_slug_pk" PRIMARY KEY("schedule_id","provider","slug")
);
--> statement-breakpoint
CREATE TABLE "schedule_match_pending" (
	"schedule_id" text NOT NULL,
	"fingerprint" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "schedule_match_pending_schedule_id_fingerprint_pk" PRIMARY KEY("schedule_id","fingerprint")
);
--> statement-breakpoint
CREATE TABLE "schedule_match_states" (
	"schedule_id" text PRIMARY KEY NOT NULL,
	"preferences_key" text NOT NULL,
	"floor" jsonb,
	"dropped_jobs" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_match_terms" (
	"schedule_id" text NOT NULL,
	"term_id" integer NOT NULL,
	CONSTRAINT "schedule_match_terms_schedule_id_term_id_pk" PRIMARY KEY("schedule_id","term_id")
);
--> statement-breakpoint
CREATE TABLE "schedule_matches" (
	"schedule_id" text NOT NULL,
	"fingerprint" text NOT NULL,
	"entry" jsonb NOT NULL,
	CONSTRAINT "schedule_matches_schedule_id_fingerprint_pk" PRIMARY KEY("schedule_id","fingerprint")
);
--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN "percolate_pending" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "schedule_match_boards" ADD CONSTRAINT "schedule_match_boards_schedule_id_scheduled_searches_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."scheduled_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_match_pending" ADD CONSTRAINT "schedule_match_pending_schedule_id_scheduled_searches_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."scheduled_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_match_states" ADD CONSTRAINT "schedule_match_states_schedule_id_scheduled_searches_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."scheduled_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_match_terms" ADD CONSTRAINT "schedule_match_terms_schedule_id_scheduled_searches_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."scheduled_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_match_terms" ADD CONSTRAINT "schedule_match_terms_term_id_match_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."match_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_matches" ADD CONSTRAINT "schedule_matches_schedule_id_scheduled_searches_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."scheduled_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "match_terms_lexemes_key" ON "match_terms" USING btree ("lexemes");--> statement-breakpoint
CREATE INDEX "match_terms_lexemes_idx" ON "match_terms" USING gin ("lexemes");--> statement-breakpoint
CREATE INDEX "schedule_match_boards_board_idx" ON "schedule_match_boards" USING btree ("provider","slug");--> statement-breakpoint
CREATE INDEX "schedule_match_terms_term_idx" ON "schedule_match_terms" USING btree ("term_id");--> statement-breakpoint
CREATE INDEX "schedule_matches_fingerprint_idx" ON "schedule_matches" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "postings_percolate_pending_idx" ON "postings" USING btree ("id") WHERE "postings"."percolate_pending";