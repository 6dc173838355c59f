CREATE TABLE "camera_frames" (
	"id" serial PRIMARY KEY NOT NULL,
	"camera_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"captured_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_cameras" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"name" text NOT NULL,
	"interval_minutes" integer DEFAULT 10 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "camera_frames" ADD CONSTRAINT "camera_frames_camera_id_unit_cameras_id_fk" FOREIGN KEY ("camera_id") REFERENCES "public"."unit_cameras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camera_frames" ADD CONSTRAINT "camera_frames_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_cameras" ADD CONSTRAINT "unit_cameras_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "camera_frames_camera_ix" ON "camera_frames" USING btree ("camera_id","captured_at");--> statement-breakpoint
CREATE INDEX "camera_frames_file_ix" ON "camera_frames" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "unit_cameras_unit_ix" ON "unit_cameras" USING btree ("unit_id");