CREATE TABLE "payment_incidents" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"payment_ref" text,
	"event_id" text,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"refund_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "access_codes_code_idx";--> statement-breakpoint
ALTER TABLE "access_codes" ALTER COLUMN "code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "pending_subject_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_person_number_encrypted" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "stop_reason" text;--> statement-breakpoint
ALTER TABLE "access_codes" ADD COLUMN "code_hash" text;--> statement-breakpoint
ALTER TABLE "access_codes" ADD COLUMN "code_encrypted" text;--> statement-breakpoint
ALTER TABLE "pictures" ADD COLUMN "source_name" text;--> statement-breakpoint
ALTER TABLE "payment_incidents" ADD CONSTRAINT "payment_incidents_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_incidents_provider_ref_idx" ON "payment_incidents" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "payment_incidents_status_idx" ON "payment_incidents" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_reset_idx" ON "rate_limit_counters" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "orders_unpaid_invoice_idx" ON "orders" USING btree ("user_id","confirmed_at") WHERE "orders"."paid_at" is null and ("orders"."payment" ->> 'isInvoice') = 'true' and "orders"."status" in ('invoiced', 'in_production', 'shipped', 'delivered');--> statement-breakpoint
CREATE INDEX "transactions_open_created_idx" ON "transactions" USING btree ("created_at") WHERE "transactions"."status" in ('pending', 'declined');--> statement-breakpoint
CREATE UNIQUE INDEX "access_codes_code_hash_idx" ON "access_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "access_codes_legacy_plain_idx" ON "access_codes" USING btree ("id") WHERE "access_codes"."code" is not null;--> statement-breakpoint
CREATE INDEX "jobs_name_idx" ON "jobs" USING btree ("name");--> statement-breakpoint
CREATE INDEX "photographers_portal_idx" ON "photographers" USING btree ("portal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pictures_subject_source_idx" ON "pictures" USING btree ("subject_id","source_name");--> statement-breakpoint
ALTER TABLE "access_codes" ADD CONSTRAINT "access_codes_stored_check" CHECK (("access_codes"."code_hash" is not null and "access_codes"."code_encrypted" is not null) or "access_codes"."code" is not null);