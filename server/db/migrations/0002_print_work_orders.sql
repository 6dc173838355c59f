CREATE TABLE "print_work_order_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"print_work_order_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"process" text DEFAULT 'pending' NOT NULL,
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_work_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer,
	"provider_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "print_work_order_tasks" ADD CONSTRAINT "print_work_order_tasks_print_work_order_id_print_work_orders_id_fk" FOREIGN KEY ("print_work_order_id") REFERENCES "public"."print_work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_work_order_tasks" ADD CONSTRAINT "print_work_order_tasks_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_work_orders" ADD CONSTRAINT "print_work_orders_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_work_orders" ADD CONSTRAINT "print_work_orders_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "print_work_order_tasks_order_ix" ON "print_work_order_tasks" USING btree ("print_work_order_id");--> statement-breakpoint
CREATE INDEX "print_work_order_tasks_unit_ix" ON "print_work_order_tasks" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "print_work_orders_campaign_ix" ON "print_work_orders" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "print_work_orders_updated_ix" ON "print_work_orders" USING btree ("updated_at");