import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import {
  HOST_NAME_MAX_LENGTH,
  HOST_SLUG_PATTERN,
  MEETING_URL_TEMPLATE_MAX_LENGTH,
} from "../../../lib/schemas/host-terms";
import { adminUsers } from "./admin";

/**
 * A consultant who takes meetings (ADR 0088): one per admin user, named on booking pages and in
 * mails, reached by a slug in personal links (`/book?host=<slug>`). A host whose admin user is
 * inactive takes no meetings, whatever `active` says: the SQL function `host_takes_meetings`
 * (migration 0040) is that rule, once. The site's first host exists before any admin does (the
 * migration makes it, unclaimed: no admin user) and the first super admin claims it at boot, so
 * the schedule always has an owner.
 */
export const hosts = pgTable(
  "hosts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null: the first host before the first super admin claims it, or a removed admin's host. */
    adminUserId: uuid("admin_user_id")
      .unique()
      .references(() => adminUsers.id, { onDelete: "set null" }),
    /**
     * A small number of the host's own: the per-host exclusion constraint of booking_hosts
     * compares it as a one-number range, which needs no extension (ADR 0088).
     */
    number: integer("number").notNull().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    active: boolean("active").notNull().default(true),
    /**
     * The host's own meeting link template (`{id}` → the booking's id), for a new booking they
     * hold; null: MEETING_URL_TEMPLATE. Checked by the same rule as that setting.
     */
    meetingUrlTemplate: text("meeting_url_template"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("hosts_id_number_unique").on(t.id, t.number),
    check("hosts_slug_format", sql`${t.slug} ~ ${sql.raw(`'${HOST_SLUG_PATTERN}'`)}`),
    check(
      "hosts_name_length",
      sql`char_length(${t.name}) BETWEEN 1 AND ${sql.raw(String(HOST_NAME_MAX_LENGTH))}`,
    ),
    // The link goes into visitors' mails: never a non-https address, whatever path wrote it.
    check(
      "hosts_meeting_url_template_https",
      sql`${t.meetingUrlTemplate} ~ '^https://' AND char_length(${t.meetingUrlTemplate}) <= ${sql.raw(String(MEETING_URL_TEMPLATE_MAX_LENGTH))}`,
    ),
  ],
);
