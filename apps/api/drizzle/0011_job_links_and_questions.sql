-- Issue 20. Job links were built from an origin that already ended in "/" ("https://www.linkedin.com//jobs/view/1/"):
-- the history's and the queue's links repaired to one slash after the host.
UPDATE "applications" SET "job_url" = regexp_replace("job_url", '^(https?://[^/?#]+)//+', '\1/')
  WHERE "job_url" ~ '^https?://[^/?#]+//';--> statement-breakpoint
UPDATE "needs_answer" SET "job_url" = regexp_replace("job_url", '^(https?://[^/?#]+)//+', '\1/')
  WHERE "job_url" ~ '^https?://[^/?#]+//';--> statement-breakpoint
-- Questions are now stored as a person reads them (packages/contracts questionText: whitespace collapsed, the
-- required mark "*" or "(required)" taken off the end). Open rows that become the same question for the same job
-- would break the one-open-row index: all but the newest are closed as dismissed first (the newest stays open).
WITH normalised AS (
  SELECT "id", "user_id", "job_id", "created_at",
    btrim(regexp_replace(btrim(regexp_replace("question", '\s+', ' ', 'g')), '(\s*(\*|\(required\)))+$', '', 'i')) AS "text"
  FROM "needs_answer" WHERE "resolved_at" IS NULL
), ranked AS (
  SELECT "id", row_number() OVER (PARTITION BY "user_id", "job_id", md5("text") ORDER BY "created_at" DESC, "id" DESC) AS "n"
  FROM normalised
)
UPDATE "needs_answer" SET "resolved_at" = now(), "resolution" = 'dismissed'
  WHERE "id" IN (SELECT "id" FROM ranked WHERE "n" > 1);--> statement-breakpoint
UPDATE "needs_answer"
  SET "question" = btrim(regexp_replace(btrim(regexp_replace("question", '\s+', ' ', 'g')), '(\s*(\*|\(required\)))+$', '', 'i'))
  WHERE "resolved_at" IS NULL
    AND btrim(regexp_replace(btrim(regexp_replace("question", '\s+', ' ', 'g')), '(\s*(\*|\(required\)))+$', '', 'i')) <> ''
    AND "question" <> btrim(regexp_replace(btrim(regexp_replace("question", '\s+', ' ', 'g')), '(\s*(\*|\(required\)))+$', '', 'i'));
