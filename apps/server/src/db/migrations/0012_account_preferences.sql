CREATE TABLE "packages_for_inspection" (
	"user_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "packages_for_inspection_user_id_subject_id_pk" PRIMARY KEY("user_id","subject_id")
);
--> statement-breakpoint
CREATE TABLE "subject_reminder_settings" (
	"user_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"reminders_enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subject_reminder_settings_user_id_subject_id_pk" PRIMARY KEY("user_id","subject_id")
);
--> statement-breakpoint
ALTER TABLE "packages_for_inspection" ADD CONSTRAINT "packages_for_inspection_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages_for_inspection" ADD CONSTRAINT "packages_for_inspection_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_reminder_settings" ADD CONSTRAINT "subject_reminder_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_reminder_settings" ADD CONSTRAINT "subject_reminder_settings_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;