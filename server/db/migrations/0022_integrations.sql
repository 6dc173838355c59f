CREATE TABLE "connection_pipelines" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer,
	"user_id" integer,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"connection_id" integer NOT NULL,
	"data_specification_id" integer,
	"workgroup_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer,
	"user_id" integer,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"auth_method" text NOT NULL,
	"file_id" integer,
	"secret" text,
	"host" text,
	"table_name" text,
	"query" text,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_specifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer,
	"user_id" integer,
	"name" text NOT NULL,
	"target" text NOT NULL,
	"fields" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integration_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"pipeline_id" integer NOT NULL,
	"user_id" integer,
	"status" text NOT NULL,
	"dry_run" boolean DEFAULT false NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"rows_written" integer DEFAULT 0 NOT NULL,
	"rows_refused" integer DEFAULT 0 NOT NULL,
	"refused" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"log" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "connection_pipelines" ADD CONSTRAINT "connection_pipelines_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_pipelines" ADD CONSTRAINT "connection_pipelines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_pipelines" ADD CONSTRAINT "connection_pipelines_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_pipelines" ADD CONSTRAINT "connection_pipelines_data_specification_id_data_specifications_id_fk" FOREIGN KEY ("data_specification_id") REFERENCES "public"."data_specifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_pipelines" ADD CONSTRAINT "connection_pipelines_workgroup_id_workgroups_id_fk" FOREIGN KEY ("workgroup_id") REFERENCES "public"."workgroups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_specifications" ADD CONSTRAINT "data_specifications_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_specifications" ADD CONSTRAINT "data_specifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD CONSTRAINT "sync_runs_pipeline_id_connection_pipelines_id_fk" FOREIGN KEY ("pipeline_id") REFERENCES "public"."connection_pipelines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD CONSTRAINT "sync_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connection_pipelines_provider_ix" ON "connection_pipelines" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "connection_pipelines_connection_ix" ON "connection_pipelines" USING btree ("connection_id");--> statement-breakpoint
CREATE INDEX "connection_pipelines_spec_ix" ON "connection_pipelines" USING btree ("data_specification_id");--> statement-breakpoint
CREATE INDEX "connections_provider_ix" ON "connections" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "data_specifications_provider_ix" ON "data_specifications" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "sync_runs_pipeline_ix" ON "sync_runs" USING btree ("pipeline_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sync_runs_one_running_uq" ON "sync_runs" USING btree ("pipeline_id") WHERE status = 'running';