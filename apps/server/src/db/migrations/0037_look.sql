ALTER TABLE "page_settings" ADD COLUMN "logo" jsonb;--> statement-breakpoint
ALTER TABLE "page_settings" ADD COLUMN "front_picture" jsonb;--> statement-breakpoint
ALTER TABLE "page_settings" ADD COLUMN "favicon" jsonb;