ALTER TABLE "bookings" ADD COLUMN "staff_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "staff_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_staff_notes_length" CHECK (char_length("bookings"."staff_notes") <= 2000);--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_staff_notes_length" CHECK (char_length("enquiries"."staff_notes") <= 2000);