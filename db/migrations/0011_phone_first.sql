CREATE TABLE "sms_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_queue" (
	"id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"kind" text NOT NULL,
	"lang" text NOT NULL,
	"text" text NOT NULL,
	"dedupe_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"unknown_outcome_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"gateway_ref" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_queue_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "sms_queue_status" CHECK ("sms_queue"."status" in ('pending', 'sending', 'sent', 'failed', 'dropped'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_number_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "sms_queue_due_idx" ON "sms_queue" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "sms_queue_phone_idx" ON "sms_queue" USING btree ("phone","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_phone_number_unique" UNIQUE("phone_number");