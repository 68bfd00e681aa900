-- Who changed: a statement that writes saved jobs or runs names each user it touched on the channel
-- "user_data_changed", at commit, when the database is set to (`seeker.notify_user_data = on`, the
-- embedded one: its process keeps answers cached and drops a user's when told). Elsewhere it returns at once.
CREATE FUNCTION "notify_user_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('seeker.notify_user_data', true) IS DISTINCT FROM 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('user_data_changed', "changed"."user_id") FROM (SELECT DISTINCT "user_id" FROM "new_rows") AS "changed";
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('user_data_changed', "changed"."user_id") FROM (SELECT DISTINCT "user_id" FROM "old_rows") AS "changed";
  ELSE -- an update, which may hand rows to another user (a guest's, on sign-up)
    PERFORM pg_notify('user_data_changed', "changed"."user_id") FROM (SELECT "user_id" FROM "old_rows" UNION SELECT "user_id" FROM "new_rows") AS "changed";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "job_listings_inserted" AFTER INSERT ON "job_listings" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notify_user_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "job_listings_updated" AFTER UPDATE ON "job_listings" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notify_user_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "job_listings_deleted" AFTER DELETE ON "job_listings" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notify_user_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "agent_runs_inserted" AFTER INSERT ON "agent_runs" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notify_user_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "agent_runs_updated" AFTER UPDATE ON "agent_runs" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notify_user_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "agent_runs_deleted" AFTER DELETE ON "agent_runs" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notify_user_data_changed"();
