ALTER TABLE "unit_types" ADD COLUMN "name_en" text;--> statement-breakpoint
UPDATE "unit_types" SET "name_en" = 'Billboard 12x4' WHERE "name" = 'Valla 12x4' AND "name_en" IS NULL;
--> statement-breakpoint
UPDATE "unit_types" SET "name_en" = 'Mupi 1.2x1.8' WHERE "name" = 'Mupi 1.2x1.8' AND "name_en" IS NULL;
--> statement-breakpoint
UPDATE "unit_types" SET "name_en" = 'Screen 6x3' WHERE "name" = 'Pantalla 6x3' AND "name_en" IS NULL;
--> statement-breakpoint
UPDATE "unit_types" SET "name_en" = 'Bus shelter 1.8x1.2' WHERE "name" = 'Paradero 1.8x1.2' AND "name_en" IS NULL;
--> statement-breakpoint
UPDATE "unit_types" SET "name_en" = 'Bus side 8x2' WHERE "name" = 'Bus lateral 8x2' AND "name_en" IS NULL;
--> statement-breakpoint
UPDATE "unit_types" SET "name_en" = 'Bike 1x0.7' WHERE "name" = 'Bici 1x0.7' AND "name_en" IS NULL;
--> statement-breakpoint
UPDATE "unit_types" SET "name_en" = 'Taxi roof 1.2x0.4' WHERE "name" = 'Techo taxi 1.2x0.4' AND "name_en" IS NULL;
