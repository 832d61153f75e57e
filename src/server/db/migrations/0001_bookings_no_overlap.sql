-- Two confirmed bookings can never overlap in time. Cancelled and completed rows are ignored, so a
-- cancelled slot can be booked again. Only built-in GiST range operators are used, so this works on
-- PGlite and on any PostgreSQL without extensions.
ALTER TABLE "bookings"
  ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist (tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("status" = 'confirmed');
