CREATE TABLE "invite_subjects" (
	"invite_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	CONSTRAINT "invite_subjects_invite_id_subject_id_pk" PRIMARY KEY("invite_id","subject_id")
);
--> statement-breakpoint
CREATE TABLE "invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" integer NOT NULL,
	"recipient" text NOT NULL,
	"token_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_by" integer,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "invites_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "invites_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "user_subjects" ADD COLUMN "source" text DEFAULT 'code' NOT NULL;--> statement-breakpoint
ALTER TABLE "invite_subjects" ADD CONSTRAINT "invite_subjects_invite_id_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."invites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_subjects" ADD CONSTRAINT "invite_subjects_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invite_subjects_subject_idx" ON "invite_subjects" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "invites_sender_idx" ON "invites" USING btree ("sender_id","sent_at");--> statement-breakpoint
CREATE INDEX "invites_recipient_idx" ON "invites" USING btree ("recipient","sent_at");--> statement-breakpoint
CREATE INDEX "invites_accepted_by_idx" ON "invites" USING btree ("accepted_by");