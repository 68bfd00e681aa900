-- A search's listings lose their three foreign keys (decision 0028): each was a lookup, and for the job
-- and the session a row lock, for every listing written (50 a search), a tenth of PostgreSQL's time in a
-- scheduled run. Listings are written only by the search's own transaction, which has just added the
-- session and added or updated every job they lead to. What the keys' ON DELETE CASCADE did, these
-- statement triggers do: a listing goes with its saved job or its session, and so with its user (whose
-- jobs and sessions cascade from "user").
ALTER TABLE "session_listings" DROP CONSTRAINT "session_listings_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "session_listings" DROP CONSTRAINT "session_listings_session_id_job_search_sessions_id_fk";
--> statement-breakpoint
ALTER TABLE "session_listings" DROP CONSTRAINT "session_listings_job_id_job_listings_id_fk";
--> statement-breakpoint
CREATE FUNCTION "delete_listings_of_jobs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "session_listings" WHERE "job_id" IN (SELECT "id" FROM "old_rows");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "job_listings_delete_listings" AFTER DELETE ON "job_listings"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "delete_listings_of_jobs"();
--> statement-breakpoint
CREATE FUNCTION "delete_listings_of_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "session_listings" WHERE "session_id" IN (SELECT "id" FROM "old_rows");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "job_search_sessions_delete_listings" AFTER DELETE ON "job_search_sessions"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "delete_listings_of_sessions"();
