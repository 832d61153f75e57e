CREATE TABLE "hosts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hosts_admin_user_id_unique" UNIQUE("admin_user_id"),
	CONSTRAINT "hosts_slug_unique" UNIQUE("slug"),
	CONSTRAINT "hosts_slug_format" CHECK ("hosts"."slug" ~ '^[a-z0-9](?:[a-z0-9-]{0,48}[a-z0-9])?$'),
	CONSTRAINT "hosts_name_length" CHECK (char_length("hosts"."name") BETWEEN 1 AND 100)
);
--> statement-breakpoint
ALTER TABLE "hosts" ADD CONSTRAINT "hosts_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;