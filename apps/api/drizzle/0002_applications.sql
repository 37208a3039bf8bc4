CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"job_id" text NOT NULL,
	"job_url" text NOT NULL,
	"job_title" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'reserved' NOT NULL,
	"reserved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	CONSTRAINT "applications_status_known" CHECK ("applications"."status" IN ('reserved', 'sent', 'cancelled')),
	CONSTRAINT "applications_sent_at_iff_sent" CHECK (("applications"."status" = 'sent') = ("applications"."sent_at" IS NOT NULL)),
	CONSTRAINT "applications_cancelled_at_iff_cancelled" CHECK (("applications"."status" = 'cancelled') = ("applications"."cancelled_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_user_job_open_key" ON "applications" USING btree ("user_id","job_id") WHERE "applications"."status" IN ('reserved', 'sent');--> statement-breakpoint
CREATE INDEX "applications_user_status_sent_idx" ON "applications" USING btree ("user_id","status","sent_at");--> statement-breakpoint
CREATE INDEX "applications_reserved_at_idx" ON "applications" USING btree ("reserved_at") WHERE "applications"."status" = 'reserved';