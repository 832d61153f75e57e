CREATE TABLE "weekly_breaks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"days" smallint[] NOT NULL,
	"start_time" varchar(5) NOT NULL,
	"end_time" varchar(5) NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_breaks_days" CHECK (cardinality("weekly_breaks"."days") BETWEEN 1 AND 7 AND "weekly_breaks"."days" <@ ARRAY[0, 1, 2, 3, 4, 5, 6]::smallint[]),
	CONSTRAINT "weekly_breaks_start_time_format" CHECK ("weekly_breaks"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "weekly_breaks_end_time_format" CHECK ("weekly_breaks"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "weekly_breaks_end_after_start" CHECK ("weekly_breaks"."end_time" > "weekly_breaks"."start_time")
);
