CREATE TABLE "postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"source_url" text NOT NULL,
	"apply_url" text,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"location" text NOT NULL,
	"remote" boolean NOT NULL,
	"description_html" text NOT NULL,
	"description_text" text NOT NULL,
	"qualifications" jsonb NOT NULL,
	"benefits" jsonb NOT NULL,
	"salary_min" double precision,
	"salary_max" double precision,
	"salary_currency" text,
	"salary_period" text,
	"job_type" text,
	"seniority" text,
	"posted_at" timestamp with time zone,
	"tags" jsonb NOT NULL,
	"department" text,
	"fingerprint" text NOT NULL,
	"board_provider" text,
	"board_slug" text,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("company", '')), 'B') || setweight(to_tsvector('english', left(coalesce("description_text", ''), 20000)), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "source_health" (
	"key" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"board_slug" text,
	"origin" text NOT NULL,
	"status" text DEFAULT 'unchecked' NOT NULL,
	"company_name" text,
	"last_fetch_at" timestamp with time zone,
	"next_fetch_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"postings_count" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_listings" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"session_id" text NOT NULL,
	"listing_number" integer NOT NULL,
	"posting_id" bigint,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"location" text NOT NULL,
	"salary" text NOT NULL,
	"salary_range" jsonb,
	"date_posted" timestamp with time zone NOT NULL,
	"description" text NOT NULL,
	"description_html" text NOT NULL,
	"qualifications" jsonb NOT NULL,
	"benefits" jsonb NOT NULL,
	"job_link" text NOT NULL,
	"easy_apply" boolean DEFAULT false NOT NULL,
	"favorite" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"status_history" jsonb NOT NULL,
	"resume_id" text,
	"remote" boolean NOT NULL,
	"job_type" text,
	"seniority" text,
	"source" text NOT NULL,
	"source_label" text NOT NULL,
	"source_url" text NOT NULL,
	"sources" jsonb NOT NULL,
	"match_score" integer NOT NULL,
	"match_reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_search_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"job_count" integer NOT NULL,
	"sources" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_research_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"research_data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "current_session_id" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "last_search_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "total_jobs_viewed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "last_cleared_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_runs" ADD COLUMN "events" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_runs" ADD COLUMN "search_session_id" text;--> statement-breakpoint
ALTER TABLE "agent_runs" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "agent_runs" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_listings" ADD CONSTRAINT "job_listings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_listings" ADD CONSTRAINT "job_listings_session_id_job_search_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."job_search_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_listings" ADD CONSTRAINT "job_listings_posting_id_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."postings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_search_sessions" ADD CONSTRAINT "job_search_sessions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_research_sessions" ADD CONSTRAINT "company_research_sessions_session_id_job_search_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."job_search_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_research_sessions" ADD CONSTRAINT "company_research_sessions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "postings_source_id_idx" ON "postings" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "postings_fingerprint_idx" ON "postings" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "postings_search_idx" ON "postings" USING gin ("search");--> statement-breakpoint
CREATE INDEX "postings_board_idx" ON "postings" USING btree ("board_provider","board_slug");--> statement-breakpoint
CREATE INDEX "postings_closed_at_idx" ON "postings" USING btree ("closed_at");--> statement-breakpoint
CREATE INDEX "source_health_crawl_idx" ON "source_health" USING btree ("status","next_fetch_at");--> statement-breakpoint
CREATE INDEX "source_health_last_fetch_idx" ON "source_health" USING btree ("last_fetch_at");--> statement-breakpoint
CREATE INDEX "job_listings_user_session_idx" ON "job_listings" USING btree ("user_id","session_id","listing_number");--> statement-breakpoint
CREATE INDEX "job_search_sessions_user_idx" ON "job_search_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "company_research_sessions_user_idx" ON "company_research_sessions" USING btree ("user_id");