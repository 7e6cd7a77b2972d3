CREATE TABLE "import_batch_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"upload_id" text NOT NULL,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_batch_files_upload_id_unique" UNIQUE("upload_id")
);
--> statement-breakpoint
CREATE TABLE "import_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" integer NOT NULL,
	"options" jsonb NOT NULL,
	"state" text DEFAULT 'uploading' NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"files_done" integer DEFAULT 0 NOT NULL,
	"files_total" integer DEFAULT 0 NOT NULL,
	"thumbnails_done" integer DEFAULT 0 NOT NULL,
	"thumbnails_total" integer DEFAULT 0 NOT NULL,
	"job_uuid" uuid,
	"result" jsonb,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_batches_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "tus_locks" (
	"upload_id" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"release_requested" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tus_upload_info" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_batch_files" ADD CONSTRAINT "import_batch_files_batch_id_import_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."import_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_batch_files_batch_idx" ON "import_batch_files" USING btree ("batch_id","name");--> statement-breakpoint
CREATE INDEX "import_batches_portal_idx" ON "import_batches" USING btree ("portal_id","created_at");