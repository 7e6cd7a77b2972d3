ALTER TABLE "webshop_settings" ADD COLUMN "editor_add_to_cart_warning" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "webshop_settings" ADD COLUMN "disable_image_toolbox" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "webshop_settings" ADD COLUMN "update_cart_label" jsonb;--> statement-breakpoint
ALTER TABLE "webshop_settings" ADD COLUMN "disable_mixing_photographers" boolean DEFAULT false NOT NULL;