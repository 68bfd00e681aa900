ALTER TABLE "application_contacts" ADD COLUMN "person_id" text;--> statement-breakpoint
-- One person per email address a user gave (case aside), named by their first row; a contact without an email is a person of their own.
UPDATE "application_contacts" AS "c" SET "person_id" = coalesce((
  SELECT "o"."id" FROM "application_contacts" AS "o"
  WHERE "c"."email" <> '' AND "o"."user_id" = "c"."user_id" AND lower("o"."email") = lower("c"."email")
  ORDER BY "o"."created_at", "o"."id" LIMIT 1
), "c"."id");--> statement-breakpoint
ALTER TABLE "application_contacts" ALTER COLUMN "person_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "application_contacts_person_idx" ON "application_contacts" USING btree ("user_id","person_id");
