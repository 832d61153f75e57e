ALTER TABLE "admin_settings" ADD COLUMN "bookings_feed_token_hash" text;--> statement-breakpoint
ALTER TABLE "admin_settings" ADD COLUMN "bookings_feed_created_at" timestamp with time zone;