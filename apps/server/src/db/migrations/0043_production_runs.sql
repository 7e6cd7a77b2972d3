CREATE TABLE "production_run_orders" (
	"order_id" integer NOT NULL,
	"run_id" integer NOT NULL,
	CONSTRAINT "production_run_orders_order_id_pk" PRIMARY KEY("order_id")
);
--> statement-breakpoint
CREATE TABLE "production_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"delivery_type" text,
	"group" text,
	"state" text DEFAULT 'queued' NOT NULL,
	"orders_done" integer DEFAULT 0 NOT NULL,
	"orders_total" integer DEFAULT 0 NOT NULL,
	"files" jsonb,
	"error" text,
	"started_by_id" integer,
	"started_by_email" text NOT NULL,
	"worker" text,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "production_runs_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "production_run_orders" ADD CONSTRAINT "production_run_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_run_orders" ADD CONSTRAINT "production_run_orders_run_id_production_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."production_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_runs" ADD CONSTRAINT "production_runs_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_runs" ADD CONSTRAINT "production_runs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "production_run_orders_run_idx" ON "production_run_orders" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "production_runs_portal_idx" ON "production_runs" USING btree ("portal_id","created_at");--> statement-breakpoint
CREATE INDEX "production_runs_job_idx" ON "production_runs" USING btree ("job_id","created_at");