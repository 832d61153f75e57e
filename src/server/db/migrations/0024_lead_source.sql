ALTER TABLE "bookings" ADD COLUMN "lead_source" jsonb;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "lead_source" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lead_source_object" CHECK (jsonb_typeof("bookings"."lead_source") = 'object');--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_lead_source_object" CHECK (jsonb_typeof("enquiries"."lead_source") = 'object');