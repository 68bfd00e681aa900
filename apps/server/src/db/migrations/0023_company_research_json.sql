-- A session's company research (~37 KB a search) is written whole and read whole; SQL only counts its
-- entries. Stored as json (the text as written): a search no longer has it parsed into jsonb on the way in
-- and turned back into text on the way out. The type change rewrites the table; where the server has lz4
-- (0022), the same ALTER sets it, so the rewritten values are compressed with it too. A database that has
-- not applied 0022 yet runs both in one transaction, holding 0022's brief locks through this rewrite.
DO $$
BEGIN
  IF 'lz4' = ANY (SELECT unnest(enumvals) FROM pg_settings WHERE name = 'default_toast_compression') THEN
    ALTER TABLE "company_research_sessions"
      ALTER COLUMN "research_data" SET DATA TYPE json USING "research_data"::json,
      ALTER COLUMN "research_data" SET COMPRESSION lz4;
  ELSE
    ALTER TABLE "company_research_sessions" ALTER COLUMN "research_data" SET DATA TYPE json USING "research_data"::json;
  END IF;
END
$$;
