-- Each kind's own data of a line moves into line_data as `{ "schemaVersion": 1, … }`, the version 1 of the kind's
-- schema (product-kinds/<kind>/line-data.ts): a template product's design `{ instance }`, a package's stored items and
-- designs `{ uuid, name, items }`, and an ordered catalogue's `{ catalogue: { uuid, name } }`. The template version and
-- the cart's catalogue stay columns of their own (decision 0054). A JSON null counts as no data, as it was read.
UPDATE "cart_lines" SET "line_data" = jsonb_build_object('schemaVersion', 1, 'instance', "template_instance")
WHERE "template_instance" IS NOT NULL AND jsonb_typeof("template_instance") <> 'null';--> statement-breakpoint
UPDATE "cart_lines" SET "line_data" = jsonb_build_object('schemaVersion', 1) || "package_design"
WHERE "package_design" IS NOT NULL AND jsonb_typeof("package_design") = 'object';--> statement-breakpoint
UPDATE "order_lines" SET "line_data" = jsonb_build_object('schemaVersion', 1, 'instance', "template_instance")
WHERE "template_instance" IS NOT NULL AND jsonb_typeof("template_instance") <> 'null';--> statement-breakpoint
UPDATE "order_lines" SET "line_data" = jsonb_build_object('schemaVersion', 1) || "package_design"
WHERE "package_design" IS NOT NULL AND jsonb_typeof("package_design") = 'object';--> statement-breakpoint
UPDATE "order_lines" SET "line_data" = jsonb_build_object(
  'schemaVersion', 1,
  'catalogue', jsonb_build_object('uuid', "catalogue_uuid", 'name', coalesce("catalogue_name", "product_name"))
)
WHERE "catalogue_uuid" IS NOT NULL AND "line_data" IS NULL;
