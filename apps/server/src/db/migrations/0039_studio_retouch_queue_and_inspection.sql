ALTER TABLE "jobs" ADD COLUMN "inspection_deadline" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "packages_for_inspection_subject_idx" ON "packages_for_inspection" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "retouch_jobs_portal_confirmed_idx" ON "retouch_jobs" USING btree ("portal_id","confirmed_at","id");--> statement-breakpoint
CREATE INDEX "retouch_jobs_picture_idx" ON "retouch_jobs" USING btree ("picture_id");