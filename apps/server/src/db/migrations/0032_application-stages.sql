CREATE TABLE "application_stages" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "stage_id" text;--> statement-breakpoint
ALTER TABLE "application_stages" ADD CONSTRAINT "application_stages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_stages_user_idx" ON "application_stages" USING btree ("user_id","status","position");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_stage_id_application_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."application_stages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_stage_idx" ON "applications" USING btree ("stage_id");