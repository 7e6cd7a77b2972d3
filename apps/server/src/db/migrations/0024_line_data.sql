ALTER TABLE "cart_lines" ADD COLUMN "line_data" jsonb;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "line_data" jsonb;