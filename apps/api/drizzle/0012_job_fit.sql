-- Job fit before applying (issue 21, decision 044): jobs the agent skipped for fit or a deal-breaker, one row per user
-- and job (a later skip of the same job replaces it), with the reason and the missing skills for the statistics.
-- No credit moves for these rows; no resume or profile text is kept (decision 037), only the job's title and company.
CREATE TABLE "fit_skips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"job_id" text NOT NULL,
	"job_url" text DEFAULT '' NOT NULL,
	"job_title" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"score" integer NOT NULL,
	"reason" text NOT NULL,
	"missing_skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fit_skips_kind_known" CHECK ("fit_skips"."kind" IN ('fit', 'deal-breaker')),
	CONSTRAINT "fit_skips_score_range" CHECK ("fit_skips"."score" BETWEEN 0 AND 100)
);
--> statement-breakpoint
ALTER TABLE "fit_skips" ADD CONSTRAINT "fit_skips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fit_skips_user_job_key" ON "fit_skips" USING btree ("user_id","job_id");--> statement-breakpoint
CREATE INDEX "fit_skips_user_created_idx" ON "fit_skips" USING btree ("user_id","created_at");
