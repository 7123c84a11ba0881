CREATE TABLE "replay_signatures" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "replay_signatures_expires_at_idx" ON "replay_signatures" USING btree ("expires_at");