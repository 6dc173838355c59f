CREATE TABLE "campaign_billing_countries" (
	"campaign_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"billing_form" text NOT NULL,
	"tax_id" text DEFAULT '' NOT NULL,
	"business_name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_billing_countries_campaign_id_country_id_pk" PRIMARY KEY("campaign_id","country_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_costs" (
	"campaign_id" integer NOT NULL,
	"kind" text NOT NULL,
	"concept" text DEFAULT '' NOT NULL,
	"amount_minor" bigint NOT NULL,
	"updated_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_costs_campaign_id_kind_pk" PRIMARY KEY("campaign_id","kind")
);
--> statement-breakpoint
CREATE TABLE "credit_lines" (
	"client_id" integer NOT NULL,
	"currency" text NOT NULL,
	"limit_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_lines_client_id_currency_pk" PRIMARY KEY("client_id","currency")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_by_id" integer NOT NULL,
	"provider_ref" text DEFAULT '' NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"bank_reference" text,
	"concept" text DEFAULT '' NOT NULL,
	"decline_code" text,
	"removed_at" timestamp with time zone,
	"removed_by_id" integer,
	"removed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_billing_countries" ADD CONSTRAINT "campaign_billing_countries_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_billing_countries" ADD CONSTRAINT "campaign_billing_countries_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_costs" ADD CONSTRAINT "campaign_costs_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_costs" ADD CONSTRAINT "campaign_costs_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_lines" ADD CONSTRAINT "credit_lines_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_removed_by_id_users_id_fk" FOREIGN KEY ("removed_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_key_ux" ON "payments" USING btree ("created_by_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_campaign_ix" ON "payments" USING btree ("campaign_id");