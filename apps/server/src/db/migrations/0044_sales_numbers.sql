ALTER TABLE "orders" ADD COLUMN "vat_rate" integer;--> statement-breakpoint
CREATE INDEX "orders_portal_confirmed_idx" ON "orders" USING btree ("portal_id","confirmed_at");--> statement-breakpoint
CREATE INDEX "user_subjects_code_added_idx" ON "user_subjects" USING btree ("added_at") WHERE "user_subjects"."source" = 'code';