-- Pay that is not base pay (issue 46): on-target earnings or total pay, shown under its name.
ALTER TABLE "postings" ADD COLUMN "salary_basis" text;