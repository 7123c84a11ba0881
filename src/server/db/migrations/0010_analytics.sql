CREATE TABLE "asset_snapshots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"source_type" text NOT NULL,
	"source" text NOT NULL,
	"asset" text NOT NULL,
	"amount" double precision NOT NULL,
	"price_usdt" double precision,
	"value_usdt" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_hourly" (
	"user_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"web" text NOT NULL,
	"base" text NOT NULL,
	"quote" text NOT NULL,
	"bot_id" integer DEFAULT 0 NOT NULL,
	"kind" text DEFAULT '' NOT NULL,
	"buy_amount" double precision DEFAULT 0 NOT NULL,
	"buy_volume" double precision DEFAULT 0 NOT NULL,
	"sell_amount" double precision DEFAULT 0 NOT NULL,
	"sell_volume" double precision DEFAULT 0 NOT NULL,
	"fills" integer DEFAULT 0 NOT NULL,
	"fees" double precision DEFAULT 0 NOT NULL,
	"realised_profit" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "trade_hourly_user_id_hour_web_base_quote_bot_id_pk" PRIMARY KEY("user_id","hour","web","base","quote","bot_id")
);
--> statement-breakpoint
ALTER TABLE "robot_fills" ADD COLUMN "fee" double precision;--> statement-breakpoint
ALTER TABLE "robot_fills" ADD COLUMN "fee_asset" text;--> statement-breakpoint
ALTER TABLE "asset_snapshots" ADD CONSTRAINT "asset_snapshots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_hourly" ADD CONSTRAINT "trade_hourly_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_snapshots_user_time" ON "asset_snapshots" USING btree ("user_id","taken_at");--> statement-breakpoint
CREATE INDEX "asset_snapshots_time" ON "asset_snapshots" USING btree ("taken_at");