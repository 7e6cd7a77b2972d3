-- Written to run again over itself (IF NOT EXISTS): the line_data migration's test replays every migration after 0024.
CREATE TABLE IF NOT EXISTS "subject_guardians" (
	"subject_id" integer NOT NULL,
	"email" text NOT NULL,
	CONSTRAINT "subject_guardians_subject_id_email_pk" PRIMARY KEY("subject_id","email"),
	CONSTRAINT "subject_guardians_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
ALTER TABLE "webshop_settings" ADD COLUMN IF NOT EXISTS "letter_template" jsonb;--> statement-breakpoint
ALTER TABLE "webshop_settings" ADD COLUMN IF NOT EXISTS "letter_prices" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN IF NOT EXISTS "order_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN IF NOT EXISTS "first_name" text;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN IF NOT EXISTS "last_name" text;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "subject_guardians_email_idx" ON "subject_guardians" USING btree ("email");
