ALTER TABLE "provider_settings" ALTER COLUMN "provider_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "setting_types" ADD COLUMN "scope" text DEFAULT 'provider' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_settings_platform_uq" ON "provider_settings" USING btree ("setting_type_id") WHERE "provider_settings"."provider_id" is null;