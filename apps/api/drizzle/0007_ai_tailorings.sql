CREATE TABLE "ai_tailorings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"job_id" text NOT NULL,
	"job_title" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"input_sha256" text NOT NULL,
	"credits" integer NOT NULL,
	"status" text DEFAULT 'reserved' NOT NULL,
	"tailored" jsonb,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "ai_tailorings_status_known" CHECK ("ai_tailorings"."status" IN ('reserved', 'done', 'failed')),
	CONSTRAINT "ai_tailorings_done_has_resume" CHECK (("ai_tailorings"."status" = 'done') = ("ai_tailorings"."tailored" IS NOT NULL)),
	CONSTRAINT "ai_tailorings_credits_positive" CHECK ("ai_tailorings"."credits" > 0)
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "resume_sha256" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "tailoring_id" uuid;--> statement-breakpoint
ALTER TABLE "ai_tailorings" ADD CONSTRAINT "ai_tailorings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_tailorings_in_flight_key" ON "ai_tailorings" USING btree ("user_id","job_id") WHERE "ai_tailorings"."status" = 'reserved';--> statement-breakpoint
CREATE INDEX "ai_tailorings_user_job_idx" ON "ai_tailorings" USING btree ("user_id","job_id","created_at");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_tailoring_id_ai_tailorings_id_fk" FOREIGN KEY ("tailoring_id") REFERENCES "public"."ai_tailorings"("id") ON DELETE set null ON UPDATE no action;