CREATE TABLE "trade_orders" (
	"client_order_id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"web" text NOT NULL,
	"base" text NOT NULL,
	"quote" text NOT NULL,
	"side" text NOT NULL,
	"type" text NOT NULL,
	"price" double precision,
	"amount" double precision NOT NULL,
	"filled" double precision DEFAULT 0 NOT NULL,
	"average" double precision,
	"status" text NOT NULL,
	"venue_order_id" text,
	"schedule_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_task_items" (
	"task_id" integer NOT NULL,
	"index" integer NOT NULL,
	"client_order_id" text,
	"venue_order_id" text,
	"side" text NOT NULL,
	"price" double precision,
	"amount" double precision NOT NULL,
	"result" text,
	"reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"attempted_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	CONSTRAINT "trade_task_items_task_id_index_pk" PRIMARY KEY("task_id","index")
);
--> statement-breakpoint
CREATE TABLE "trade_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"action" text NOT NULL,
	"web" text NOT NULL,
	"base" text NOT NULL,
	"quote" text NOT NULL,
	"params" jsonb NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"message_key" text,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "trade_orders" ADD CONSTRAINT "trade_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_task_items" ADD CONSTRAINT "trade_task_items_task_id_trade_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."trade_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_tasks" ADD CONSTRAINT "trade_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_orders_user_time" ON "trade_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "trade_orders_live" ON "trade_orders" USING btree ("user_id","web") WHERE "trade_orders"."status" in ('pending', 'open');--> statement-breakpoint
CREATE UNIQUE INDEX "trade_task_items_client_order" ON "trade_task_items" USING btree ("client_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_tasks_code" ON "trade_tasks" USING btree ("code");--> statement-breakpoint
CREATE INDEX "trade_tasks_unfinished" ON "trade_tasks" USING btree ("status") WHERE "trade_tasks"."status" < 2;