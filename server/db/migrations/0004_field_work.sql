CREATE TABLE "order_job_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_job_id" integer NOT NULL,
	"user_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_job_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_job_id" integer NOT NULL,
	"user_id" integer,
	"type" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_job_item_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_job_item_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"thumb_file_id" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"taken_at" timestamp with time zone,
	"lat" double precision,
	"lng" double precision,
	"accuracy" double precision,
	"uploaded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "path" text;--> statement-breakpoint
ALTER TABLE "order_job_comments" ADD CONSTRAINT "order_job_comments_order_job_id_order_jobs_id_fk" FOREIGN KEY ("order_job_id") REFERENCES "public"."order_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_job_comments" ADD CONSTRAINT "order_job_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_job_events" ADD CONSTRAINT "order_job_events_order_job_id_order_jobs_id_fk" FOREIGN KEY ("order_job_id") REFERENCES "public"."order_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_job_events" ADD CONSTRAINT "order_job_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_job_item_photos" ADD CONSTRAINT "order_job_item_photos_order_job_item_id_order_job_items_id_fk" FOREIGN KEY ("order_job_item_id") REFERENCES "public"."order_job_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_job_item_photos" ADD CONSTRAINT "order_job_item_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_job_item_photos" ADD CONSTRAINT "order_job_item_photos_thumb_file_id_files_id_fk" FOREIGN KEY ("thumb_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_job_item_photos" ADD CONSTRAINT "order_job_item_photos_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_job_comments_job_ix" ON "order_job_comments" USING btree ("order_job_id");--> statement-breakpoint
CREATE INDEX "order_job_events_job_ix" ON "order_job_events" USING btree ("order_job_id");--> statement-breakpoint
CREATE INDEX "order_job_item_photos_item_ix" ON "order_job_item_photos" USING btree ("order_job_item_id");