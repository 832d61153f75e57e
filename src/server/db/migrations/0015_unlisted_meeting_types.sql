ALTER TABLE "meeting_types" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- A row written without a type takes the default, as the app picks it: the first active type
-- listed on /book (ADR 0056), then any active one.
CREATE OR REPLACE FUNCTION default_meeting_type_id() RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT "id" FROM "meeting_types"
  ORDER BY "active" DESC, ("active" AND "listed") DESC, "sort_order", "created_at", "id" LIMIT 1
$$;
