CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "access_codes_code_idx";--> statement-breakpoint
ALTER TABLE "access_codes" ALTER COLUMN "code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "pending_subject_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "access_codes" ADD COLUMN "code_hash" text;--> statement-breakpoint
ALTER TABLE "access_codes" ADD COLUMN "code_encrypted" text;--> statement-breakpoint
ALTER TABLE "pictures" ADD COLUMN "source_name" text;--> statement-breakpoint
CREATE INDEX "rate_limit_counters_reset_idx" ON "rate_limit_counters" USING btree ("reset_at");--> statement-breakpoint
CREATE UNIQUE INDEX "access_codes_code_hash_idx" ON "access_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "access_codes_legacy_plain_idx" ON "access_codes" USING btree ("id") WHERE "access_codes"."code" is not null;--> statement-breakpoint
CREATE INDEX "jobs_name_idx" ON "jobs" USING btree ("name");--> statement-breakpoint
CREATE INDEX "photographers_portal_idx" ON "photographers" USING btree ("portal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pictures_subject_source_idx" ON "pictures" USING btree ("subject_id","source_name");--> statement-breakpoint
ALTER TABLE "access_codes" ADD CONSTRAINT "access_codes_stored_check" CHECK (("access_codes"."code_hash" is not null and "access_codes"."code_encrypted" is not null) or "access_codes"."code" is not null);