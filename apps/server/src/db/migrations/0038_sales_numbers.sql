DROP INDEX "orders_unpaid_invoice_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_rate" integer;--> statement-breakpoint
CREATE INDEX "order_lines_subject_idx" ON "order_lines" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "orders_portal_confirmed_idx" ON "orders" USING btree ("portal_id","confirmed_at");--> statement-breakpoint
CREATE INDEX "user_subjects_code_added_idx" ON "user_subjects" USING btree ("added_at") WHERE "user_subjects"."source" = 'code';--> statement-breakpoint
CREATE INDEX "orders_unpaid_invoice_idx" ON "orders" USING btree ("user_id","confirmed_at") WHERE "orders"."paid_at" is null and ("orders"."payment" ->> 'isInvoice') = 'true' and "orders"."status" in ('invoiced', 'in_production', 'shipped', 'ready_for_pickup', 'delivered', 'collected');