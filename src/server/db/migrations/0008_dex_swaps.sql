CREATE TABLE "dex_swaps" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"robot_id" integer,
	"task_id" integer,
	"step" integer NOT NULL,
	"tag" text,
	"chain" text NOT NULL,
	"web" text NOT NULL,
	"base" text NOT NULL,
	"quote" text NOT NULL,
	"wallet_id" integer,
	"wallet_address" text NOT NULL,
	"side" text NOT NULL,
	"requested" double precision NOT NULL,
	"base_amount" double precision,
	"quote_amount" double precision,
	"price" double precision,
	"gas_fee" double precision,
	"hash" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "chain_sends" ALTER COLUMN "task_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chain_sends" ADD COLUMN "robot_id" integer;--> statement-breakpoint
ALTER TABLE "dex_swaps" ADD CONSTRAINT "dex_swaps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dex_swaps" ADD CONSTRAINT "dex_swaps_robot_id_robots_id_fk" FOREIGN KEY ("robot_id") REFERENCES "public"."robots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dex_swaps" ADD CONSTRAINT "dex_swaps_task_id_trade_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."trade_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dex_swaps" ADD CONSTRAINT "dex_swaps_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dex_swaps_robot_step" ON "dex_swaps" USING btree ("robot_id","step");--> statement-breakpoint
CREATE UNIQUE INDEX "dex_swaps_task_item" ON "dex_swaps" USING btree ("task_id","step");--> statement-breakpoint
CREATE INDEX "dex_swaps_user_time" ON "dex_swaps" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "dex_swaps_pending" ON "dex_swaps" USING btree ("robot_id") WHERE "dex_swaps"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "chain_sends" ADD CONSTRAINT "chain_sends_robot_id_robots_id_fk" FOREIGN KEY ("robot_id") REFERENCES "public"."robots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chain_sends_robot_step" ON "chain_sends" USING btree ("robot_id","item_index","step");