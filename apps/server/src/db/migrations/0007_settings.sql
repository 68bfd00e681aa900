ALTER TABLE "user_profiles" ADD COLUMN "primary_resume_id" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "alert_email" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "pending_alert_email" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "alert_email_token_hash" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "alert_email_token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "alert_email_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "kind" text DEFAULT 'new-jobs' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_primary_resume_id_resumes_id_fk" FOREIGN KEY ("primary_resume_id") REFERENCES "public"."resumes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_profiles_primary_resume_idx" ON "user_profiles" USING btree ("primary_resume_id");--> statement-breakpoint
CREATE INDEX "user_profiles_alert_email_token_idx" ON "user_profiles" USING btree ("alert_email_token_hash");