-- "Check what Seeker read" (issue 45): the fields a resume's owner confirmed, per version of its file.
ALTER TABLE "resumes" ADD COLUMN "structure" jsonb;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "structure_confirmed_at" timestamp with time zone;