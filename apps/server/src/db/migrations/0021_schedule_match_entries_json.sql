-- A schedule's kept matches are written whole and read whole, never looked into by SQL: stored as json
-- (the text as written), a run's read of its ~75 entries no longer turns each jsonb back into text.
ALTER TABLE "schedule_matches" ALTER COLUMN "entry" SET DATA TYPE json USING "entry"::json;
