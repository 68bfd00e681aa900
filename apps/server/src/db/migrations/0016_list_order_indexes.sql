-- A page of saved jobs in the list's whole order comes off one index (nulls first, as ORDER BY … DESC
-- sorts), and the dashboard's tiles count statuses from another without reading the rows.
DROP INDEX "job_listings_user_found_idx";--> statement-breakpoint
CREATE INDEX "job_listings_user_order_idx" ON "job_listings" USING btree ("user_id","last_found_at" DESC NULLS FIRST,"session_id" DESC NULLS FIRST,"listing_number","id");--> statement-breakpoint
CREATE INDEX "job_listings_user_status_idx" ON "job_listings" USING btree ("user_id","status");
