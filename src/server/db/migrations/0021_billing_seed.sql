CREATE TABLE "billing_seed" (
	"id" integer PRIMARY KEY NOT NULL,
	"sealed" text,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
