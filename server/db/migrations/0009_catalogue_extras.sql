CREATE TABLE "internal_media_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" numeric(14, 2) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_audiences" (
	"unit_id" integer PRIMARY KEY NOT NULL,
	"daily" integer NOT NULL,
	"weekly" integer NOT NULL,
	"monthly" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_product_services" (
	"unit_id" integer NOT NULL,
	"product_service_id" integer NOT NULL,
	CONSTRAINT "unit_product_services_unit_id_product_service_id_pk" PRIMARY KEY("unit_id","product_service_id")
);
--> statement-breakpoint
ALTER TABLE "unit_audiences" ADD CONSTRAINT "unit_audiences_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_product_services" ADD CONSTRAINT "unit_product_services_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_product_services" ADD CONSTRAINT "unit_product_services_product_service_id_product_services_id_fk" FOREIGN KEY ("product_service_id") REFERENCES "public"."product_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "internal_media_types_name_uq" ON "internal_media_types" USING btree ("name");