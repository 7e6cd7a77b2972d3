DROP INDEX "order_lines_subject_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_rate" integer;--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_studio_confirmed_idx" ON "orders" USING btree ("portal_id","confirmed_at","id");--> statement-breakpoint
CREATE INDEX "orders_studio_status_idx" ON "orders" USING btree ("portal_id","status","confirmed_at");--> statement-breakpoint
CREATE INDEX "orders_studio_delivery_idx" ON "orders" USING btree ("portal_id",("delivery" ->> 'type'),"confirmed_at");--> statement-breakpoint
CREATE INDEX "orders_studio_payment_idx" ON "orders" USING btree ("portal_id",("payment" ->> 'provider'),"confirmed_at");--> statement-breakpoint
CREATE INDEX "payment_events_transaction_idx" ON "payment_events" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "subjects_shown_name_trgm_idx" ON "subjects" USING gin (coalesce("corrected_name", "name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_subjects_code_added_idx" ON "user_subjects" USING btree ("added_at") WHERE "user_subjects"."source" = 'code';--> statement-breakpoint
CREATE INDEX "order_lines_subject_idx" ON "order_lines" USING btree ("subject_id","order_id");