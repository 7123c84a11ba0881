CREATE TABLE "demo_venue_bindings" (
	"web" text NOT NULL,
	"user_id" integer NOT NULL,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_venue_bindings_web_user_id_pk" PRIMARY KEY("web","user_id")
);
--> statement-breakpoint
CREATE TABLE "exchange_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"web" text NOT NULL,
	"remark" text NOT NULL,
	"api_key_masked" text DEFAULT '' NOT NULL,
	"credentials_sealed" text NOT NULL,
	"fields_set" text DEFAULT '' NOT NULL,
	"ip_whitelist" text DEFAULT '' NOT NULL,
	"withdraw_enabled" boolean,
	"status" text DEFAULT 'unchecked' NOT NULL,
	"status_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourite_pairs" (
	"user_id" integer NOT NULL,
	"web" text NOT NULL,
	"web_type" integer NOT NULL,
	"base" text NOT NULL,
	"quote" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_pairs_user_id_web_web_type_base_quote_pk" PRIMARY KEY("user_id","web","web_type","base","quote")
);
--> statement-breakpoint
ALTER TABLE "demo_venue_bindings" ADD CONSTRAINT "demo_venue_bindings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_accounts" ADD CONSTRAINT "exchange_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_pairs" ADD CONSTRAINT "favourite_pairs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_accounts_user_web" ON "exchange_accounts" USING btree ("user_id","web");--> statement-breakpoint
CREATE INDEX "favourite_pairs_user" ON "favourite_pairs" USING btree ("user_id","created_at");