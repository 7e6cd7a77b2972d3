CREATE TABLE "print_sizes" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"width_mm" integer NOT NULL,
	"height_mm" integer NOT NULL,
	"bleed_mm" integer DEFAULT 3 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "print_sizes" ADD CONSTRAINT "print_sizes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;