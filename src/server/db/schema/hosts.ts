import { sql } from "drizzle-orm";
import { boolean, check, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { HOST_NAME_MAX_LENGTH, HOST_SLUG_PATTERN } from "../../../lib/schemas/host-terms";
import { adminUsers } from "./admin";

/**
 * A consultant who takes meetings (ADR 0088): one per admin user, named on booking pages and in
 * mails, reached by a slug in personal links (`/book?host=<slug>`). A host whose admin user is
 * inactive takes no meetings, whatever `active` says.
 */
export const hosts = pgTable(
  "hosts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminUserId: uuid("admin_user_id")
      .notNull()
      .unique()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("hosts_slug_format", sql`${t.slug} ~ ${sql.raw(`'${HOST_SLUG_PATTERN}'`)}`),
    check(
      "hosts_name_length",
      sql`char_length(${t.name}) BETWEEN 1 AND ${sql.raw(String(HOST_NAME_MAX_LENGTH))}`,
    ),
  ],
);
