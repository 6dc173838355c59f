CREATE TABLE "workgroup_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"workgroup" text NOT NULL,
	"type" text NOT NULL,
	"invited_by_id" integer NOT NULL,
	"user_id" integer,
	"expires_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workgroup_invitations" ADD CONSTRAINT "workgroup_invitations_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workgroup_invitations" ADD CONSTRAINT "workgroup_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workgroup_invitations_token_uq" ON "workgroup_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "workgroup_invitations_email_ix" ON "workgroup_invitations" USING btree ("email");