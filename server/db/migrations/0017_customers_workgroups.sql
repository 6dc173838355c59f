CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_brands" (
	"customer_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	CONSTRAINT "customer_brands_customer_id_brand_id_pk" PRIMARY KEY("customer_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "customer_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"document_type_id" integer NOT NULL,
	"file_id" integer,
	"number" text DEFAULT '' NOT NULL,
	"expires_on" date,
	"uploaded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"can_login" boolean DEFAULT true NOT NULL,
	"agency_id" integer,
	"category_id" integer,
	"tax_id" text,
	"address" text,
	"notes" text DEFAULT '' NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_shares" (
	"customer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"shared_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_shares_customer_id_seller_id_pk" PRIMARY KEY("customer_id","seller_id")
);
--> statement-breakpoint
CREATE TABLE "provider_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_document_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"setting_type_id" integer NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_associations" (
	"id" serial PRIMARY KEY NOT NULL,
	"requester_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"can_change_price" boolean DEFAULT false NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "setting_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"value_type" text NOT NULL,
	"default_value" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workgroup_clients" (
	"workgroup_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"member_id" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workgroup_clients_workgroup_id_customer_id_pk" PRIMARY KEY("workgroup_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "workgroup_members" (
	"workgroup_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workgroup_members_workgroup_id_user_id_pk" PRIMARY KEY("workgroup_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "workgroups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"owner_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_clients" (
	"workspace_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	CONSTRAINT "workspace_clients_workspace_id_customer_id_pk" PRIMARY KEY("workspace_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "workspace_members" (
	"workspace_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "workspace_members_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "workspaces" (
	"id" serial PRIMARY KEY NOT NULL,
	"workgroup_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workgroup_invitations" ADD COLUMN "workgroup_id" integer;--> statement-breakpoint
ALTER TABLE "customer_brands" ADD CONSTRAINT "customer_brands_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_brands" ADD CONSTRAINT "customer_brands_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_documents" ADD CONSTRAINT "customer_documents_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_documents" ADD CONSTRAINT "customer_documents_document_type_id_provider_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."provider_document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_documents" ADD CONSTRAINT "customer_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_documents" ADD CONSTRAINT "customer_documents_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD CONSTRAINT "customer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD CONSTRAINT "customer_profiles_agency_id_users_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD CONSTRAINT "customer_profiles_category_id_provider_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."provider_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD CONSTRAINT "customer_profiles_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_shares" ADD CONSTRAINT "customer_shares_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_shares" ADD CONSTRAINT "customer_shares_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_shares" ADD CONSTRAINT "customer_shares_shared_by_id_users_id_fk" FOREIGN KEY ("shared_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_settings" ADD CONSTRAINT "provider_settings_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_settings" ADD CONSTRAINT "provider_settings_setting_type_id_setting_types_id_fk" FOREIGN KEY ("setting_type_id") REFERENCES "public"."setting_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_associations" ADD CONSTRAINT "request_associations_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_associations" ADD CONSTRAINT "request_associations_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workgroup_clients" ADD CONSTRAINT "workgroup_clients_workgroup_id_workgroups_id_fk" FOREIGN KEY ("workgroup_id") REFERENCES "public"."workgroups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workgroup_clients" ADD CONSTRAINT "workgroup_clients_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workgroup_clients" ADD CONSTRAINT "workgroup_clients_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workgroup_members" ADD CONSTRAINT "workgroup_members_workgroup_id_workgroups_id_fk" FOREIGN KEY ("workgroup_id") REFERENCES "public"."workgroups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workgroup_members" ADD CONSTRAINT "workgroup_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workgroups" ADD CONSTRAINT "workgroups_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_clients" ADD CONSTRAINT "workspace_clients_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_clients" ADD CONSTRAINT "workspace_clients_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_workgroup_id_workgroups_id_fk" FOREIGN KEY ("workgroup_id") REFERENCES "public"."workgroups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_uq" ON "brands" USING btree ("name");--> statement-breakpoint
CREATE INDEX "customer_documents_customer_ix" ON "customer_documents" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_profiles_agency_ix" ON "customer_profiles" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "customer_shares_seller_ix" ON "customer_shares" USING btree ("seller_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_categories_key_uq" ON "provider_categories" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_document_types_key_uq" ON "provider_document_types" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_settings_pair_uq" ON "provider_settings" USING btree ("provider_id","setting_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "request_associations_pair_uq" ON "request_associations" USING btree ("requester_id","provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "setting_types_key_uq" ON "setting_types" USING btree ("key");--> statement-breakpoint
CREATE INDEX "workgroup_clients_member_ix" ON "workgroup_clients" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "workgroup_clients_customer_ix" ON "workgroup_clients" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "workgroup_members_user_ix" ON "workgroup_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "workspaces_workgroup_ix" ON "workspaces" USING btree ("workgroup_id");--> statement-breakpoint
ALTER TABLE "workgroup_invitations" ADD CONSTRAINT "workgroup_invitations_workgroup_id_workgroups_id_fk" FOREIGN KEY ("workgroup_id") REFERENCES "public"."workgroups"("id") ON DELETE cascade ON UPDATE no action;