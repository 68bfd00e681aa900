CREATE TABLE "scheduler_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"schedule_id" text NOT NULL,
	"schedule" jsonb NOT NULL,
	"target_url" text NOT NULL,
	"next_run_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_search_runs" (
	"schedule_id" text NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"session_id" text,
	"job_count" integer DEFAULT 0 NOT NULL,
	"new_jobs" integer DEFAULT 0 NOT NULL,
	"error" text,
	CONSTRAINT "scheduled_search_runs_schedule_id_scheduled_for_pk" PRIMARY KEY("schedule_id","scheduled_for")
);
--> statement-breakpoint
CREATE TABLE "scheduled_search_seen" (
	"schedule_id" text NOT NULL,
	"posting_key" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "scheduled_search_seen_schedule_id_posting_key_pk" PRIMARY KEY("schedule_id","posting_key")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"schedule_id" text,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text NOT NULL,
	"jobs" jsonb NOT NULL,
	"job_count" integer NOT NULL,
	"deliver_at" timestamp with time zone NOT NULL,
	"email" text,
	"push" text,
	"delivery_error" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"user_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_user_id_endpoint_pk" PRIMARY KEY("user_id","endpoint")
);
--> statement-breakpoint
ALTER TABLE "scheduled_search_runs" ADD CONSTRAINT "scheduled_search_runs_schedule_id_scheduled_searches_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."scheduled_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_search_runs" ADD CONSTRAINT "scheduled_search_runs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_search_seen" ADD CONSTRAINT "scheduled_search_seen_schedule_id_scheduled_searches_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."scheduled_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scheduler_tasks_schedule_id_idx" ON "scheduler_tasks" USING btree ("schedule_id");--> statement-breakpoint
CREATE INDEX "scheduled_search_runs_started_idx" ON "scheduled_search_runs" USING btree ("schedule_id","started_at");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");