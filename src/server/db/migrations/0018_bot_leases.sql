CREATE TABLE "bot_leases" (
	"bot_id" integer PRIMARY KEY NOT NULL,
	"worker_id" text NOT NULL,
	"fence" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workers" (
	"id" text PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bot_leases" ADD CONSTRAINT "bot_leases_bot_id_robots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."robots"("id") ON DELETE cascade ON UPDATE no action;