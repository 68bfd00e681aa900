ALTER TABLE "postings" ADD COLUMN "workplace" text;--> statement-breakpoint
ALTER TABLE "job_listings" ADD COLUMN "workplace" text;