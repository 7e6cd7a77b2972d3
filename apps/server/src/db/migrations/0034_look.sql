-- IF NOT EXISTS: the migration tests that take a database back to an older version (db/*-migration.test.ts) run
-- every later migration again over the columns this one made.
ALTER TABLE "page_settings" ADD COLUMN IF NOT EXISTS "logo" jsonb;--> statement-breakpoint
ALTER TABLE "page_settings" ADD COLUMN IF NOT EXISTS "front_picture" jsonb;--> statement-breakpoint
ALTER TABLE "page_settings" ADD COLUMN IF NOT EXISTS "favicon" jsonb;