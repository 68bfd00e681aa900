-- A saved job has one name from table to screen (issue 49): "job_listings" becomes "saved_jobs", with its
-- indexes, keys and triggers. The rows, and every key that leads to them, stay as they are.
ALTER TABLE "job_listings" RENAME TO "saved_jobs";
--> statement-breakpoint
ALTER INDEX "job_listings_pkey" RENAME TO "saved_jobs_pkey";
--> statement-breakpoint
ALTER INDEX "job_listings_user_order_idx" RENAME TO "saved_jobs_user_order_idx";
--> statement-breakpoint
ALTER INDEX "job_listings_user_status_idx" RENAME TO "saved_jobs_user_status_idx";
--> statement-breakpoint
ALTER INDEX "job_listings_user_posting_idx" RENAME TO "saved_jobs_user_posting_idx";
--> statement-breakpoint
ALTER INDEX "job_listings_user_fingerprint_idx" RENAME TO "saved_jobs_user_fingerprint_idx";
--> statement-breakpoint
-- The table's own constraints: its four foreign keys and, where PostgreSQL catalogues them (17 and
-- later, so PGlite), its NOT NULL constraints.
DO $$
DECLARE
  "old_name" text;
BEGIN
  FOR "old_name" IN SELECT "conname" FROM "pg_constraint" WHERE "conrelid" = '"saved_jobs"'::regclass AND "conname" LIKE 'job\_listings\_%' LOOP
    EXECUTE format('ALTER TABLE "saved_jobs" RENAME CONSTRAINT %I TO %I', "old_name", 'saved_jobs_' || substr("old_name", length('job_listings_') + 1));
  END LOOP;
END
$$;
--> statement-breakpoint
ALTER TABLE "applications" RENAME CONSTRAINT "applications_job_id_job_listings_id_fk" TO "applications_job_id_saved_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "application_contacts" RENAME CONSTRAINT "application_contacts_job_id_job_listings_id_fk" TO "application_contacts_job_id_saved_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "application_follow_ups" RENAME CONSTRAINT "application_follow_ups_job_id_job_listings_id_fk" TO "application_follow_ups_job_id_saved_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "application_interviews" RENAME CONSTRAINT "application_interviews_job_id_job_listings_id_fk" TO "application_interviews_job_id_saved_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "cover_letters" RENAME CONSTRAINT "cover_letters_job_id_job_listings_id_fk" TO "cover_letters_job_id_saved_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "resume_tailorings" RENAME CONSTRAINT "resume_tailorings_job_id_job_listings_id_fk" TO "resume_tailorings_job_id_saved_jobs_id_fk";
--> statement-breakpoint
ALTER TRIGGER "job_listings_inserted" ON "saved_jobs" RENAME TO "saved_jobs_inserted";
--> statement-breakpoint
ALTER TRIGGER "job_listings_updated" ON "saved_jobs" RENAME TO "saved_jobs_updated";
--> statement-breakpoint
ALTER TRIGGER "job_listings_deleted" ON "saved_jobs" RENAME TO "saved_jobs_deleted";
--> statement-breakpoint
ALTER TRIGGER "job_listings_delete_listings" ON "saved_jobs" RENAME TO "saved_jobs_delete_listings";
--> statement-breakpoint
-- The function tells a deleted job's listings from a deleted session's by the table's name (migration 0024).
CREATE OR REPLACE FUNCTION "delete_listings_of_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'saved_jobs' THEN
    DELETE FROM "session_listings" WHERE "job_id" = ANY (ARRAY(SELECT "id" FROM "old_rows"));
  ELSE
    DELETE FROM "session_listings" WHERE "session_id" = ANY (ARRAY(SELECT "id" FROM "old_rows"));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The fold of a user's copies of one posting (migration 0010) reads the table by its name: the same function on the new name.
