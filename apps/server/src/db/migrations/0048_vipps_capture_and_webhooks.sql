CREATE TABLE "vipps_webhooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"webhook_id" text NOT NULL,
	"secret_encrypted" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vipps_webhooks_url_unique" UNIQUE("url")
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "captured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "capture_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "capture_error" text;--> statement-breakpoint
CREATE INDEX "transactions_uncaptured_idx" ON "transactions" USING btree ("id") WHERE "transactions"."provider" = 'vipps' and "transactions"."status" = 'paid' and "transactions"."captured_at" is null;