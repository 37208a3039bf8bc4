ALTER TABLE "applications" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "charged" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_uncharged_only_sent" CHECK ("applications"."charged" OR "applications"."status" = 'sent');