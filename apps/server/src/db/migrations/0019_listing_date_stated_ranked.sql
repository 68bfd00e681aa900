ALTER TABLE "job_listings" ADD COLUMN "date_posted_stated" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "job_listings" ADD COLUMN "ranked" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Jobs kept before these columns: a posting that states no date was dated when first seen; a job added before any preferences was not ranked.
UPDATE "job_listings" SET "date_posted_stated" = false
  WHERE "posting_id" IN (SELECT "id" FROM "postings" WHERE "posted_at" IS NULL);--> statement-breakpoint
UPDATE "job_listings" SET "ranked" = false
  WHERE "match_score" = 0
    AND ("match_reason" LIKE 'Added from its link; % so it is not ranked' OR "match_reason" LIKE 'Added from its link; your preferences name no %');
