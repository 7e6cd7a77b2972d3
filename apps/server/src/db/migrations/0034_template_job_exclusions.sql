CREATE TABLE "template_job_exclusions" (
	"job_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	CONSTRAINT "template_job_exclusions_job_id_template_id_pk" PRIMARY KEY("job_id","template_id")
);
--> statement-breakpoint
ALTER TABLE "template_job_exclusions" ADD CONSTRAINT "template_job_exclusions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_job_exclusions" ADD CONSTRAINT "template_job_exclusions_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "template_job_exclusions_template_idx" ON "template_job_exclusions" USING btree ("template_id");