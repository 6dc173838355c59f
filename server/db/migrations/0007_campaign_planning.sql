CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "campaign_media_types" (
	"campaign_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"media_type_id" integer NOT NULL,
	"start_date" date,
	"end_date" date,
	"periods" integer,
	"percent" numeric(5, 2),
	CONSTRAINT "campaign_media_types_campaign_id_country_id_media_type_id_pk" PRIMARY KEY("campaign_id","country_id","media_type_id")
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_id" integer NOT NULL,
	"media_type_id" integer NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"duration" integer NOT NULL,
	"unit_ids" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pois" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"country_id" integer NOT NULL,
	"city_id" integer
);
--> statement-breakpoint
ALTER TABLE "campaign_countries" ADD COLUMN "budget" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "steps_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "package_id" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "budget_distribution_type" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "yoda_factor" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "print_start_date" date;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "print_end_date" date;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "advanced_filters" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "poi_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "add_taxes" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "credit" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "price_accepted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_media_types" ADD CONSTRAINT "campaign_media_types_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_media_types" ADD CONSTRAINT "campaign_media_types_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_media_types" ADD CONSTRAINT "campaign_media_types_media_type_id_media_types_id_fk" FOREIGN KEY ("media_type_id") REFERENCES "public"."media_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_media_type_id_media_types_id_fk" FOREIGN KEY ("media_type_id") REFERENCES "public"."media_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pois" ADD CONSTRAINT "pois_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pois" ADD CONSTRAINT "pois_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_campaign_ix" ON "bookings" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "packages_country_ix" ON "packages" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "pois_country_ix" ON "pois" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "pois_lat_ix" ON "pois" USING btree ("lat");--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- data kept from the columns dropped below: each campaign country's media types (and those of its cart units) with the campaign's dates; progress clamped to the type's step list (src/features/campaigns/model/steps.ts)
INSERT INTO "campaign_media_types" ("campaign_id", "country_id", "media_type_id", "start_date", "end_date")
SELECT x.campaign_id, x.country_id, x.media_type_id, c.start_date, c.end_date FROM (
	SELECT cc.campaign_id, cc.country_id, (jsonb_array_elements_text(cc.media_type_ids))::integer AS media_type_id FROM "campaign_countries" cc
	UNION
	SELECT cu.campaign_id, u.country_id, u.media_type_id FROM "campaign_units" cu JOIN "units" u ON u.id = cu.unit_id
) x JOIN "campaigns" c ON c.id = x.campaign_id
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "campaigns" SET "steps_done" = LEAST("current_step",
	(CASE "campaign_type" WHEN 'package' THEN 4 WHEN 'manual' THEN 7 ELSE 11 END) + (CASE WHEN "units_category" = 'print' THEN 1 ELSE 0 END));--> statement-breakpoint
ALTER TABLE "campaign_countries" DROP COLUMN "media_type_ids";--> statement-breakpoint
ALTER TABLE "campaigns" DROP COLUMN "current_step";