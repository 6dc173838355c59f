CREATE TABLE "art_adaptation_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"created_by_id" integer NOT NULL,
	"description" text NOT NULL,
	"unit_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"budget" numeric(14, 2) NOT NULL,
	"budget_status" text DEFAULT 'pending' NOT NULL,
	"budget_comment" text,
	"arts_status" text DEFAULT 'none' NOT NULL,
	"arts_comment" text,
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "art_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"unit_id" integer,
	"kind" text DEFAULT 'comment' NOT NULL,
	"body" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "art_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"decision" text NOT NULL,
	"comment" text,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "art_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"created_by_id" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"description" text NOT NULL,
	"media_type_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"budget" numeric(14, 2) NOT NULL,
	"paid_at" timestamp with time zone,
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "art_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"media_type_id" integer NOT NULL,
	"number" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_id" integer,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colour_proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"media_type_id" integer,
	"material_id" integer,
	"unit_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text,
	"comment" text,
	"file_id" integer NOT NULL,
	"uploaded_by_id" integer,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"measure_unit" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_campaigns" (
	"campaign_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reservable" boolean DEFAULT false NOT NULL,
	"reservable_until" date,
	"reservable_note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_campaigns_campaign_id_provider_id_pk" PRIMARY KEY("campaign_id","provider_id")
);
--> statement-breakpoint
CREATE TABLE "unit_images" (
	"unit_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "unit_images_unit_id_file_id_pk" PRIMARY KEY("unit_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "unit_pois" (
	"unit_id" integer NOT NULL,
	"poi_id" integer NOT NULL,
	CONSTRAINT "unit_pois_unit_id_poi_id_pk" PRIMARY KEY("unit_id","poi_id")
);
--> statement-breakpoint
CREATE TABLE "unit_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"spots" integer DEFAULT 1 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"media_type_id" integer NOT NULL,
	"country_id" integer,
	"duration" integer,
	"value" numeric(6, 2),
	"unit_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "attributes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "art_adaptation_requests" ADD CONSTRAINT "art_adaptation_requests_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "art_adaptation_requests" ADD CONSTRAINT "art_adaptation_requests_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "art_comments" ADD CONSTRAINT "art_comments_version_id_art_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."art_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "art_comments" ADD CONSTRAINT "art_comments_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "art_comments" ADD CONSTRAINT "art_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "art_decisions" ADD CONSTRAINT "art_decisions_version_id_art_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."art_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "art_decisions" ADD CONSTRAINT "art_decisions_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "art_decisions" ADD CONSTRAINT "art_decisions_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "art_decisions" ADD CONSTRAINT "art_decisions_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "art_requests" ADD CONSTRAINT "art_requests_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "art_requests" ADD CONSTRAINT "art_requests_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "art_versions" ADD CONSTRAINT "art_versions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "art_versions" ADD CONSTRAINT "art_versions_media_type_id_media_types_id_fk" FOREIGN KEY ("media_type_id") REFERENCES "public"."media_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "art_versions" ADD CONSTRAINT "art_versions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colour_proofs" ADD CONSTRAINT "colour_proofs_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colour_proofs" ADD CONSTRAINT "colour_proofs_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colour_proofs" ADD CONSTRAINT "colour_proofs_media_type_id_media_types_id_fk" FOREIGN KEY ("media_type_id") REFERENCES "public"."media_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colour_proofs" ADD CONSTRAINT "colour_proofs_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colour_proofs" ADD CONSTRAINT "colour_proofs_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colour_proofs" ADD CONSTRAINT "colour_proofs_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colour_proofs" ADD CONSTRAINT "colour_proofs_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_campaigns" ADD CONSTRAINT "provider_campaigns_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_campaigns" ADD CONSTRAINT "provider_campaigns_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_images" ADD CONSTRAINT "unit_images_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_images" ADD CONSTRAINT "unit_images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_pois" ADD CONSTRAINT "unit_pois_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_pois" ADD CONSTRAINT "unit_pois_poi_id_pois_id_fk" FOREIGN KEY ("poi_id") REFERENCES "public"."pois"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_reservations" ADD CONSTRAINT "unit_reservations_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_reservations" ADD CONSTRAINT "unit_reservations_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_rules" ADD CONSTRAINT "unit_rules_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_rules" ADD CONSTRAINT "unit_rules_media_type_id_media_types_id_fk" FOREIGN KEY ("media_type_id") REFERENCES "public"."media_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_rules" ADD CONSTRAINT "unit_rules_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "art_adaptation_requests_campaign_ix" ON "art_adaptation_requests" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "art_comments_version_ix" ON "art_comments" USING btree ("version_id");--> statement-breakpoint
CREATE UNIQUE INDEX "art_decisions_uq" ON "art_decisions" USING btree ("version_id","unit_id");--> statement-breakpoint
CREATE INDEX "art_requests_campaign_ix" ON "art_requests" USING btree ("campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "art_versions_uq" ON "art_versions" USING btree ("campaign_id","media_type_id","number");--> statement-breakpoint
CREATE INDEX "colour_proofs_campaign_ix" ON "colour_proofs" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "colour_proofs_provider_ix" ON "colour_proofs" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "materials_provider_ix" ON "materials" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "unit_reservations_unit_ix" ON "unit_reservations" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "unit_rules_provider_ix" ON "unit_rules" USING btree ("provider_id");