-- Issue 18, part 3 (decision 038): job-info's figures kept per user and time zone, read by primary key. A row is
-- current while its applications_version equals the user's and valid_until is ahead; the trigger below bumps the
-- user's version in the same statement as any change to that user's applications, whoever makes it.
CREATE TABLE "job_info_figures" (
	"user_id" integer NOT NULL,
	"time_zone" text NOT NULL,
	"applications_version" bigint NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"history_json" text NOT NULL,
	"history_next_cursor" text,
	"figures_json" text NOT NULL,
	"has_stale" boolean NOT NULL,
	CONSTRAINT "job_info_figures_user_id_time_zone_pk" PRIMARY KEY("user_id","time_zone")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "applications_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_info_figures" ADD CONSTRAINT "job_info_figures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One bump per user per statement (statement-level, with the statement's changed rows), in the statement's own
-- transaction: a reader sees the new applications and the new version together, or neither. Transition tables allow
-- one event per trigger, hence three triggers on one function.
CREATE FUNCTION "applications_bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "users" SET "applications_version" = "applications_version" + 1
      WHERE "id" IN (SELECT "user_id" FROM "changed_new");
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "users" SET "applications_version" = "applications_version" + 1
      WHERE "id" IN (SELECT "user_id" FROM "changed_new" UNION SELECT "user_id" FROM "changed_old");
  ELSE
    UPDATE "users" SET "applications_version" = "applications_version" + 1
      WHERE "id" IN (SELECT "user_id" FROM "changed_old");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "applications_bump_version_insert" AFTER INSERT ON "applications"
  REFERENCING NEW TABLE AS "changed_new" FOR EACH STATEMENT EXECUTE FUNCTION "applications_bump_version"();--> statement-breakpoint
CREATE TRIGGER "applications_bump_version_update" AFTER UPDATE ON "applications"
  REFERENCING OLD TABLE AS "changed_old" NEW TABLE AS "changed_new"
  FOR EACH STATEMENT EXECUTE FUNCTION "applications_bump_version"();--> statement-breakpoint
CREATE TRIGGER "applications_bump_version_delete" AFTER DELETE ON "applications"
  REFERENCING OLD TABLE AS "changed_old" FOR EACH STATEMENT EXECUTE FUNCTION "applications_bump_version"();
