-- Each host's own meeting link template (ADR 0088): a new booking the host holds takes its link
-- from it, else from MEETING_URL_TEMPLATE. https only, as that setting, since the link is mailed.
ALTER TABLE "hosts" ADD COLUMN "meeting_url_template" text;--> statement-breakpoint
ALTER TABLE "hosts" ADD CONSTRAINT "hosts_meeting_url_template_https" CHECK ("hosts"."meeting_url_template" ~ '^https://' AND char_length("hosts"."meeting_url_template") <= 500);