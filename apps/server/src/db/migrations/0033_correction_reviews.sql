ALTER TABLE "subject_corrections" ADD COLUMN "uuid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "subject_corrections" ADD COLUMN "review" text DEFAULT 'new';--> statement-breakpoint
ALTER TABLE "subject_corrections" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subject_corrections" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "subject_corrections" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "subject_corrections" ADD CONSTRAINT "subject_corrections_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subject_corrections_staff_idx" ON "subject_corrections" USING btree ("staff_id");--> statement-breakpoint
ALTER TABLE "subject_corrections" ADD CONSTRAINT "subject_corrections_uuid_unique" UNIQUE("uuid");