CREATE OR REPLACE FUNCTION "fold_saved_job_copies"("only_user" text) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  "folded" integer;
BEGIN
  DROP TABLE IF EXISTS pg_temp."saved_job_groups";
  CREATE TEMP TABLE "saved_job_groups" AS
    SELECT "copy"."id" AS "member_id", first_value("copy"."id") OVER "same_job" AS "keep_id"
    FROM "saved_jobs" AS "copy"
    WHERE "copy"."posting_id" IS NOT NULL AND ("only_user" IS NULL OR "copy"."user_id" = "only_user")
    WINDOW "same_job" AS (PARTITION BY "copy"."user_id", "copy"."posting_id" ORDER BY "copy"."created_at", "copy"."id");
  DELETE FROM "saved_job_groups" AS "solo" WHERE NOT EXISTS (
    SELECT 1 FROM "saved_job_groups" AS "other" WHERE "other"."keep_id" = "solo"."keep_id" AND "other"."member_id" <> "solo"."member_id");
  SELECT count(*) - count(DISTINCT "keep_id") INTO "folded" FROM "saved_job_groups";
  IF "folded" = 0 THEN
    DROP TABLE "saved_job_groups";
    RETURN 0;
  END IF;

  UPDATE "saved_jobs" AS "keep" SET
    "status" = "merged"."status",
    "status_history" = "merged"."status_history",
    "favorite" = "merged"."favorite",
    "applied_at" = "applied"."applied_at",
    "resume_id" = "applied"."resume_id",
    "applied_resume_title" = "applied"."applied_resume_title",
    "applied_cover_letter" = coalesce("applied"."applied_cover_letter", false),
    "session_id" = "newest"."session_id",
    "listing_number" = "newest"."listing_number",
    "match_score" = "newest"."match_score",
    "match_reason" = "newest"."match_reason",
    "last_found_at" = "newest"."last_found_at"
  FROM (
    SELECT "group"."keep_id",
      (array_agg("member"."status" ORDER BY array_position(ARRAY['new', 'researching', 'applying', 'applied', 'interviewing', 'offered', 'rejected'], "member"."status") DESC))[1] AS "status",
      bool_or("member"."favorite") AS "favorite",
      (array_agg("member"."id" ORDER BY "member"."last_found_at" DESC, "member"."id" DESC))[1] AS "newest_id",
      (array_agg("member"."id" ORDER BY ("member"."resume_id" IS NOT NULL OR "member"."applied_cover_letter") DESC, "member"."applied_at") FILTER (WHERE "member"."applied_at" IS NOT NULL))[1] AS "applied_id",
      (SELECT coalesce(jsonb_agg("entry" ORDER BY "entry"->>'at', "entry"->>'status'), '[]'::jsonb) FROM (
        SELECT "entry" FROM (
          SELECT DISTINCT "entry" FROM "saved_job_groups" AS "same"
            JOIN "saved_jobs" AS "copy" ON "copy"."id" = "same"."member_id"
            CROSS JOIN LATERAL jsonb_array_elements("copy"."status_history") AS "entry"
          WHERE "same"."keep_id" = "group"."keep_id") AS "every"
        ORDER BY "entry"->>'at' DESC, "entry"->>'status' DESC LIMIT 50) AS "last") AS "status_history"
    FROM "saved_job_groups" AS "group"
    JOIN "saved_jobs" AS "member" ON "member"."id" = "group"."member_id"
    GROUP BY "group"."keep_id"
  ) AS "merged"
  JOIN "saved_jobs" AS "newest" ON "newest"."id" = "merged"."newest_id"
  LEFT JOIN "saved_jobs" AS "applied" ON "applied"."id" = "merged"."applied_id"
  WHERE "keep"."id" = "merged"."keep_id";

  UPDATE "session_listings" AS "listing" SET "job_id" = "group"."keep_id" FROM "saved_job_groups" AS "group" WHERE "listing"."job_id" = "group"."member_id" AND "group"."member_id" <> "group"."keep_id";
  UPDATE "resume_tailorings" AS "tailoring" SET "job_id" = "group"."keep_id" FROM "saved_job_groups" AS "group" WHERE "tailoring"."job_id" = "group"."member_id" AND "group"."member_id" <> "group"."keep_id";
  -- One letter per job: the one written or edited last.
  DELETE FROM "cover_letters" AS "letter" USING "saved_job_groups" AS "group"
  WHERE "letter"."job_id" = "group"."member_id" AND EXISTS (
    SELECT 1 FROM "cover_letters" AS "other" JOIN "saved_job_groups" AS "same" ON "same"."member_id" = "other"."job_id"
    WHERE "same"."keep_id" = "group"."keep_id" AND ("other"."updated_at", "other"."job_id") > ("letter"."updated_at", "letter"."job_id"));
  UPDATE "cover_letters" AS "letter" SET "job_id" = "group"."keep_id" FROM "saved_job_groups" AS "group" WHERE "letter"."job_id" = "group"."member_id" AND "group"."member_id" <> "group"."keep_id";
  -- Applied on one copy with documents made on another: what went with it is what existed then.
  UPDATE "saved_jobs" AS "job" SET
    "resume_id" = (SELECT "tailoring"."resume_id" FROM "resume_tailorings" AS "tailoring" WHERE "tailoring"."job_id" = "job"."id" AND "tailoring"."created_at" <= "job"."applied_at" ORDER BY "tailoring"."created_at" DESC LIMIT 1),
    "applied_cover_letter" = EXISTS (SELECT 1 FROM "cover_letters" AS "letter" WHERE "letter"."job_id" = "job"."id" AND "letter"."created_at" <= "job"."applied_at")
  WHERE "job"."id" IN (SELECT "keep_id" FROM "saved_job_groups") AND "job"."applied_at" IS NOT NULL AND "job"."resume_id" IS NULL AND NOT "job"."applied_cover_letter";
  UPDATE "saved_jobs" AS "job" SET "applied_resume_title" = "resume"."title" FROM "resumes" AS "resume"
  WHERE "resume"."id" = "job"."resume_id" AND "job"."applied_resume_title" IS NULL AND "job"."id" IN (SELECT "keep_id" FROM "saved_job_groups");
  DELETE FROM "saved_jobs" WHERE "id" IN (SELECT "member_id" FROM "saved_job_groups" WHERE "member_id" <> "keep_id");
  DROP TABLE "saved_job_groups";
  RETURN "folded";
END;
$$;
