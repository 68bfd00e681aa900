-- An application's timeline becomes a record (issue 50): what happened is written down as it happens, never
-- derived again from parts that may since have changed. The entries the timeline showed so far are
-- written once from the parts as they are now, at the times it showed them.
CREATE TABLE "application_events" (
	"id" text PRIMARY KEY NOT NULL,
	"job_id" text NOT NULL,
	"user_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"facts" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_job_id_saved_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."saved_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_job_idx" ON "application_events" USING btree ("job_id","at");
--> statement-breakpoint
INSERT INTO "application_events" ("id", "job_id", "user_id", "at", "kind", "facts")
SELECT gen_random_uuid()::text, "job_id", "user_id", "created_at", 'contact-added', jsonb_build_object('name', "name", 'role', "role")
FROM "application_contacts";
--> statement-breakpoint
INSERT INTO "application_events" ("id", "job_id", "user_id", "at", "kind", "facts")
SELECT gen_random_uuid()::text, "job_id", "user_id", "created_at", 'interview-set',
  jsonb_build_object('day', "date"::text, 'time', "time", 'timezone', "timezone", 'place', "place")
FROM "application_interviews";
--> statement-breakpoint
INSERT INTO "application_events" ("id", "job_id", "user_id", "at", "kind", "facts")
SELECT gen_random_uuid()::text, "job_id", "user_id", "created_at", 'follow-up-set', jsonb_build_object('day', "due_on"::text)
FROM "application_follow_ups";
--> statement-breakpoint
INSERT INTO "application_events" ("id", "job_id", "user_id", "at", "kind", "facts")
SELECT gen_random_uuid()::text, "job_id", "user_id", "sent_at", 'reminder-sent', jsonb_build_object('day', "due_on"::text)
FROM "application_follow_ups" WHERE "sent_at" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "application_events" ("id", "job_id", "user_id", "at", "kind", "facts")
SELECT gen_random_uuid()::text, "job_id", "user_id", "done_at", 'follow-up-done', jsonb_build_object('day', "due_on"::text)
FROM "application_follow_ups" WHERE "done_at" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "application_events" ("id", "job_id", "user_id", "at", "kind", "facts")
SELECT gen_random_uuid()::text, "job_id", "user_id", "created_at", 'cover-letter-written', '{}'::jsonb
FROM "cover_letters";
--> statement-breakpoint
INSERT INTO "application_events" ("id", "job_id", "user_id", "at", "kind", "facts")
SELECT gen_random_uuid()::text, "job_id", "user_id", "updated_at", 'cover-letter-edited', '{}'::jsonb
FROM "cover_letters" WHERE "updated_at" > "created_at";
