CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admins" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admins_email_shape" CHECK (position('@' in "admins"."email") > 1)
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" text PRIMARY KEY NOT NULL,
	"actor_user_id" text,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_comments" (
	"id" text PRIMARY KEY NOT NULL,
	"blog_id" text NOT NULL,
	"user_id" text,
	"commentor_name" text NOT NULL,
	"commentor_photo" text DEFAULT '' NOT NULL,
	"comment_message" text NOT NULL,
	"comment_time" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	CONSTRAINT "blog_comments_not_blank" CHECK (length(trim("blog_comments"."comment_message")) > 0 and length(trim("blog_comments"."commentor_name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"sub_title" text DEFAULT '' NOT NULL,
	"tag" text DEFAULT '' NOT NULL,
	"photo" text DEFAULT '' NOT NULL,
	"date" date NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"author_name" text NOT NULL,
	"author_message" text DEFAULT '' NOT NULL,
	"author_photo" text DEFAULT '' NOT NULL,
	"blog_description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blogs_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "booking_history" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"changed_by" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"user_id" text NOT NULL,
	"log_in_email" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"card_name" text NOT NULL,
	"card_brand" text NOT NULL,
	"card_last4" text NOT NULL,
	"card_expiry" text NOT NULL,
	"package_id" text,
	"event_id" text,
	"name" text NOT NULL,
	"package_name" text DEFAULT '' NOT NULL,
	"display_photo" text NOT NULL,
	"package_group_peoples" integer NOT NULL,
	"package_present_price" integer NOT NULL,
	"totaldays" integer NOT NULL,
	"travel_date" date NOT NULL,
	"travellers" integer NOT NULL,
	"total_price" integer NOT NULL,
	"advance_due" integer NOT NULL,
	"cancellation_charge" integer,
	"refund_amount" integer,
	"cancelled_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status" CHECK ("bookings"."status" in ('Pending', 'Confirmed', 'Completed', 'Cancelled')),
	CONSTRAINT "bookings_travellers" CHECK ("bookings"."travellers" >= 1 and "bookings"."travellers" <= "bookings"."package_group_peoples"),
	CONSTRAINT "bookings_money" CHECK ("bookings"."total_price" >= 0 and "bookings"."advance_due" >= 0 and "bookings"."package_present_price" >= 0),
	CONSTRAINT "bookings_card_last4" CHECK ("bookings"."card_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_kind" CHECK ("messages"."kind" in ('contactUs', 'touchInTouch'))
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" numeric NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "subscribers" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"package_name" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"display_photo" text NOT NULL,
	"totaldays" integer NOT NULL,
	"stay_plan_days" integer NOT NULL,
	"stay_plan_night" integer NOT NULL,
	"package_group_peoples" integer NOT NULL,
	"package_present_price" integer NOT NULL,
	"pre_package_price" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'Available' NOT NULL,
	"over_view" text DEFAULT '' NOT NULL,
	"slider1" text DEFAULT '' NOT NULL,
	"slider2" text DEFAULT '' NOT NULL,
	"slider3" text DEFAULT '' NOT NULL,
	"slider4" text DEFAULT '' NOT NULL,
	"caption1" text DEFAULT '' NOT NULL,
	"caption2" text DEFAULT '' NOT NULL,
	"caption3" text DEFAULT '' NOT NULL,
	"caption4" text DEFAULT '' NOT NULL,
	"search_terms" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_packages_slug_unique" UNIQUE("slug"),
	CONSTRAINT "tour_packages_days" CHECK ("tour_packages"."totaldays" >= 1 and "tour_packages"."stay_plan_days" >= 1 and "tour_packages"."stay_plan_night" >= 0),
	CONSTRAINT "tour_packages_people" CHECK ("tour_packages"."package_group_peoples" >= 1),
	CONSTRAINT "tour_packages_prices" CHECK ("tour_packages"."package_present_price" >= 0 and "tour_packages"."pre_package_price" >= 0),
	CONSTRAINT "tour_packages_discount" CHECK ("tour_packages"."discount" between 0 and 100),
	CONSTRAINT "tour_packages_rating" CHECK ("tour_packages"."rating" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "tour_plan_days" (
	"package_id" text NOT NULL,
	"position" integer NOT NULL,
	"day" text NOT NULL,
	"describe" text NOT NULL,
	CONSTRAINT "tour_plan_days_package_id_position_pk" PRIMARY KEY("package_id","position"),
	CONSTRAINT "tour_plan_days_position" CHECK ("tour_plan_days"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "upcoming_events" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"message" text NOT NULL,
	"short_description" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"present_price" integer NOT NULL,
	"previous_price" integer NOT NULL,
	"days" integer NOT NULL,
	"nights" integer NOT NULL,
	"event_date" text NOT NULL,
	"start_date" date,
	"end_date" date,
	"peoples" integer NOT NULL,
	"display_photo" text DEFAULT '' NOT NULL,
	"package_id" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upcoming_events_slug_unique" UNIQUE("slug"),
	CONSTRAINT "upcoming_events_prices" CHECK ("upcoming_events"."present_price" >= 0 and "upcoming_events"."previous_price" >= 0),
	CONSTRAINT "upcoming_events_days" CHECK ("upcoming_events"."days" >= 1 and "upcoming_events"."nights" >= 0),
	CONSTRAINT "upcoming_events_people" CHECK ("upcoming_events"."peoples" >= 1),
	CONSTRAINT "upcoming_events_dates" CHECK ("upcoming_events"."end_date" is null or "upcoming_events"."start_date" is null or "upcoming_events"."end_date" >= "upcoming_events"."start_date")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_comments" ADD CONSTRAINT "blog_comments_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_comments" ADD CONSTRAINT "blog_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_history" ADD CONSTRAINT "booking_history_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_history" ADD CONSTRAINT "booking_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_package_id_tour_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."tour_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_event_id_upcoming_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."upcoming_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_plan_days" ADD CONSTRAINT "tour_plan_days_package_id_tour_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."tour_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upcoming_events" ADD CONSTRAINT "upcoming_events_package_id_tour_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."tour_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "admins_email_lower_uq" ON "admins" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "blog_comments_blog_idx" ON "blog_comments" USING btree ("blog_id","comment_time");--> statement-breakpoint
CREATE INDEX "blogs_order_idx" ON "blogs" USING btree ("position","created_at");--> statement-breakpoint
CREATE INDEX "blogs_tag_idx" ON "blogs" USING btree ("tag");--> statement-breakpoint
CREATE INDEX "booking_history_booking_idx" ON "booking_history" USING btree ("booking_id","changed_at");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_idempotency_uq" ON "bookings" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "messages_kind_idx" ON "messages" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscribers_email_lower_uq" ON "subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "tour_packages_order_idx" ON "tour_packages" USING btree ("position","created_at");--> statement-breakpoint
CREATE INDEX "upcoming_events_order_idx" ON "upcoming_events" USING btree ("position","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");