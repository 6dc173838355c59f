CREATE TABLE "subcategories" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"category" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "circuits" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "circuits" ADD COLUMN "provider_id" integer;--> statement-breakpoint
ALTER TABLE "circuits" ADD COLUMN "created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "circuits" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "subcategories_key_uq" ON "subcategories" USING btree ("key");--> statement-breakpoint
ALTER TABLE "circuits" ADD CONSTRAINT "circuits_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "circuits_provider_ix" ON "circuits" USING btree ("provider_id");