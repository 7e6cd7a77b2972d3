CREATE TABLE "invoice_settings" (
	"portal_id" integer PRIMARY KEY NOT NULL,
	"organisation_number" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"account_number" text DEFAULT '' NOT NULL,
	"due_days" integer DEFAULT 14 NOT NULL,
	"kid_method" text DEFAULT 'mod10' NOT NULL,
	"reminder_fee" integer DEFAULT 0 NOT NULL,
	"next_number" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text DEFAULT 'invoice' NOT NULL,
	"number" integer NOT NULL,
	"credits_invoice_id" integer,
	"kid" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_date" date,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	"vat_amount" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"pdf_key" text,
	"status" text DEFAULT 'open' NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_via" text,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"last_reminder_at" timestamp with time zone,
	"reminder_fees" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoices_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD CONSTRAINT "invoice_settings_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("portal_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_kid_idx" ON "invoices" USING btree ("portal_id","kid") WHERE "invoices"."kid" is not null;--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_portal_issued_idx" ON "invoices" USING btree ("portal_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_open_due_idx" ON "invoices" USING btree ("portal_id","due_date") WHERE "invoices"."status" = 'open' and "invoices"."kind" = 'invoice';