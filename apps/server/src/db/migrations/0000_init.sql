CREATE TABLE "favorites" (
	"user_id" integer NOT NULL,
	"picture_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_picture_id_pk" PRIMARY KEY("user_id","picture_id")
);
--> statement-breakpoint
CREATE TABLE "password_reset_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "picture_entitlements" (
	"user_id" integer NOT NULL,
	"picture_id" integer NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "picture_entitlements_user_id_picture_id_pk" PRIMARY KEY("user_id","picture_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"pending_subject_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_subjects" (
	"user_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"reminders_enabled" boolean DEFAULT true NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_subjects_user_id_subject_id_pk" PRIMARY KEY("user_id","subject_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" integer NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text,
	"lang" text DEFAULT 'en' NOT NULL,
	"mobile_phone" text,
	"address" text,
	"address2" text,
	"postal_code" text,
	"city" text,
	"state" text,
	"accept_mail" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "yearbook_pose_choices" (
	"user_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"picture_id" integer NOT NULL,
	"chosen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "yearbook_pose_choices_user_id_subject_id_pk" PRIMARY KEY("user_id","subject_id")
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"portal_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"label" jsonb NOT NULL,
	"visibility" smallint DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"target" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_settings" (
	"portal_id" integer PRIMARY KEY NOT NULL,
	"background_image" text,
	"primary_color" text DEFAULT '#1f4e79' NOT NULL,
	"background_color" text DEFAULT '#f5f1ea' NOT NULL,
	"text_color" text DEFAULT '#1b1b1b' NOT NULL,
	"desktop_version_url" text
);
--> statement-breakpoint
CREATE TABLE "portals" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"state" text,
	"country" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"gather_address2" boolean DEFAULT false NOT NULL,
	"accept_mail_default_on" boolean DEFAULT false NOT NULL,
	"hide_marketing_consent" boolean DEFAULT false NOT NULL,
	"currency" text DEFAULT 'NOK' NOT NULL,
	"vat_rate" integer DEFAULT 2500 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webshop_settings" (
	"portal_id" integer PRIMARY KEY NOT NULL,
	"free_shipping_threshold" integer,
	"privacy_policy" text,
	"languages" jsonb NOT NULL,
	"default_language" text DEFAULT 'en' NOT NULL,
	"terms_text" text DEFAULT '' NOT NULL,
	"contact_email" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "access_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"subject_id" integer NOT NULL,
	"redirect" text
);
--> statement-breakpoint
CREATE TABLE "image_backgrounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" integer NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "image_backgrounds_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" integer NOT NULL,
	"name" text NOT NULL,
	"job_type" text NOT NULL,
	"year" smallint NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"yearbook_pose_deadline" timestamp with time zone,
	"has_been_in_web_shop" boolean DEFAULT false NOT NULL,
	"require_fine_tuned_pictures" boolean DEFAULT false NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	CONSTRAINT "jobs_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "photographers" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" integer NOT NULL,
	"name" text NOT NULL,
	"logo_key" text,
	CONSTRAINT "photographers_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "pictures" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"subject_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"webshop_id" text NOT NULL,
	"keywords" text[] DEFAULT '{}' NOT NULL,
	"picture_type" text NOT NULL,
	"group_picture" boolean DEFAULT false NOT NULL,
	"greenscreen" boolean DEFAULT false NOT NULL,
	"original_key" text NOT NULL,
	"ready" boolean DEFAULT true NOT NULL,
	CONSTRAINT "pictures_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"job_id" integer NOT NULL,
	"name" text NOT NULL,
	"group" text,
	"qualify_for_select_own_favorites" boolean DEFAULT false NOT NULL,
	"qualify_for_select_yearbook_pose" boolean DEFAULT false NOT NULL,
	CONSTRAINT "subjects_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_picture_id_pictures_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."pictures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_keys" ADD CONSTRAINT "password_reset_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picture_entitlements" ADD CONSTRAINT "picture_entitlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picture_entitlements" ADD CONSTRAINT "picture_entitlements_picture_id_pictures_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."pictures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_pending_subject_id_subjects_id_fk" FOREIGN KEY ("pending_subject_id") REFERENCES "public"."subjects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subjects" ADD CONSTRAINT "user_subjects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subjects" ADD CONSTRAINT "user_subjects_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yearbook_pose_choices" ADD CONSTRAINT "yearbook_pose_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yearbook_pose_choices" ADD CONSTRAINT "yearbook_pose_choices_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yearbook_pose_choices" ADD CONSTRAINT "yearbook_pose_choices_picture_id_pictures_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."pictures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_settings" ADD CONSTRAINT "page_settings_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webshop_settings" ADD CONSTRAINT "webshop_settings_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_codes" ADD CONSTRAINT "access_codes_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_backgrounds" ADD CONSTRAINT "image_backgrounds_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photographers" ADD CONSTRAINT "photographers_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pictures" ADD CONSTRAINT "pictures_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorites_picture_idx" ON "favorites" USING btree ("picture_id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_keys_hash_idx" ON "password_reset_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "password_reset_keys_user_idx" ON "password_reset_keys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "picture_entitlements_picture_idx" ON "picture_entitlements" USING btree ("picture_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "user_subjects_subject_idx" ON "user_subjects" USING btree ("subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_portal_email_idx" ON "users" USING btree ("portal_id","email");--> statement-breakpoint
CREATE INDEX "yearbook_pose_choices_picture_idx" ON "yearbook_pose_choices" USING btree ("picture_id");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("status","run_after");--> statement-breakpoint
CREATE UNIQUE INDEX "access_codes_code_idx" ON "access_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "access_codes_subject_idx" ON "access_codes" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "pictures_subject_idx" ON "pictures" USING btree ("subject_id","position");--> statement-breakpoint
CREATE INDEX "subjects_job_idx" ON "subjects" USING btree ("job_id");