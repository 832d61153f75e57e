CREATE TABLE "schedule_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"token" uuid DEFAULT gen_random_uuid() NOT NULL,
	CONSTRAINT "schedule_version_one_row" CHECK ("schedule_version"."id" = 1)
);--> statement-breakpoint
INSERT INTO "schedule_version" ("id") VALUES (1);--> statement-breakpoint
-- A new token in every transaction that changes what the slot engine reads (ADR 0086). It runs at
-- COMMIT (deferred), so the row is locked only while a transaction commits — never between its
-- statements, where two writers could each wait on the other — and once per transaction: the
-- transaction-local setting marks it done (and is undone with a rolled-back savepoint).
CREATE FUNCTION "schedule_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('agency.schedule_changed', true) IS DISTINCT FROM 'yes' THEN
    INSERT INTO "schedule_version" ("id") VALUES (1)
      ON CONFLICT ("id") DO UPDATE SET "token" = gen_random_uuid();
    PERFORM set_config('agency.schedule_changed', 'yes', true);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Every table the schedule query (load-schedule.ts) reads; a test holds the two lists together.
DO $$
DECLARE
  watched text;
BEGIN
  FOREACH watched IN ARRAY ARRAY['admin_settings', 'availability_settings', 'blocked_slots',
    'date_specific_hours', 'weekly_breaks', 'bookings', 'calendar_busy_periods', 'meeting_types']
  LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER "schedule_changed" AFTER INSERT OR UPDATE OR DELETE '
      'ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "schedule_changed"()',
      watched);
    EXECUTE format('CREATE TRIGGER "schedule_truncated" AFTER TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION "schedule_changed"()', watched);
  END LOOP;
END $$;
