DROP INDEX "cart_lines_user_thing_key";--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_user_thing_key" ON "cart_lines" USING btree ("user_id","product_id",coalesce("subject_id", 0),coalesce("picture_id", 0),coalesce("catalogue_id", 0)) WHERE "cart_lines"."line_data" is null;--> statement-breakpoint
ALTER TABLE "cart_lines" DROP COLUMN "template_instance";--> statement-breakpoint
ALTER TABLE "cart_lines" DROP COLUMN "package_design";--> statement-breakpoint
ALTER TABLE "order_lines" DROP COLUMN "catalogue_uuid";--> statement-breakpoint
ALTER TABLE "order_lines" DROP COLUMN "catalogue_name";--> statement-breakpoint
ALTER TABLE "order_lines" DROP COLUMN "template_instance";--> statement-breakpoint
ALTER TABLE "order_lines" DROP COLUMN "package_design";