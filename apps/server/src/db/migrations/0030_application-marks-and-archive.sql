ALTER TABLE "applications" ADD COLUMN "priority" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "excitement" smallint;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "deadline" date;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "archived_at" timestamp with time zone;