CREATE TABLE "departures" (
	"id" text PRIMARY KEY NOT NULL,
	"package_id" text,
	"event_id" text,
	"date" date NOT NULL,
	"seats" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"price" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departures_owner" CHECK (("departures"."package_id" is null) <> ("departures"."event_id" is null)),
	CONSTRAINT "departures_seats" CHECK ("departures"."seats" >= 0 and "departures"."seats_taken" >= 0 and "departures"."seats_taken" <= "departures"."seats"),
	CONSTRAINT "departures_price" CHECK ("departures"."price" is null or "departures"."price" >= 0),
	CONSTRAINT "departures_status" CHECK ("departures"."status" in ('open', 'closed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "waitlist" (
	"id" text PRIMARY KEY NOT NULL,
	"departure_id" text NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"leave_token" text NOT NULL,
	"travellers" integer DEFAULT 1 NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_leave_token_unique" UNIQUE("leave_token"),
	CONSTRAINT "waitlist_travellers" CHECK ("waitlist"."travellers" >= 1)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "departure_id" text;--> statement-breakpoint
ALTER TABLE "departures" ADD CONSTRAINT "departures_package_id_tour_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."tour_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departures" ADD CONSTRAINT "departures_event_id_upcoming_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."upcoming_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist" ADD CONSTRAINT "waitlist_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist" ADD CONSTRAINT "waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "departures_package_date_uq" ON "departures" USING btree ("package_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "departures_event_date_uq" ON "departures" USING btree ("event_id","date");--> statement-breakpoint
CREATE INDEX "departures_date_idx" ON "departures" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_departure_user_uq" ON "waitlist" USING btree ("departure_id","user_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_departure_idx" ON "bookings" USING btree ("departure_id");--> statement-breakpoint
-- Existing events sell their seats on their start date: one departure each, holding the seats of
-- their Pending and Confirmed bookings (never fewer seats than those).
INSERT INTO "departures" ("id", "event_id", "date", "seats", "seats_taken")
SELECT substr(md5(random()::text || e."id"), 1, 20), e."id", e."start_date",
       greatest(e."peoples", coalesce(b."taken", 0)), coalesce(b."taken", 0)
FROM "upcoming_events" e
LEFT JOIN (
  SELECT "event_id", sum("travellers")::int AS "taken" FROM "bookings"
  WHERE "status" IN ('Pending', 'Confirmed') AND "event_id" IS NOT NULL GROUP BY "event_id"
) b ON b."event_id" = e."id"
WHERE e."start_date" IS NOT NULL;--> statement-breakpoint
UPDATE "bookings" SET "departure_id" = d."id" FROM "departures" d
WHERE d."event_id" = "bookings"."event_id" AND "bookings"."event_id" IS NOT NULL;
