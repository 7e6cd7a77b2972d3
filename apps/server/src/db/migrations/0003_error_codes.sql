ALTER TABLE "transactions" ADD COLUMN "last_error_code" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "last_error_params" jsonb;