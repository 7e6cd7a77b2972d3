CREATE TABLE "retouch_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" integer NOT NULL,
	"order_line_uuid" uuid NOT NULL,
	"order_id" integer NOT NULL,
	"order_uuid" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"picture_id" integer NOT NULL,
	"tasks" jsonb NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	"file_key" text,
	"retouched_at" timestamp with time zone,
	CONSTRAINT "retouch_jobs_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "retouch_jobs_order_line_uuid_unique" UNIQUE("order_line_uuid")
);
--> statement-breakpoint
ALTER TABLE "retouch_jobs" ADD CONSTRAINT "retouch_jobs_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retouch_jobs" ADD CONSTRAINT "retouch_jobs_order_line_uuid_order_lines_uuid_fk" FOREIGN KEY ("order_line_uuid") REFERENCES "public"."order_lines"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retouch_jobs" ADD CONSTRAINT "retouch_jobs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retouch_jobs" ADD CONSTRAINT "retouch_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retouch_jobs" ADD CONSTRAINT "retouch_jobs_picture_id_pictures_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."pictures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retouch_jobs_user_picture_idx" ON "retouch_jobs" USING btree ("user_id","picture_id");--> statement-breakpoint
CREATE INDEX "retouch_jobs_open_idx" ON "retouch_jobs" USING btree ("portal_id","confirmed_at") WHERE "retouch_jobs"."file_key" is null;--> statement-breakpoint
CREATE INDEX "retouch_jobs_order_idx" ON "retouch_jobs" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "retouch_jobs_order_uuid_idx" ON "retouch_jobs" USING btree ("order_uuid");