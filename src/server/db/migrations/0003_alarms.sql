CREATE TABLE "alarm_firings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"alarm_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"condition" text NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"fired_at" timestamp with time zone NOT NULL,
	"muted" boolean DEFAULT false NOT NULL,
	"deliveries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"robots_stopped" integer
);
--> statement-breakpoint
CREATE TABLE "alarm_user_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"bind_prompt_dismissed_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alarms" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"web" text NOT NULL,
	"web_type" integer DEFAULT 0 NOT NULL,
	"base" text NOT NULL,
	"quote" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"price_above" double precision,
	"price_below" double precision,
	"balance_asset" text DEFAULT '' NOT NULL,
	"balance_below" double precision,
	"jump_percent" double precision,
	"jump_window_minutes" integer DEFAULT 5 NOT NULL,
	"hourly_drop_enabled" boolean DEFAULT false NOT NULL,
	"hourly_drop_percent" double precision,
	"snapshot_drop_enabled" boolean DEFAULT false NOT NULL,
	"snapshot_drop_percent" double precision,
	"arbitrage_bot" boolean DEFAULT false NOT NULL,
	"stop_robots" boolean DEFAULT false NOT NULL,
	"channels" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"dismissed_until" timestamp with time zone,
	"state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_fired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "balance_snapshots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"web" text NOT NULL,
	"base" text NOT NULL,
	"quote" text NOT NULL,
	"base_total" double precision NOT NULL,
	"quote_total" double precision NOT NULL,
	"price" double precision NOT NULL,
	"taken_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"device_id" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "push_vapid_keys" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"public_key" text NOT NULL,
	"private_key_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telegram_bind_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "telegram_poll_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"next_update_id" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alarm_firings" ADD CONSTRAINT "alarm_firings_alarm_id_alarms_id_fk" FOREIGN KEY ("alarm_id") REFERENCES "public"."alarms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_firings" ADD CONSTRAINT "alarm_firings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_user_settings" ADD CONSTRAINT "alarm_user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_snapshots" ADD CONSTRAINT "balance_snapshots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_bind_codes" ADD CONSTRAINT "telegram_bind_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alarm_firings_user" ON "alarm_firings" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "alarm_firings_alarm" ON "alarm_firings" USING btree ("alarm_id","id");--> statement-breakpoint
CREATE INDEX "alarms_user" ON "alarms" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "alarms_status_market" ON "alarms" USING btree ("status","web","base","quote");--> statement-breakpoint
CREATE INDEX "balance_snapshots_market" ON "balance_snapshots" USING btree ("user_id","web","base","quote","taken_at");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "telegram_bind_codes_user" ON "telegram_bind_codes" USING btree ("user_id");