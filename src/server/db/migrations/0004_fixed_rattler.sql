CREATE TABLE "robot_fills" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bot_id" integer NOT NULL,
	"client_order_id" text NOT NULL,
	"slot" text NOT NULL,
	"web" text NOT NULL,
	"tag" text NOT NULL,
	"side" text NOT NULL,
	"price" double precision NOT NULL,
	"amount" double precision NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "robot_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bot_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"level" text NOT NULL,
	"key" text NOT NULL,
	"params" jsonb
);
--> statement-breakpoint
CREATE TABLE "robot_orders" (
	"client_order_id" text PRIMARY KEY NOT NULL,
	"bot_id" integer NOT NULL,
	"step" integer NOT NULL,
	"slot" text NOT NULL,
	"web" text NOT NULL,
	"symbol" text NOT NULL,
	"tag" text NOT NULL,
	"side" text NOT NULL,
	"type" text NOT NULL,
	"price" double precision,
	"amount" double precision NOT NULL,
	"filled" double precision DEFAULT 0 NOT NULL,
	"average" double precision,
	"status" text NOT NULL,
	"venue_order_id" text,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "robot_state" (
	"bot_id" integer PRIMARY KEY NOT NULL,
	"state" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "robots" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"web" text NOT NULL,
	"base" text NOT NULL,
	"quote" text NOT NULL,
	"second_web" text,
	"params" jsonb NOT NULL,
	"status" text DEFAULT 'stopped' NOT NULL,
	"status_reason" jsonb,
	"start_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	"legal_confirmed_at" timestamp with time zone,
	"orders_count" integer DEFAULT 0 NOT NULL,
	"volume" double precision DEFAULT 0 NOT NULL,
	"realised_profit" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sequence_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"points" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "robot_fills" ADD CONSTRAINT "robot_fills_bot_id_robots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."robots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_logs" ADD CONSTRAINT "robot_logs_bot_id_robots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."robots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_orders" ADD CONSTRAINT "robot_orders_bot_id_robots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."robots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_state" ADD CONSTRAINT "robot_state_bot_id_robots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."robots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robots" ADD CONSTRAINT "robots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_plans" ADD CONSTRAINT "sequence_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "robot_fills_bot" ON "robot_fills" USING btree ("bot_id","at");--> statement-breakpoint
CREATE INDEX "robot_logs_bot" ON "robot_logs" USING btree ("bot_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "robot_orders_bot_step" ON "robot_orders" USING btree ("bot_id","step");--> statement-breakpoint
CREATE INDEX "robot_orders_live" ON "robot_orders" USING btree ("bot_id") WHERE "robot_orders"."status" in ('pending', 'open');--> statement-breakpoint
CREATE INDEX "robots_user" ON "robots" USING btree ("user_id","web","base","quote");--> statement-breakpoint
CREATE INDEX "robots_status" ON "robots" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "sequence_plans_user_name" ON "sequence_plans" USING btree ("user_id","name");