CREATE TABLE "dex_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"web" text NOT NULL,
	"symbol" text NOT NULL,
	"address" text NOT NULL,
	"decimals" integer NOT NULL,
	"quote" text NOT NULL,
	"pair_address" text NOT NULL,
	"fee" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dex_tokens" ADD CONSTRAINT "dex_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dex_tokens_user_web_address_quote" ON "dex_tokens" USING btree ("user_id","web","address","quote");--> statement-breakpoint
CREATE INDEX "dex_tokens_user" ON "dex_tokens" USING btree ("user_id");