CREATE TABLE "package_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"package_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"product_id" integer NOT NULL,
	"template_id" integer,
	"can_change_template" boolean DEFAULT false NOT NULL,
	"catalogue_id" integer,
	"picture_type" text,
	CONSTRAINT "package_items_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "package_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'package' NOT NULL,
	"link" text,
	"link_text" text,
	"link_info" jsonb,
	"image" text,
	"price_including_discount" integer NOT NULL,
	"time_limited_discount_price" integer,
	"time_limited_discount_ends" timestamp with time zone,
	"disabled_reason" text,
	"allow_subject_change" smallint DEFAULT 0 NOT NULL,
	"same_photographer_only" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "package_offers_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "package_offers_product_id_unique" UNIQUE("product_id")
);
--> statement-breakpoint
CREATE TABLE "package_settings" (
	"portal_id" integer PRIMARY KEY NOT NULL,
	"add_to_cart_warning" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
DROP INDEX "cart_lines_user_thing_key";--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "package_design" jsonb;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "package_design" jsonb;--> statement-breakpoint
ALTER TABLE "package_items" ADD CONSTRAINT "package_items_package_id_package_offers_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."package_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_items" ADD CONSTRAINT "package_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_items" ADD CONSTRAINT "package_items_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_items" ADD CONSTRAINT "package_items_catalogue_id_catalogues_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "public"."catalogues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_offers" ADD CONSTRAINT "package_offers_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_offers" ADD CONSTRAINT "package_offers_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_offers" ADD CONSTRAINT "package_offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_settings" ADD CONSTRAINT "package_settings_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "package_items_package_idx" ON "package_items" USING btree ("package_id","position");--> statement-breakpoint
CREATE INDEX "package_offers_job_idx" ON "package_offers" USING btree ("job_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_user_thing_key" ON "cart_lines" USING btree ("user_id","product_id",coalesce("subject_id", 0),coalesce("picture_id", 0),coalesce("catalogue_id", 0)) WHERE "cart_lines"."template_version_id" is null and "cart_lines"."package_design" is null;