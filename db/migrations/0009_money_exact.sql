CREATE TABLE "payment_mismatches" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payment_id" text NOT NULL,
	"refund_id" text,
	"subject_id" text NOT NULL,
	"ours" text NOT NULL,
	"theirs" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "payment_mismatches_kind" CHECK ("payment_mismatches"."kind" in ('amount', 'status', 'unknown-transaction', 'unclear'))
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_status";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_extended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_mismatches" ADD CONSTRAINT "payment_mismatches_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_mismatches" ADD CONSTRAINT "payment_mismatches_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_mismatches_subject_uq" ON "payment_mismatches" USING btree ("subject_id","kind");--> statement-breakpoint
CREATE INDEX "payment_mismatches_open_idx" ON "payment_mismatches" USING btree ("resolved_at","seen_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status" CHECK ("payments"."status" in ('Initiated', 'Unknown', 'Paid', 'Failed', 'Cancelled', 'Held'));--> statement-breakpoint
-- A refund already sent and not yet confirmed was "Pending with submitted_at": it is Processing now.
UPDATE "refunds" SET "status" = 'Processing' WHERE "status" = 'Pending' AND "submitted_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_status" CHECK ("refunds"."status" in ('Pending', 'Sending', 'Processing', 'Unconfirmed', 'Refunded', 'Failed'));