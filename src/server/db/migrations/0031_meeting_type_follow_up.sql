ALTER TABLE "meeting_types" ADD COLUMN "follow_up_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_types" ADD COLUMN "follow_up_hours" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_types" ADD CONSTRAINT "meeting_types_follow_up_length" CHECK (char_length("meeting_types"."follow_up_message") <= 2000);--> statement-breakpoint
ALTER TABLE "meeting_types" ADD CONSTRAINT "meeting_types_follow_up_hours_range" CHECK ("meeting_types"."follow_up_hours" BETWEEN 1 AND 168);