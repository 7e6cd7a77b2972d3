ALTER TABLE "cart_lines" DROP CONSTRAINT "cart_lines_user_thing_key";--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "template_version_id" integer;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "template_instance" jsonb;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "template_version_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "template_instance" jsonb;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_template_version_id_template_versions_id_fk" FOREIGN KEY ("template_version_id") REFERENCES "public"."template_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_template_version_id_template_versions_id_fk" FOREIGN KEY ("template_version_id") REFERENCES "public"."template_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_user_thing_key" ON "cart_lines" USING btree ("user_id","product_id",coalesce("subject_id", 0),coalesce("picture_id", 0),coalesce("catalogue_id", 0)) WHERE "cart_lines"."template_version_id" is null;--> statement-breakpoint
CREATE INDEX "cart_lines_template_version_idx" ON "cart_lines" USING btree ("template_version_id");--> statement-breakpoint
CREATE INDEX "order_lines_template_version_idx" ON "order_lines" USING btree ("template_version_id");