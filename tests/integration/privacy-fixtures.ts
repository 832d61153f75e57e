// What the privacy suites (ADR 0074, 0075) empty before each test: every table that can hold a
// copy of a person's details.
import type { Database } from "@/server/db";
import {
  auditLog,
  bookings,
  calendarConnections,
  enquiries,
  rateLimitBuckets,
  scheduledJobs,
  webhookDeliveries,
  webhookEndpoints,
} from "@/server/db/schema";

export async function clearPersonData(db: Database) {
  for (const table of [auditLog, webhookDeliveries, webhookEndpoints, enquiries, rateLimitBuckets])
    await db.delete(table);
  await db.delete(calendarConnections);
  await db.delete(scheduledJobs);
  await db.delete(bookings);
}
