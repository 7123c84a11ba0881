CREATE TABLE "chain_sends" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"item_index" integer NOT NULL,
	"step" integer NOT NULL,
	"chain" text NOT NULL,
	"from_address" text NOT NULL,
	"nonce" integer NOT NULL,
	"hash" text NOT NULL,
	"raw" text NOT NULL,
	"state" text DEFAULT 'sent' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holder_remarks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"chain" text NOT NULL,
	"token" text NOT NULL,
	"address" text NOT NULL,
	"remark" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holder_scans" (
	"chain" text NOT NULL,
	"token" text NOT NULL,
	"symbol" text NOT NULL,
	"decimals" integer NOT NULL,
	"from_block" bigint NOT NULL,
	"to_block" bigint NOT NULL,
	CONSTRAINT "holder_scans_chain_token_pk" PRIMARY KEY("chain","token")
);
--> statement-breakpoint
CREATE TABLE "token_holders" (
	"chain" text NOT NULL,
	"token" text NOT NULL,
	"address" text NOT NULL,
	"balance" numeric(78, 0) NOT NULL,
	"updated_block" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "token_holders_chain_token_address_pk" PRIMARY KEY("chain","token","address")
);
--> statement-breakpoint
CREATE TABLE "wallet_balances" (
	"wallet_id" integer NOT NULL,
	"token" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_balances_wallet_id_token_pk" PRIMARY KEY("wallet_id","token")
);
--> statement-breakpoint
CREATE TABLE "wallet_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"chain" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_seeds" (
	"user_id" integer NOT NULL,
	"chain" text NOT NULL,
	"sealed_mnemonic" text NOT NULL,
	"next_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_seeds_user_id_chain_pk" PRIMARY KEY("user_id","chain")
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"chain" text NOT NULL,
	"role" text NOT NULL,
	"address" text NOT NULL,
	"sealed_key" text NOT NULL,
	"source" text NOT NULL,
	"derivation_index" integer,
	"group_id" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"ordering" boolean DEFAULT true NOT NULL,
	"restriction" text DEFAULT 'unlimited' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trade_task_items" ADD COLUMN "intent" jsonb;--> statement-breakpoint
ALTER TABLE "chain_sends" ADD CONSTRAINT "chain_sends_task_id_trade_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."trade_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holder_remarks" ADD CONSTRAINT "holder_remarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_balances" ADD CONSTRAINT "wallet_balances_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_groups" ADD CONSTRAINT "wallet_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_seeds" ADD CONSTRAINT "wallet_seeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_group_id_wallet_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."wallet_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chain_sends_item_step" ON "chain_sends" USING btree ("task_id","item_index","step");--> statement-breakpoint
CREATE INDEX "chain_sends_sender" ON "chain_sends" USING btree ("chain","from_address","nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "holder_remarks_key" ON "holder_remarks" USING btree ("user_id","chain","token","address");--> statement-breakpoint
CREATE INDEX "token_holders_rank" ON "token_holders" USING btree ("chain","token","balance");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_groups_user_chain_name" ON "wallet_groups" USING btree ("user_id","chain","name");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_user_chain_address" ON "wallets" USING btree ("user_id","chain","address");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_one_main" ON "wallets" USING btree ("user_id","chain") WHERE "wallets"."role" = 'main';--> statement-breakpoint
CREATE INDEX "wallets_user_chain_group" ON "wallets" USING btree ("user_id","chain","group_id");