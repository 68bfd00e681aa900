CREATE INDEX "resumes_storage_path_idx" ON "resumes" USING btree ("storage_path");--> statement-breakpoint
CREATE INDEX "resumes_docx_path_idx" ON "resumes" USING btree (("metadata"->>'docxPath'));--> statement-breakpoint
-- A cancelled task is now deleted, not marked: the ones kept so far go, and the mark with them.
DELETE FROM "scheduler_tasks" WHERE "cancelled_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduler_tasks" DROP COLUMN "cancelled_at";