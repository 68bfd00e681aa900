-- A search's listings lose their three foreign keys (decision 0028): each was a lookup with a key-share
-- row lock for every listing written (50 a search), together a tenth of PostgreSQL's time in a
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
-- One function for both: a deleted job's listings lead to it by job_id, a deleted session's by session_id.
-- The ids go in as an array: plpgsql keeps a statement's plan for the connection's life, planned for the
-- first call's row count; `= ANY (array)` is an index scan for one id or thousands (an account's jobs).
CREATE FUNCTION "delete_listings_of_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'job_listings' THEN
    DELETE FROM "session_listings" WHERE "job_id" = ANY (ARRAY(SELECT "id" FROM "old_rows"));
  ELSE
    DELETE FROM "session_listings" WHERE "session_id" = ANY (ARRAY(SELECT "id" FROM "old_rows"));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "job_listings_delete_listings" AFTER DELETE ON "job_listings"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "delete_listings_of_deleted"();
--> statement-breakpoint
CREATE TRIGGER "job_search_sessions_delete_listings" AFTER DELETE ON "job_search_sessions"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "delete_listings_of_deleted"();
