-- The long values written on every search and scheduled run (a session's company research, a saved job's
-- text, a schedule's dropped jobs, a posting's description) are compressed with lz4 instead of pglz
-- where the server is built with it: several times faster to compress and to read back, for a little
-- less saving. Applies to values written from now on; each ALTER only changes the catalogue. The
-- embedded database is built without lz4 (its default_toast_compression offers pglz alone): there this
-- changes nothing. Last of its migrations, so the tables' brief exclusive locks are held only to the commit.
DO $$
BEGIN
  IF 'lz4' = ANY (SELECT unnest(enumvals) FROM pg_settings WHERE name = 'default_toast_compression') THEN
    ALTER TABLE "company_research_sessions" ALTER COLUMN "research_data" SET COMPRESSION lz4;
    ALTER TABLE "job_listings" ALTER COLUMN "description" SET COMPRESSION lz4;
    ALTER TABLE "job_listings" ALTER COLUMN "description_html" SET COMPRESSION lz4;
    ALTER TABLE "schedule_match_states" ALTER COLUMN "dropped_jobs" SET COMPRESSION lz4;
    ALTER TABLE "postings" ALTER COLUMN "description_text" SET COMPRESSION lz4;
    ALTER TABLE "postings" ALTER COLUMN "description_html" SET COMPRESSION lz4;
  END IF;
END
$$;
