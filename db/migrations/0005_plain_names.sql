-- Plain names inside (issue 13): the spec's spellings stay in the JSON API only. Renamed, not
-- dropped: the data stays, and the CHECK constraints follow their columns by themselves.
ALTER TABLE "tour_packages" RENAME COLUMN "totaldays" TO "total_days";--> statement-breakpoint
ALTER TABLE "tour_packages" RENAME COLUMN "package_group_peoples" TO "group_size";--> statement-breakpoint
ALTER TABLE "tour_packages" RENAME COLUMN "over_view" TO "overview";--> statement-breakpoint
ALTER TABLE "bookings" RENAME COLUMN "package_group_peoples" TO "group_size";--> statement-breakpoint
ALTER TABLE "bookings" RENAME COLUMN "totaldays" TO "total_days";
