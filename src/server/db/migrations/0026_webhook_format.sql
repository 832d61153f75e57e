CREATE TYPE "public"."webhook_format" AS ENUM('standard', 'chat');--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "format" "webhook_format" DEFAULT 'standard' NOT NULL;