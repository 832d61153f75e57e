CREATE TABLE "meeting_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"buffer_before_minutes" integer DEFAULT 0 NOT NULL,
	"buffer_after_minutes" integer DEFAULT 0 NOT NULL,
	"minimum_notice_minutes" integer,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_types_slug_unique" UNIQUE("slug"),
	CONSTRAINT "meeting_types_duration_range" CHECK ("meeting_types"."duration_minutes" BETWEEN 15 AND 480 AND "meeting_types"."duration_minutes" % 5 = 0),
	CONSTRAINT "meeting_types_buffers_range" CHECK ("meeting_types"."buffer_before_minutes" BETWEEN 0 AND 120 AND "meeting_types"."buffer_after_minutes" BETWEEN 0 AND 120),
	CONSTRAINT "meeting_types_notice_range" CHECK ("meeting_types"."minimum_notice_minutes" IS NULL OR "meeting_types"."minimum_notice_minutes" BETWEEN 0 AND 20160),
	CONSTRAINT "meeting_types_slug_format" CHECK ("meeting_types"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "meeting_types_description_length" CHECK (char_length("meeting_types"."description") <= 300)
);
--> statement-breakpoint
-- The one type every existing booking was: the spec's meeting (ADR 0056).
INSERT INTO "meeting_types" ("name", "slug", "duration_minutes", "description", "sort_order")
VALUES ('Consultation', 'consultation', 60, 'A one-hour call about your project.', 0);
--> statement-breakpoint
-- The default type of a row written without one: the first active type in order.
CREATE FUNCTION default_meeting_type_id() RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT "id" FROM "meeting_types" ORDER BY "active" DESC, "sort_order", "created_at", "id" LIMIT 1
$$;
--> statement-breakpoint
-- The time a booking keeps busy: the meeting plus its buffers, half-open. Whole minutes never
-- depend on the session's time zone, so the function is immutable (as a generated column needs).
CREATE FUNCTION booking_busy_range(starts timestamptz, ends timestamptz, before_minutes integer, after_minutes integer)
RETURNS tstzrange LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT tstzrange(starts - make_interval(mins => before_minutes), ends + make_interval(mins => after_minutes), '[)')
$$;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "meeting_type_id" uuid DEFAULT default_meeting_type_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "buffer_before_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "buffer_after_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "busy_range" tstzrange GENERATED ALWAYS AS (booking_busy_range(starts_at, ends_at, buffer_before_minutes, buffer_after_minutes)) STORED;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_meeting_type_id_meeting_types_id_fk" FOREIGN KEY ("meeting_type_id") REFERENCES "public"."meeting_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_meeting_type_idx" ON "bookings" USING btree ("meeting_type_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_buffers_range" CHECK ("bookings"."buffer_before_minutes" BETWEEN 0 AND 120 AND "bookings"."buffer_after_minutes" BETWEEN 0 AND 120);--> statement-breakpoint
-- Two confirmed bookings can never sit closer than their buffers allow: the constraint compares
-- the buffered ranges (with no buffers, exactly the meetings, as before).
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";--> statement-breakpoint
ALTER TABLE "bookings"
  ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("busy_range" WITH &&)
  WHERE ("status" = 'confirmed');