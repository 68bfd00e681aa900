-- A company site's postings were keyed by their page's path alone, so two sites with a job at the same path shared
-- one row of the index (the later read overwrote the other's job). Their keys now start with the site's host, as the
-- careers-site reader writes them (decision 0039).
UPDATE "postings" SET "source_id" = "board_slug" || "source_id" WHERE "source" = 'careersite' AND "board_slug" IS NOT NULL AND "source_id" LIKE '/%';
