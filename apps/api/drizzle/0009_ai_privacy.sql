-- Privacy (truth issue, part 5): a tailoring keeps hashes, credits, times and a failure kind, never text.
-- Old failures keep their kind only ("unfaithful: added …" → "unfaithful"); the refusal's words quoted the resume.
UPDATE "ai_tailorings" SET "failure" = CASE
    WHEN split_part("failure", ':', 1) IN ('retired', 'quota', 'timeout', 'bad_output', 'unavailable', 'unfaithful', 'stuck')
      THEN split_part("failure", ':', 1)
    ELSE 'unavailable'
  END
  WHERE "failure" IS NOT NULL OR "status" = 'failed';--> statement-breakpoint
ALTER TABLE "ai_tailorings" DROP CONSTRAINT "ai_tailorings_done_has_resume";--> statement-breakpoint
ALTER TABLE "ai_tailorings" DROP CONSTRAINT "ai_tailorings_credits_positive";--> statement-breakpoint
ALTER TABLE "ai_tailorings" ADD COLUMN "output_sha256" text;--> statement-breakpoint
ALTER TABLE "ai_tailorings" ADD COLUMN "repeat_of" uuid;--> statement-breakpoint
-- Done rows keep the hash of what they returned (of the stored jsonb's text: the only copy left to hash), and the
-- stored resume is blanked before its column goes, so no live row version still holds it.
UPDATE "ai_tailorings" SET "output_sha256" = encode(sha256(convert_to("tailored"::text, 'UTF8')), 'hex')
  WHERE "tailored" IS NOT NULL;--> statement-breakpoint
UPDATE "ai_tailorings" SET "tailored" = NULL, "job_title" = '', "company" = ''
  WHERE "tailored" IS NOT NULL OR "job_title" <> '' OR "company" <> '';--> statement-breakpoint
ALTER TABLE "ai_tailorings" DROP COLUMN "job_title";--> statement-breakpoint
ALTER TABLE "ai_tailorings" DROP COLUMN "company";--> statement-breakpoint
ALTER TABLE "ai_tailorings" DROP COLUMN "tailored";--> statement-breakpoint
ALTER TABLE "ai_tailorings" ADD CONSTRAINT "ai_tailorings_done_has_output" CHECK (("ai_tailorings"."status" = 'done') = ("ai_tailorings"."output_sha256" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "ai_tailorings" ADD CONSTRAINT "ai_tailorings_failed_has_kind" CHECK (("ai_tailorings"."status" = 'failed') = ("ai_tailorings"."failure" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "ai_tailorings" ADD CONSTRAINT "ai_tailorings_failure_kind" CHECK ("failure" IN ('retired', 'quota', 'timeout', 'bad_output', 'unavailable', 'unfaithful', 'stuck'));--> statement-breakpoint
ALTER TABLE "ai_tailorings" ADD CONSTRAINT "ai_tailorings_input_is_sha256" CHECK ("ai_tailorings"."input_sha256" ~ '^[0-9a-f]{64}$');--> statement-breakpoint
ALTER TABLE "ai_tailorings" ADD CONSTRAINT "ai_tailorings_output_is_sha256" CHECK ("ai_tailorings"."output_sha256" ~ '^[0-9a-f]{64}$');--> statement-breakpoint
ALTER TABLE "ai_tailorings" ADD CONSTRAINT "ai_tailorings_credits_not_negative" CHECK ("ai_tailorings"."credits" >= 0);--> statement-breakpoint
ALTER TABLE "ai_tailorings" ADD CONSTRAINT "ai_tailorings_free_only_repeats" CHECK (("ai_tailorings"."credits" = 0) = ("ai_tailorings"."repeat_of" IS NOT NULL));