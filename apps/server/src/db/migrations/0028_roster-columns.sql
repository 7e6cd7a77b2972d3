CREATE TABLE "subject_guardians" (
	"subject_id" integer NOT NULL,
	"email" text NOT NULL,
	CONSTRAINT "subject_guardians_subject_id_email_pk" PRIMARY KEY("subject_id","email")
);
--> statement-breakpoint
ALTER TABLE "webshop_settings" ADD COLUMN "letter_template" jsonb;--> statement-breakpoint
ALTER TABLE "webshop_settings" ADD COLUMN "letter_prices" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "order_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "subject_guardians" ADD CONSTRAINT "subject_guardians_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subject_guardians_email_idx" ON "subject_guardians" USING btree ("email");