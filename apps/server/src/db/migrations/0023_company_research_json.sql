-- A session's company research (~37 KB a search) is written whole and read whole; SQL only counts its
-- entries. Stored as json (the text as written): a search no longer has it parsed into jsonb on the way in
-- and turned back into text on the way out. The type change rewrites the column, so its lz4 compression
-- (0022) is set again where the server has lz4.
ALTER TABLE "company_research_sessions" ALTER COLUMN "research_data" SET DATA TYPE json USING "research_data"::json;
--> statement-breakpoint
DO $$
BEGIN
  IF 'lz4' = ANY (SELECT unnest(enumvals) FROM pg_settings WHERE name = 'default_toast_compression') THEN
    ALTER TABLE "company_research_sessions" ALTER COLUMN "research_data" SET COMPRESSION lz4;
  END IF;
END
$$;
