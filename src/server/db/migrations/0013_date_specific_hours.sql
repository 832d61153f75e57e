CREATE TABLE "date_specific_hours" (
	"hours_date" date PRIMARY KEY NOT NULL,
	"start_time" varchar(5) NOT NULL,
	"end_time" varchar(5) NOT NULL,
	"slot_duration" integer DEFAULT 60 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "date_hours_slot_duration_step" CHECK ("date_specific_hours"."slot_duration" BETWEEN 15 AND 480 AND "date_specific_hours"."slot_duration" % 15 = 0),
	CONSTRAINT "date_hours_start_time_format" CHECK ("date_specific_hours"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "date_hours_end_time_format" CHECK ("date_specific_hours"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "date_hours_end_after_start" CHECK ("date_specific_hours"."end_time" > "date_specific_hours"."start_time")
);
