CREATE TYPE "public"."calendar_kind" AS ENUM('ics', 'caldav');--> statement-breakpoint
CREATE TABLE "calendar_booking_events" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"connection_id" uuid,
	"calendar_url" text NOT NULL,
	"href" text NOT NULL,
	"etag" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_busy_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"connection_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "calendar_kind" NOT NULL,
	"name" text NOT NULL,
	"secret" text NOT NULL,
	"display_url" text NOT NULL,
	"username" text,
	"etag" text,
	"last_modified" text,
	"last_synced_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"last_error" text,
	"stale_notice_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"connection_id" uuid NOT NULL,
	"url" text NOT NULL,
	"display_name" text NOT NULL,
	"can_write" boolean DEFAULT true NOT NULL,
	"is_busy" boolean DEFAULT true NOT NULL,
	"is_destination" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scheduled_jobs" ADD COLUMN "calendar_id" uuid;--> statement-breakpoint
ALTER TABLE "calendar_booking_events" ADD CONSTRAINT "calendar_booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_booking_events" ADD CONSTRAINT "calendar_booking_events_connection_id_calendar_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."calendar_connections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_busy_periods" ADD CONSTRAINT "calendar_busy_periods_connection_id_calendar_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."calendar_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_sources" ADD CONSTRAINT "calendar_sources_connection_id_calendar_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."calendar_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_busy_periods_range_idx" ON "calendar_busy_periods" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "calendar_busy_periods_connection_idx" ON "calendar_busy_periods" USING btree ("connection_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_sources_url_unique" ON "calendar_sources" USING btree ("connection_id","url");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_sources_one_destination" ON "calendar_sources" USING btree ("is_destination") WHERE "calendar_sources"."is_destination";--> statement-breakpoint
ALTER TABLE "scheduled_jobs" ADD CONSTRAINT "scheduled_jobs_calendar_id_calendar_connections_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendar_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_jobs_kind_calendar_unique" ON "scheduled_jobs" USING btree ("kind","calendar_id");