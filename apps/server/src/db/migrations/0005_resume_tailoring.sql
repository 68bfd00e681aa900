CREATE TABLE "cover_letters" (
	"user_id" text NOT NULL,
	"job_id" text NOT NULL,
	"text" text NOT NULL,
	"engine" text NOT NULL,
	"notes" jsonb NOT NULL,
	"resume_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cover_letters_user_id_job_id_pk" PRIMARY KEY("user_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "resume_tailorings" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"job_id" text,
	"job_title" text NOT NULL,
	"company" text NOT NULL,
	"resume_id" text NOT NULL,
	"original_resume_id" text,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_listings" ADD COLUMN "applied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_listings" ADD COLUMN "applied_resume_title" text;--> statement-breakpoint
ALTER TABLE "job_listings" ADD COLUMN "applied_cover_letter" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cover_letters" ADD CONSTRAINT "cover_letters_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cover_letters" ADD CONSTRAINT "cover_letters_job_id_job_listings_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cover_letters" ADD CONSTRAINT "cover_letters_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_tailorings" ADD CONSTRAINT "resume_tailorings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_tailorings" ADD CONSTRAINT "resume_tailorings_job_id_job_listings_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_tailorings" ADD CONSTRAINT "resume_tailorings_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_tailorings" ADD CONSTRAINT "resume_tailorings_original_resume_id_resumes_id_fk" FOREIGN KEY ("original_resume_id") REFERENCES "public"."resumes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resume_tailorings_user_job_idx" ON "resume_tailorings" USING btree ("user_id","job_id","created_at");--> statement-breakpoint
ALTER TABLE "job_listings" ADD CONSTRAINT "job_listings_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE set null ON UPDATE no action;