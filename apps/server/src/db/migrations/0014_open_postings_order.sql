CREATE INDEX "postings_open_posted_idx" ON "postings" USING btree ("posted_at" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "postings"."closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "postings_open_seen_idx" ON "postings" USING btree ("last_seen_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "postings"."closed_at" IS NULL;--> statement-breakpoint
-- The search vector stays in the row (compressed if need be) rather than in the TOAST table, so the
-- full-text query tests each posting it walks without a second look-up; the description moves out
-- instead. Applies to rows written from now on (every refresh of a board rewrites its rows).
ALTER TABLE "postings" ALTER COLUMN "search" SET STORAGE MAIN;