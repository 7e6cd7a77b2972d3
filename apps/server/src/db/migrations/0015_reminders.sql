CREATE TABLE "reminders_sent" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"kind" text NOT NULL,
	"about_id" integer NOT NULL,
	"about_moment" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_sent_once_idx" ON "reminders_sent" USING btree ("user_id","subject_id","kind","about_id","about_moment");--> statement-breakpoint
CREATE INDEX "reminders_sent_subject_idx" ON "reminders_sent" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "package_offers_time_limited_ends_idx" ON "package_offers" USING btree ("time_limited_discount_ends") WHERE "package_offers"."time_limited_discount_ends" is not null;--> statement-breakpoint
CREATE INDEX "jobs_yearbook_pose_deadline_idx" ON "jobs" USING btree ("yearbook_pose_deadline") WHERE "jobs"."yearbook_pose_deadline" is not null;