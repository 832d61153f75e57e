ALTER TABLE "bookings" ADD COLUMN "guests_invited" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_changes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Guests whose invitation already went out hold it (ADR 0064).
UPDATE "bookings" AS b SET "guests_invited" = b."guests"
WHERE EXISTS (
  SELECT 1 FROM "scheduled_jobs" AS j
  WHERE j."booking_id" = b."id" AND j."kind" = 'booking.guests.invited' AND j."status" = 'done'
);
