CREATE TABLE "risk_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"web" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"margin_ratio_above" double precision,
	"loss_above" double precision,
	"exposure_above" double precision,
	"channels" text NOT NULL,
	"state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_fired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "risk_users" ADD CONSTRAINT "risk_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "risk_users_user_web" ON "risk_users" USING btree ("user_id","web");