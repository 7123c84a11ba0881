CREATE TABLE "ignored_versions" (
	"client_id" text NOT NULL,
	"version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ignored_versions_client_id_version_pk" PRIMARY KEY("client_id","version")
);
--> statement-breakpoint
CREATE TABLE "request_error_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"web" text DEFAULT '' NOT NULL,
	"currency_pair" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"param" text DEFAULT '' NOT NULL,
	"result" text DEFAULT '' NOT NULL,
	"http_code" integer NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"interval_ms" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
