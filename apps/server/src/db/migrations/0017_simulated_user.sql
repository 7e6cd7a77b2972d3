CREATE TABLE "simulation_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"operator" text NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"status" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulation_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"operator" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "simulated_by" text;--> statement-breakpoint
ALTER TABLE "simulation_actions" ADD CONSTRAINT "simulation_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulation_links" ADD CONSTRAINT "simulation_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "simulation_actions_user_at_idx" ON "simulation_actions" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "simulation_links_token_idx" ON "simulation_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "simulation_links_user_idx" ON "simulation_links" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "simulation_links_expires_idx" ON "simulation_links" USING btree ("expires_at");