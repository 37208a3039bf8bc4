-- Decision 055 (issues 27 and 30). Jobs the agent did not apply to, of every kind: issue 21's fit skips become
-- skipped-job records (a page the engine did not understand, a company site not supported yet, a closed posting),
-- with a nullable score, the capture's file name and the company site's name and address. Applications gain the site
-- they went through and its address, and the status `unconfirmed`: submitted on a company site whose confirmation
-- never came, its credit given back until the user says it arrived.
ALTER TABLE "fit_skips" RENAME TO "skipped_jobs";--> statement-breakpoint
ALTER TABLE "skipped_jobs" RENAME CONSTRAINT "fit_skips_pkey" TO "skipped_jobs_pkey";--> statement-breakpoint
ALTER TABLE "skipped_jobs" RENAME CONSTRAINT "fit_skips_user_id_users_id_fk" TO "skipped_jobs_user_id_users_id_fk";--> statement-breakpoint
ALTER INDEX "fit_skips_user_job_key" RENAME TO "skipped_jobs_user_job_key";--> statement-breakpoint
ALTER INDEX "fit_skips_user_created_idx" RENAME TO "skipped_jobs_user_created_idx";--> statement-breakpoint
ALTER TABLE "skipped_jobs" DROP CONSTRAINT "fit_skips_kind_known";--> statement-breakpoint
ALTER TABLE "skipped_jobs" DROP CONSTRAINT "fit_skips_score_range";--> statement-breakpoint
ALTER TABLE "skipped_jobs" ALTER COLUMN "score" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "skipped_jobs" ADD COLUMN "capture" text;--> statement-breakpoint
ALTER TABLE "skipped_jobs" ADD COLUMN "site" text;--> statement-breakpoint
ALTER TABLE "skipped_jobs" ADD COLUMN "site_url" text;--> statement-breakpoint
ALTER TABLE "skipped_jobs" ADD CONSTRAINT "skipped_jobs_kind_known" CHECK ("skipped_jobs"."kind" IN ('fit', 'deal-breaker', 'not-understood', 'site-not-supported', 'closed'));--> statement-breakpoint
ALTER TABLE "skipped_jobs" ADD CONSTRAINT "skipped_jobs_score_range" CHECK ("skipped_jobs"."score" BETWEEN 0 AND 100);--> statement-breakpoint
ALTER TABLE "skipped_jobs" ADD CONSTRAINT "skipped_jobs_score_iff_fit" CHECK (("skipped_jobs"."kind" IN ('fit', 'deal-breaker')) = ("skipped_jobs"."score" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "site" text DEFAULT 'linkedin' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "site_url" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "unconfirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_status_known";--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_known" CHECK ("applications"."status" IN ('reserved', 'sent', 'cancelled', 'unconfirmed'));--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_site_known" CHECK ("applications"."site" IN ('linkedin', 'Greenhouse', 'Lever', 'Ashby'));--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_unconfirmed_has_time" CHECK ("applications"."status" <> 'unconfirmed' OR "applications"."unconfirmed_at" IS NOT NULL);--> statement-breakpoint
-- An unconfirmed application may have reached the employer: the job is not reserved again while it waits.
DROP INDEX "applications_user_job_open_key";--> statement-breakpoint
CREATE UNIQUE INDEX "applications_user_job_open_key" ON "applications" USING btree ("user_id","job_id") WHERE "applications"."status" IN ('reserved', 'sent', 'unconfirmed');--> statement-breakpoint
CREATE INDEX "applications_user_unconfirmed_idx" ON "applications" USING btree ("user_id","unconfirmed_at") WHERE "applications"."status" = 'unconfirmed';--> statement-breakpoint
-- The kept job-info figures gain the split by site and the history's site: a cache, computed again on the next call.
DELETE FROM "job_info_figures";
