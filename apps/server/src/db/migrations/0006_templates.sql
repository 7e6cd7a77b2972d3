CREATE TABLE "green_screen_backgrounds" (
	"job_id" integer NOT NULL,
	"background_id" integer NOT NULL,
	"rotation" smallint DEFAULT 0 NOT NULL,
	"effect" text DEFAULT 'original' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "green_screen_backgrounds_job_id_background_id_pk" PRIMARY KEY("job_id","background_id")
);
--> statement-breakpoint
CREATE TABLE "promoted_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" integer NOT NULL,
	"type" text NOT NULL,
	"category_id" integer,
	"product_id" integer,
	"template_id" integer,
	"label" text NOT NULL,
	"rebated_price" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promoted_products_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "template_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" integer NOT NULL,
	"internal_name" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image" text,
	"parent_id" integer,
	"is_default" boolean DEFAULT false NOT NULL,
	"user_image_previews" boolean DEFAULT false NOT NULL,
	"separate_from_background" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "template_categories_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "template_category_links" (
	"category_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	CONSTRAINT "template_category_links_category_id_template_id_pk" PRIMARY KEY("category_id","template_id")
);
--> statement-breakpoint
CREATE TABLE "template_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "templates_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "green_screen_backgrounds" ADD CONSTRAINT "green_screen_backgrounds_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "green_screen_backgrounds" ADD CONSTRAINT "green_screen_backgrounds_background_id_image_backgrounds_id_fk" FOREIGN KEY ("background_id") REFERENCES "public"."image_backgrounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promoted_products" ADD CONSTRAINT "promoted_products_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promoted_products" ADD CONSTRAINT "promoted_products_category_id_template_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."template_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promoted_products" ADD CONSTRAINT "promoted_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promoted_products" ADD CONSTRAINT "promoted_products_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_categories" ADD CONSTRAINT "template_categories_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_categories" ADD CONSTRAINT "template_categories_parent_id_template_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."template_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_category_links" ADD CONSTRAINT "template_category_links_category_id_template_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."template_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_category_links" ADD CONSTRAINT "template_category_links_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_versions" ADD CONSTRAINT "template_versions_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "green_screen_backgrounds_background_idx" ON "green_screen_backgrounds" USING btree ("background_id");--> statement-breakpoint
CREATE INDEX "promoted_products_portal_idx" ON "promoted_products" USING btree ("portal_id","sort_order");--> statement-breakpoint
CREATE INDEX "promoted_products_category_idx" ON "promoted_products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "promoted_products_product_idx" ON "promoted_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "promoted_products_template_idx" ON "promoted_products" USING btree ("template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "template_categories_portal_name_idx" ON "template_categories" USING btree ("portal_id","internal_name");--> statement-breakpoint
CREATE INDEX "template_categories_parent_idx" ON "template_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "template_category_links_template_idx" ON "template_category_links" USING btree ("template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "template_versions_template_version_idx" ON "template_versions" USING btree ("template_id","version");--> statement-breakpoint
CREATE INDEX "templates_portal_type_idx" ON "templates" USING btree ("portal_id","type","active");--> statement-breakpoint
CREATE INDEX "templates_product_idx" ON "templates" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "pictures_original_key_idx" ON "pictures" USING btree ("original_key");