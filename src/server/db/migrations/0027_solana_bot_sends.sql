ALTER TABLE "solana_sends" ALTER COLUMN "task_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "solana_sends" ADD COLUMN "robot_id" integer;--> statement-breakpoint
ALTER TABLE "solana_sends" ADD CONSTRAINT "solana_sends_robot_id_robots_id_fk" FOREIGN KEY ("robot_id") REFERENCES "public"."robots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "solana_sends_robot_step" ON "solana_sends" USING btree ("robot_id","item_index","step");