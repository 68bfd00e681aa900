CREATE TABLE "session_listings" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"session_id" text NOT NULL,
	"listing_number" integer NOT NULL,
	"job_id" text NOT NULL,
	"match_score" integer NOT NULL,
	"match_reason" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_listings" DROP CONSTRAINT "job_listings_session_id_job_search_sessions_id_fk";
--> statement-breakpoint
DROP INDEX "job_listings_user_session_idx";--> statement-breakpoint
DROP INDEX "job_listings_user_created_idx";--> statement-breakpoint
ALTER TABLE "job_listings" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "job_listings" ADD COLUMN "last_found_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "session_listings" ADD CONSTRAINT "session_listings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_listings" ADD CONSTRAINT "session_listings_session_id_job_search_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."job_search_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_listings" ADD CONSTRAINT "session_listings_job_id_job_listings_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_listings_session_idx" ON "session_listings" USING btree ("session_id","listing_number");--> statement-breakpoint
CREATE INDEX "session_listings_job_idx" ON "session_listings" USING btree ("job_id");--> statement-breakpoint
ALTER TABLE "job_listings" ADD CONSTRAINT "job_listings_session_id_job_search_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."job_search_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_listings_user_found_idx" ON "job_listings" USING btree ("user_id","last_found_at");--> statement-breakpoint
CREATE INDEX "job_listings_user_posting_idx" ON "job_listings" USING btree ("user_id","posting_id");--> statement-breakpoint
CREATE INDEX "job_listings_user_fingerprint_idx" ON "job_listings" USING btree ("user_id","fingerprint");--> statement-breakpoint
UPDATE "job_listings" SET "last_found_at" = "created_at";--> statement-breakpoint
UPDATE "job_listings" AS "job" SET "fingerprint" = "posting"."fingerprint" FROM "postings" AS "posting" WHERE "posting"."id" = "job"."posting_id";--> statement-breakpoint
INSERT INTO "session_listings" ("id", "user_id", "session_id", "listing_number", "job_id", "match_score", "match_reason")
  SELECT "id", "user_id", "session_id", "listing_number", "id", "match_score", "match_reason" FROM "job_listings";--> statement-breakpoint
/*
 * Folds a user's copies of one posting (saved by searches before saved jobs were one per posting, or
 * brought together when a guest signs in to an account) into the copy saved first: the furthest status
 * in the pipeline's order, every history entry (the last 50), favourite if any copy was, what went with
 * the application, every listing, tailoring and the newest cover letter; the newest search's place in
 * the list. NULL folds every user's. Returns how many copies went.
 */
CREATE OR REPLACE FUNCTION "fold_saved_job_copies"("only_user" text) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  "folded" integer;
BEGIN
  DROP TABLE IF EXISTS pg_temp."saved_job_groups";
  CREATE TEMP TABLE "saved_job_groups" AS
    SELECT "copy"."id" AS "member_id", first_value("copy"."id") OVER "same_job" AS "keep_id"
    FROM "job_listings" AS "copy"
    WHERE "copy"."posting_id" IS NOT NULL AND ("only_user" IS NULL OR "copy"."user_id" = "only_user")
    WINDOW "same_job" AS (PARTITION BY "copy"."user_id", "copy"."posting_id" ORDER BY "copy"."created_at", "copy"."id");
  DELETE FROM "saved_job_groups" AS "solo" WHERE NOT EXISTS (
    SELECT 1 FROM "saved_job_groups" AS "other" WHERE "other"."keep_id" = "solo"."keep_id" AND "other"."member_id" <> "solo"."member_id");
  SELECT count(*) - count(DISTINCT "keep_id") INTO "folded" FROM "saved_job_groups";
  IF "folded" = 0 THEN
    DROP TABLE "saved_job_groups";
    RETURN 0;
  END IF;

  UPDATE "job_listings" AS "keep" SET
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
            JOIN "job_listings" AS "copy" ON "copy"."id" = "same"."member_id"
            CROSS JOIN LATERAL jsonb_array_elements("copy"."status_history") AS "entry"
          WHERE "same"."keep_id" = "group"."keep_id") AS "every"
        ORDER BY "entry"->>'at' DESC, "entry"->>'status' DESC LIMIT 50) AS "last") AS "status_history"
    FROM "saved_job_groups" AS "group"
    JOIN "job_listings" AS "member" ON "member"."id" = "group"."member_id"
    GROUP BY "group"."keep_id"
  ) AS "merged"
  JOIN "job_listings" AS "newest" ON "newest"."id" = "merged"."newest_id"
  LEFT JOIN "job_listings" AS "applied" ON "applied"."id" = "merged"."applied_id"
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
  UPDATE "job_listings" AS "job" SET
    "resume_id" = (SELECT "tailoring"."resume_id" FROM "resume_tailorings" AS "tailoring" WHERE "tailoring"."job_id" = "job"."id" AND "tailoring"."created_at" <= "job"."applied_at" ORDER BY "tailoring"."created_at" DESC LIMIT 1),
    "applied_cover_letter" = EXISTS (SELECT 1 FROM "cover_letters" AS "letter" WHERE "letter"."job_id" = "job"."id" AND "letter"."created_at" <= "job"."applied_at")
  WHERE "job"."id" IN (SELECT "keep_id" FROM "saved_job_groups") AND "job"."applied_at" IS NOT NULL AND "job"."resume_id" IS NULL AND NOT "job"."applied_cover_letter";
  UPDATE "job_listings" AS "job" SET "applied_resume_title" = "resume"."title" FROM "resumes" AS "resume"
  WHERE "resume"."id" = "job"."resume_id" AND "job"."applied_resume_title" IS NULL AND "job"."id" IN (SELECT "keep_id" FROM "saved_job_groups");
  DELETE FROM "job_listings" WHERE "id" IN (SELECT "member_id" FROM "saved_job_groups" WHERE "member_id" <> "keep_id");
  DROP TABLE "saved_job_groups";
  RETURN "folded";
END;
$$;--> statement-breakpoint
SELECT "fold_saved_job_copies"(NULL);
