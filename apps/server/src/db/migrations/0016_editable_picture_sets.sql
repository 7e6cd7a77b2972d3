CREATE TABLE "subject_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_id" integer NOT NULL,
	"user_id" integer,
	"previous_name" text NOT NULL,
	"previous_group" text,
	"name" text NOT NULL,
	"group" text,
	"corrected_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "name_correction_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "corrected_name" text;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "corrected_group" text;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "corrected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subject_corrections" ADD CONSTRAINT "subject_corrections_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_corrections" ADD CONSTRAINT "subject_corrections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subject_corrections_subject_idx" ON "subject_corrections" USING btree ("subject_id","corrected_at");--> statement-breakpoint
CREATE INDEX "subject_corrections_user_idx" ON "subject_corrections" USING btree ("user_id");