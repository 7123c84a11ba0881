CREATE TABLE "solana_sends" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"item_index" integer NOT NULL,
	"step" integer NOT NULL,
	"chain" text NOT NULL,
	"fee_payer" text NOT NULL,
	"signature" text NOT NULL,
	"wire" text NOT NULL,
	"last_valid_block_height" bigint NOT NULL,
	"state" text DEFAULT 'sent' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "solana_sends" ADD CONSTRAINT "solana_sends_task_id_trade_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."trade_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "solana_sends_item_step" ON "solana_sends" USING btree ("task_id","item_index","step");