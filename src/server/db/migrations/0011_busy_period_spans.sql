-- A synced busy period always ends after it starts (the ICS reader drops the others); a row that
-- does not is no busy time at all, and would stop the range index below from being built.
DELETE FROM "calendar_busy_periods" WHERE "ends_at" <= "starts_at";--> statement-breakpoint
ALTER TABLE "calendar_busy_periods" ADD CONSTRAINT "calendar_busy_periods_span" CHECK ("calendar_busy_periods"."ends_at" > "calendar_busy_periods"."starts_at");--> statement-breakpoint
-- The slot query's overlap test runs on this index (ADR 0080, session 17).
CREATE INDEX "calendar_busy_periods_span_idx" ON "calendar_busy_periods" USING gist (tstzrange("starts_at", "ends_at"));
