CREATE TABLE "company_facts" (
	"company_key" text PRIMARY KEY NOT NULL,
	"facts" jsonb NOT NULL,
	"configured" text NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "company_facts_expires_idx" ON "company_facts" USING btree ("expires_at");