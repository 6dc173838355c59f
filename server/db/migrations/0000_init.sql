CREATE TABLE "access_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_countries" (
	"campaign_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"media_type_ids" jsonb NOT NULL,
	CONSTRAINT "campaign_countries_campaign_id_country_id_pk" PRIMARY KEY("campaign_id","country_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"print_price" numeric(14, 2) NOT NULL,
	"total_price" numeric(14, 2) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"spots_used" integer DEFAULT 1 NOT NULL,
	"extra_days" integer DEFAULT 0 NOT NULL,
	"bought_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"campaign_type" text NOT NULL,
	"budget_campaign_type" text,
	"units_category" text NOT NULL,
	"region_type" text DEFAULT 'country' NOT NULL,
	"investment" numeric(14, 2) NOT NULL,
	"start_date" date,
	"end_date" date,
	"current_step" integer DEFAULT 1 NOT NULL,
	"booking" boolean DEFAULT false NOT NULL,
	"reservable" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "circuits" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"name" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_sellers" (
	"client_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	CONSTRAINT "client_sellers_client_id_seller_id_pk" PRIMARY KEY("client_id","seller_id")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"country_id" integer NOT NULL,
	"client_type" integer NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"iso2" text NOT NULL,
	"iso3" text NOT NULL,
	"phone_code" text NOT NULL,
	"currency" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"yoda_representation" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enum_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"category" text NOT NULL,
	"purchase_periods" jsonb NOT NULL,
	"rules" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_job_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_job_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"side" text NOT NULL,
	"task" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"technician_id" integer,
	"created_by_id" integer,
	"scheduled_date" date NOT NULL,
	"description" text NOT NULL,
	"reject_reason" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_id" integer NOT NULL,
	"classification" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"name" text NOT NULL,
	"permissions" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "route_stops" (
	"route_id" integer NOT NULL,
	"order_job_item_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "route_stops_route_id_order_job_item_id_pk" PRIMARY KEY("route_id","order_job_item_id")
);
--> statement-breakpoint
CREATE TABLE "routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_job_id" integer NOT NULL,
	"technician_id" integer,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"type" text DEFAULT 'string' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"lat" double precision,
	"lng" double precision
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"section" text NOT NULL,
	"key" text NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"width" numeric(8, 2) NOT NULL,
	"height" numeric(8, 2) NOT NULL,
	"measure_unit" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"media_type_id" integer NOT NULL,
	"unit_type_id" integer,
	"circuit_id" integer,
	"title" text NOT NULL,
	"sku" text NOT NULL,
	"address" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"country_id" integer NOT NULL,
	"state_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"side" text NOT NULL,
	"direction" text NOT NULL,
	"traffic_direction" text NOT NULL,
	"daily_traffic" integer NOT NULL,
	"schedule" text NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"print_price" numeric(14, 2) NOT NULL,
	"min_price" numeric(14, 2) NOT NULL,
	"min_print_price" numeric(14, 2) NOT NULL,
	"spots" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"password_hash" text NOT NULL,
	"locale" text DEFAULT 'es' NOT NULL,
	"change_password" boolean DEFAULT false NOT NULL,
	"first_access_code_hash" text,
	"photo_file_id" integer,
	"country_id" integer,
	"provider_id" integer,
	"company" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_countries" ADD CONSTRAINT "campaign_countries_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_countries" ADD CONSTRAINT "campaign_countries_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_units" ADD CONSTRAINT "campaign_units_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_units" ADD CONSTRAINT "campaign_units_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits" ADD CONSTRAINT "circuits_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_sellers" ADD CONSTRAINT "client_sellers_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_sellers" ADD CONSTRAINT "client_sellers_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_job_items" ADD CONSTRAINT "order_job_items_order_job_id_order_jobs_id_fk" FOREIGN KEY ("order_job_id") REFERENCES "public"."order_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_job_items" ADD CONSTRAINT "order_job_items_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_jobs" ADD CONSTRAINT "order_jobs_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_jobs" ADD CONSTRAINT "order_jobs_technician_id_users_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_jobs" ADD CONSTRAINT "order_jobs_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_stops" ADD CONSTRAINT "route_stops_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_stops" ADD CONSTRAINT "route_stops_order_job_item_id_order_job_items_id_fk" FOREIGN KEY ("order_job_item_id") REFERENCES "public"."order_job_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_order_job_id_order_jobs_id_fk" FOREIGN KEY ("order_job_id") REFERENCES "public"."order_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_technician_id_users_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_media_type_id_media_types_id_fk" FOREIGN KEY ("media_type_id") REFERENCES "public"."media_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_unit_type_id_unit_types_id_fk" FOREIGN KEY ("unit_type_id") REFERENCES "public"."unit_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_circuit_id_circuits_id_fk" FOREIGN KEY ("circuit_id") REFERENCES "public"."circuits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_tokens_hash_uq" ON "access_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_units_uq" ON "campaign_units" USING btree ("campaign_id","unit_id");--> statement-breakpoint
CREATE INDEX "campaigns_client_ix" ON "campaigns" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "campaigns_updated_ix" ON "campaigns" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "circuits_city_ix" ON "circuits" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "cities_state_ix" ON "cities" USING btree ("state_id");--> statement-breakpoint
CREATE INDEX "cities_country_ix" ON "cities" USING btree ("country_id");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_iso2_uq" ON "countries" USING btree ("iso2");--> statement-breakpoint
CREATE UNIQUE INDEX "enum_values_uq" ON "enum_values" USING btree ("kind","key");--> statement-breakpoint
CREATE UNIQUE INDEX "media_types_key_uq" ON "media_types" USING btree ("key");--> statement-breakpoint
CREATE INDEX "order_job_items_job_ix" ON "order_job_items" USING btree ("order_job_id");--> statement-breakpoint
CREATE INDEX "order_jobs_technician_ix" ON "order_jobs" USING btree ("technician_id");--> statement-breakpoint
CREATE INDEX "order_jobs_updated_ix" ON "order_jobs" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_hash_uq" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_value_uq" ON "roles" USING btree ("value");--> statement-breakpoint
CREATE INDEX "routes_technician_ix" ON "routes" USING btree ("technician_id");--> statement-breakpoint
CREATE INDEX "routes_updated_ix" ON "routes" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "settings_key_uq" ON "settings" USING btree ("key");--> statement-breakpoint
CREATE INDEX "states_country_ix" ON "states" USING btree ("country_id");--> statement-breakpoint
CREATE UNIQUE INDEX "translations_uq" ON "translations" USING btree ("locale","section","key");--> statement-breakpoint
CREATE UNIQUE INDEX "units_sku_uq" ON "units" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "units_provider_ix" ON "units" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "units_country_ix" ON "units" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "units_updated_ix" ON "units" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email");