CREATE TABLE "blog_translations" (
	"blog_id" text NOT NULL,
	"lang" text NOT NULL,
	"title" text,
	"sub_title" text,
	"tag" text,
	"message" text,
	"author_message" text,
	"blog_description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_translations_blog_id_lang_pk" PRIMARY KEY("blog_id","lang"),
	CONSTRAINT "blog_translations_lang" CHECK ("blog_translations"."lang" <> 'en')
);
--> statement-breakpoint
CREATE TABLE "tour_package_translations" (
	"package_id" text NOT NULL,
	"lang" text NOT NULL,
	"name" text,
	"package_name" text,
	"region" text,
	"overview" text,
	"caption1" text,
	"caption2" text,
	"caption3" text,
	"caption4" text,
	"meeting_point" text,
	"plan" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_package_translations_package_id_lang_pk" PRIMARY KEY("package_id","lang"),
	CONSTRAINT "tour_package_translations_lang" CHECK ("tour_package_translations"."lang" <> 'en')
);
--> statement-breakpoint
CREATE TABLE "upcoming_event_translations" (
	"event_id" text NOT NULL,
	"lang" text NOT NULL,
	"name" text,
	"message" text,
	"short_description" text,
	"description" text,
	"event_date" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upcoming_event_translations_event_id_lang_pk" PRIMARY KEY("event_id","lang"),
	CONSTRAINT "upcoming_event_translations_lang" CHECK ("upcoming_event_translations"."lang" <> 'en')
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_translations" ADD CONSTRAINT "blog_translations_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_package_translations" ADD CONSTRAINT "tour_package_translations_package_id_tour_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."tour_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upcoming_event_translations" ADD CONSTRAINT "upcoming_event_translations_event_id_upcoming_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."upcoming_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language" CHECK ("users"."language" in ('en', 'bn'));