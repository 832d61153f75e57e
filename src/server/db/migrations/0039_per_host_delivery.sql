-- Team scheduling's delivery side (ADR 0088): a destination calendar per host, a booking's event
-- written once per host, and the record of reassignments the host mails read.
CREATE TABLE "booking_reassignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"from_host_id" uuid NOT NULL,
	"to_host_id" uuid NOT NULL,
	"by_admin_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_reassignments" ADD CONSTRAINT "booking_reassignments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reassignments" ADD CONSTRAINT "booking_reassignments_from_host_id_hosts_id_fk" FOREIGN KEY ("from_host_id") REFERENCES "public"."hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reassignments" ADD CONSTRAINT "booking_reassignments_to_host_id_hosts_id_fk" FOREIGN KEY ("to_host_id") REFERENCES "public"."hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reassignments" ADD CONSTRAINT "booking_reassignments_by_admin_user_id_admin_users_id_fk" FOREIGN KEY ("by_admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_reassignments_booking_idx" ON "booking_reassignments" USING btree ("booking_id","created_at");--> statement-breakpoint
-- Every event written so far is the booking's own host's: the one destination was theirs.
ALTER TABLE "calendar_booking_events" ADD COLUMN "host_id" uuid;--> statement-breakpoint
UPDATE "calendar_booking_events" e SET "host_id" = b."host_id" FROM "bookings" b WHERE b."id" = e."booking_id";--> statement-breakpoint
ALTER TABLE "calendar_booking_events" ALTER COLUMN "host_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_booking_events" DROP CONSTRAINT "calendar_booking_events_pkey";--> statement-breakpoint
ALTER TABLE "calendar_booking_events" ADD CONSTRAINT "calendar_booking_events_pkey" PRIMARY KEY("booking_id","host_id");--> statement-breakpoint
ALTER TABLE "calendar_booking_events" ADD CONSTRAINT "calendar_booking_events_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One destination per host: the destination names its host, held to the connection's by a
-- foreign key on both columns, and the partial unique index moves from the flag to the host.
ALTER TABLE "calendar_connections" ADD CONSTRAINT "calendar_connections_id_host_unique" UNIQUE("id","host_id");--> statement-breakpoint
ALTER TABLE "calendar_sources" ADD COLUMN "destination_host_id" uuid;--> statement-breakpoint
UPDATE "calendar_sources" s SET "destination_host_id" = c."host_id" FROM "calendar_connections" c WHERE c."id" = s."connection_id" AND s."is_destination";--> statement-breakpoint
ALTER TABLE "calendar_sources" ADD CONSTRAINT "calendar_sources_destination_host_fk" FOREIGN KEY ("connection_id","destination_host_id") REFERENCES "public"."calendar_connections"("id","host_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "calendar_sources" ADD CONSTRAINT "calendar_sources_destination_host" CHECK (("calendar_sources"."destination_host_id" IS NOT NULL) = "calendar_sources"."is_destination");--> statement-breakpoint
DROP INDEX "calendar_sources_one_destination";--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_sources_one_destination_per_host" ON "calendar_sources" USING btree ("destination_host_id") WHERE "calendar_sources"."is_destination";
