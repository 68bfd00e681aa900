-- A company page's board is looked for by its company's name as letters and digits (decision 0040): an index on that
-- expression, so the look-up reads the matching boards instead of every board.
CREATE INDEX IF NOT EXISTS "source_health_company_key_idx" ON "source_health" USING btree ("source",lower(regexp_replace("company_name", '[^[:alnum:]]', '', 'g')));