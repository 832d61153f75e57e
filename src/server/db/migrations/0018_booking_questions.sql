ALTER TABLE "bookings" ADD COLUMN "answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_types" ADD COLUMN "questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_answers_list" CHECK (jsonb_typeof("bookings"."answers") = 'array');--> statement-breakpoint
ALTER TABLE "meeting_types" ADD CONSTRAINT "meeting_types_questions_list" CHECK (jsonb_typeof("meeting_types"."questions") = 'array' AND jsonb_array_length("meeting_types"."questions") <= 5);