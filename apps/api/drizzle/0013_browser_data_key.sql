-- Per-account browser data (decision 049): the key each account's browser data is encrypted with on the user's
-- computer. The server keeps only the key (32 random bytes, base64url), never the data; it is made on first request.
ALTER TABLE "users" ADD COLUMN "browser_data_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_browser_data_key_shape" CHECK ("users"."browser_data_key" ~ '^[A-Za-z0-9_-]{43}$');
