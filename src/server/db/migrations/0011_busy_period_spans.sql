-- A synced busy period always ends after it starts (the ICS reader drops the others); a row that
-- does not is no busy time at all, and would stop the range index below from being built.
DELETE FROM "calendar_busy_periods" WHERE "ends_at" <= "starts_at";--> statement-breakpoint
ALTER TABLE "calendar_busy_periods" ADD CONSTRAINT "calendar_busy_periods_span" CHECK ("calendar_busy_periods"."ends_at" > "calendar_busy_periods"."starts_at");--> statement-breakpoint
-- Every read of busy periods by time is a range overlap on this index (ADR 0080); the
-- btree on (starts_at, ends_at) served two inequalities nothing uses any more.
CREATE INDEX "calendar_busy_periods_span_idx" ON "calendar_busy_periods" USING gist (tstzrange("starts_at", "ends_at"));--> statement-breakpoint
DROP INDEX "calendar_busy_periods_range_idx";
