ALTER TABLE "webhook_endpoints" ADD COLUMN "display_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The scheme and host of each address stored so far; the boot then encrypts the address itself
-- (src/server/webhooks/webhook-url-at-rest.ts), which SQL cannot: its key comes from AUTH_SECRET.
UPDATE "webhook_endpoints" SET "display_url" = coalesce(substring("url" from '^[A-Za-z][A-Za-z0-9+.-]*://[^/?#]+'), '');
