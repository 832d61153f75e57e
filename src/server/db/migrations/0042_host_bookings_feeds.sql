-- Each host's own bookings feed (ADR 0088): the meetings they hold, at an address of its own;
-- only the secret's SHA-256 is kept, as for the team's feed (ADR 0077). No row: the feed is off.
CREATE TABLE "host_bookings_feeds" (
	"host_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "host_bookings_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "host_bookings_feeds" ADD CONSTRAINT "host_bookings_feeds_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE cascade ON UPDATE no action;