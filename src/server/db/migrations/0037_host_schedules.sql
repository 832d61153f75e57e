-- Team scheduling (ADR 0088): each host's own hours, breaks, date hours, blocks, calendars and
-- bookings. Everything that exists moves to the first host, so a one-host site answers exactly as
-- before; a test compares the slots before and after this migration.
ALTER TABLE "hosts" DROP CONSTRAINT "hosts_admin_user_id_admin_users_id_fk";--> statement-breakpoint
ALTER TABLE "hosts" ALTER COLUMN "admin_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "hosts" ADD CONSTRAINT "hosts_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "number" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "hosts_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "hosts" ADD CONSTRAINT "hosts_id_number_unique" UNIQUE("id","number");--> statement-breakpoint
-- The schedule needs an owner before any admin exists (a new site, a test database): an unclaimed
-- first host, which the first super admin claims at boot (ensureFirstHost).
INSERT INTO "hosts" ("name", "slug") SELECT 'Host', 'host' WHERE NOT EXISTS (SELECT 1 FROM "hosts");--> statement-breakpoint
-- Rows written without a host (the seed, fixtures, the single-host admin routes) are the first
-- host's: the oldest.
CREATE FUNCTION first_host_id() RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT "id" FROM "hosts" ORDER BY "created_at", "id" LIMIT 1
$$;--> statement-breakpoint
ALTER TABLE "availability_settings" ADD COLUMN "host_id" uuid DEFAULT first_host_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "availability_settings" DROP CONSTRAINT "availability_settings_day_of_week_unique";--> statement-breakpoint
ALTER TABLE "availability_settings" ADD CONSTRAINT "availability_settings_host_day_unique" UNIQUE("host_id","day_of_week");--> statement-breakpoint
ALTER TABLE "availability_settings" ADD CONSTRAINT "availability_settings_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_breaks" ADD COLUMN "host_id" uuid DEFAULT first_host_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_breaks" ADD CONSTRAINT "weekly_breaks_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_specific_hours" ADD COLUMN "host_id" uuid DEFAULT first_host_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "date_specific_hours" DROP CONSTRAINT "date_specific_hours_pkey";--> statement-breakpoint
ALTER TABLE "date_specific_hours" ADD CONSTRAINT "date_specific_hours_pkey" PRIMARY KEY("host_id","hours_date");--> statement-breakpoint
ALTER TABLE "date_specific_hours" ADD CONSTRAINT "date_specific_hours_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A blocked time without a host blocks the whole team; the ones that exist were the one person's.
-- The UPDATE comes last: it queues the table's deferred schedule_changed trigger, and PostgreSQL
-- refuses to ALTER a table with trigger events pending.
ALTER TABLE "blocked_slots" ADD COLUMN "host_id" uuid;--> statement-breakpoint
ALTER TABLE "blocked_slots" ADD CONSTRAINT "blocked_slots_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
UPDATE "blocked_slots" SET "host_id" = first_host_id();--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD COLUMN "host_id" uuid DEFAULT first_host_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD CONSTRAINT "calendar_connections_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TYPE "public"."meeting_assignment" AS ENUM('round_robin', 'collective');--> statement-breakpoint
ALTER TABLE "meeting_types" ADD COLUMN "host_ids" uuid[] DEFAULT ARRAY[first_host_id()] NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_types" ADD COLUMN "assignment" "meeting_assignment" DEFAULT 'round_robin' NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_types" ADD CONSTRAINT "meeting_types_host_ids" CHECK (cardinality("meeting_types"."host_ids") BETWEEN 1 AND 50 AND array_position("meeting_types"."host_ids", NULL) IS NULL);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "host_id" uuid DEFAULT first_host_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "booking_hosts" (
	"booking_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"host_number" integer NOT NULL,
	"busy_range" "tstzrange" NOT NULL,
	"status" "booking_status" NOT NULL,
	CONSTRAINT "booking_hosts_pkey" PRIMARY KEY("booking_id","host_id")
);
--> statement-breakpoint
ALTER TABLE "booking_hosts" ADD CONSTRAINT "booking_hosts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_hosts" ADD CONSTRAINT "booking_hosts_host_fk" FOREIGN KEY ("host_id", "host_number") REFERENCES "public"."hosts"("id", "number") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_hosts_host_idx" ON "booking_hosts" USING btree ("host_id");--> statement-breakpoint
INSERT INTO "booking_hosts" ("booking_id", "host_id", "host_number", "busy_range", "status")
  SELECT b."id", h."id", h."number", b."busy_range", b."status"
  FROM "bookings" b JOIN "hosts" h ON h."id" = b."host_id";--> statement-breakpoint
-- Two confirmed meetings of one host never overlap, buffers included (what bookings_no_overlap
-- held for the one person). A host's number as a one-number range stands in for equality, which
-- gist gives ranges without the btree_gist extension.
ALTER TABLE "booking_hosts"
  ADD CONSTRAINT "booking_hosts_no_overlap"
  EXCLUDE USING gist (int4range("host_number", "host_number", '[]') WITH &&, "busy_range" WITH &&)
  WHERE ("status" = 'confirmed');--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";--> statement-breakpoint
-- The reads of confirmed bookings by time, which used the old constraint's index.
CREATE INDEX "bookings_busy_range_idx" ON "bookings" USING gist ("busy_range") WHERE ("status" = 'confirmed');--> statement-breakpoint
-- A booking's own host is written with it, and its time, buffers and status are copied to all its
-- hosts' rows whenever they change: no code path can leave the constraint's copy behind.
CREATE FUNCTION booking_hosts_follow_booking() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "booking_hosts" ("booking_id", "host_id", "host_number", "busy_range", "status")
      SELECT NEW."id", h."id", h."number", NEW."busy_range", NEW."status"
      FROM "hosts" h WHERE h."id" = NEW."host_id";
    RETURN NULL;
  END IF;
  IF NEW."host_id" IS DISTINCT FROM OLD."host_id" THEN
    UPDATE "booking_hosts"
      SET "host_id" = NEW."host_id",
          "host_number" = (SELECT "number" FROM "hosts" WHERE "id" = NEW."host_id")
      WHERE "booking_id" = NEW."id" AND "host_id" = OLD."host_id";
  END IF;
  UPDATE "booking_hosts" SET "busy_range" = NEW."busy_range", "status" = NEW."status"
    WHERE "booking_id" = NEW."id"
      AND ("busy_range" IS DISTINCT FROM NEW."busy_range" OR "status" IS DISTINCT FROM NEW."status");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "booking_hosts_on_insert" AFTER INSERT ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION booking_hosts_follow_booking();--> statement-breakpoint
CREATE TRIGGER "booking_hosts_on_update"
  AFTER UPDATE OF "host_id", "starts_at", "ends_at", "buffer_before_minutes", "buffer_after_minutes", "status"
  ON "bookings" FOR EACH ROW EXECUTE FUNCTION booking_hosts_follow_booking();--> statement-breakpoint
-- The schedule query now reads hosts and booking_hosts too (ADR 0086's token).
DO $$
DECLARE
  watched text;
BEGIN
  FOREACH watched IN ARRAY ARRAY['hosts', 'booking_hosts', 'admin_users', 'calendar_connections']
  LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER "schedule_changed" AFTER INSERT OR UPDATE OR DELETE '
      'ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "schedule_changed"()',
      watched);
    EXECUTE format('CREATE TRIGGER "schedule_truncated" AFTER TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION "schedule_changed"()', watched);
  END LOOP;
END $$;
