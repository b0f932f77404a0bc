CREATE TABLE "booking_travellers" (
	"booking_id" text NOT NULL,
	"position" integer NOT NULL,
	"category" text NOT NULL,
	"full_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"gender" text NOT NULL,
	"document_type" text NOT NULL,
	"document_number" text,
	"document_last4" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_travellers_booking_id_position_pk" PRIMARY KEY("booking_id","position"),
	CONSTRAINT "booking_travellers_category" CHECK ("booking_travellers"."category" in ('adult', 'child', 'infant')),
	CONSTRAINT "booking_travellers_document" CHECK ("booking_travellers"."document_type" in ('nid', 'passport', 'birth'))
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"max_uses" integer,
	"per_customer" integer,
	"package_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_travellers" integer,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "promo_codes_kind" CHECK ("promo_codes"."kind" in ('percent', 'amount')),
	CONSTRAINT "promo_codes_value" CHECK ("promo_codes"."value" >= 1 and ("promo_codes"."kind" <> 'percent' or "promo_codes"."value" <= 100)),
	CONSTRAINT "promo_codes_limits" CHECK (("promo_codes"."max_uses" is null or "promo_codes"."max_uses" >= 1) and ("promo_codes"."per_customer" is null or "promo_codes"."per_customer" >= 1) and ("promo_codes"."min_travellers" is null or "promo_codes"."min_travellers" >= 1)),
	CONSTRAINT "promo_codes_dates" CHECK ("promo_codes"."valid_from" is null or "promo_codes"."valid_to" is null or "promo_codes"."valid_from" <= "promo_codes"."valid_to")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "party" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "seats" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "price_breakdown" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "promo_code_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pickup_point" jsonb;--> statement-breakpoint
ALTER TABLE "departures" ADD COLUMN "pickup_points" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_packages" ADD COLUMN "price_categories" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_packages" ADD COLUMN "infants_take_seat" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_packages" ADD COLUMN "requires_traveller_details" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_packages" ADD COLUMN "traveller_details_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_travellers" ADD CONSTRAINT "booking_travellers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_promo_idx" ON "bookings" USING btree ("promo_code_id","user_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_discount" CHECK ("bookings"."discount" >= 0);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_seats" CHECK ("bookings"."seats" is null or ("bookings"."seats" >= 0 and "bookings"."seats" <= "bookings"."travellers"));