import "server-only";
import { and, eq, inArray, notLike, or, type SQL, sql } from "drizzle-orm";
import { ERASED } from "@/lib/schemas/privacy";
import { scheduleCalendarWrite } from "@/server/calendars/calendar-jobs";
import type { Database } from "@/server/db";
import {
  auditLog,
  bookings,
  calendarBookingEvents,
  enquiries,
  scheduledJobs,
} from "@/server/db/schema";

// The one way a record loses a person's details, shared by an erasure request (person-data.ts,
// ADR 0074) and the retention period (retention.ts, ADR 0075): the record stays, with its time,
// type, status, no-show mark and campaign (so Insights' counts stand), and nothing that names or
// reaches anyone.

/** Not erased already: an erased record is never counted or rewritten again. */
export const notErased = (column: typeof bookings.email | typeof enquiries.email) =>
  sql`${column} <> ${ERASED.email}`;

/** Bookings matching `where` lose every detail about the people in them; returns their ids. */
export async function anonymiseBookings(tx: Database, where: SQL, now: Date): Promise<string[]> {
  const rows = await tx
    .update(bookings)
    .set({
      firstName: ERASED.name,
      lastName: "",
      email: ERASED.email,
      website: "",
      contactNumber: "",
      notes: "",
      answers: [],
      guests: [],
      guestsInvited: [],
      staffNotes: "",
      cancellationReason: sql`CASE WHEN ${bookings.cancellationReason} IS NULL THEN NULL ELSE '' END`,
      manageTokenHash: null,
      updatedAt: now,
    })
    .where(where)
    .returning({ id: bookings.id });
  return rows.map((row) => row.id);
}

/** Enquiries matching `where` lose the sender's name, address, company, message and notes. */
export async function anonymiseEnquiries(tx: Database, where: SQL): Promise<string[]> {
  const rows = await tx
    .update(enquiries)
    .set({ name: ERASED.name, email: ERASED.email, company: "", message: "", staffNotes: "" })
    .where(where)
    .returning({ id: enquiries.id });
  return rows.map((row) => row.id);
}

/**
 * Audit entries about those records (and any `also` matches) keep who did what and when, and
 * lose the before and after, which quote the details. Returns how many were emptied.
 */
export async function redactAuditEntries(
  tx: Database,
  records: string[],
  also?: SQL,
): Promise<number> {
  const about = or(records.length > 0 ? inArray(auditLog.entityId, records) : undefined, also);
  if (!about) return 0;
  const rows = await tx
    .update(auditLog)
    .set({ before: null, after: { erased: true } })
    .where(about)
    .returning({ id: auditLog.id });
  return rows.length;
}

/**
 * Their records' jobs: errors (which can quote an address) cleared, mails still to go cancelled.
 * Calendar jobs run on: a pending removal takes a cancelled meeting's event out of the calendar.
 */
export async function eraseFromJobs(tx: Database, bookingIds: string[], enquiryIds: string[]) {
  const theirs = or(
    bookingIds.length > 0 ? inArray(scheduledJobs.bookingId, bookingIds) : undefined,
    enquiryIds.length > 0 ? inArray(scheduledJobs.enquiryId, enquiryIds) : undefined,
  );
  if (!theirs) return;
  await tx.update(scheduledJobs).set({ lastError: null }).where(theirs);
  await tx
    .update(scheduledJobs)
    .set({ status: "cancelled" })
    .where(
      and(theirs, eq(scheduledJobs.status, "pending"), notLike(scheduledJobs.kind, "calendar.%")),
    );
}

/** The team's calendar copies of those meetings: rewritten from the erased rows. */
export async function rewriteCalendarCopies(tx: Database, bookingIds: string[], now: Date) {
  if (bookingIds.length === 0) return;
  const written = await tx
    .select({ id: calendarBookingEvents.bookingId })
    .from(calendarBookingEvents)
    .where(inArray(calendarBookingEvents.bookingId, bookingIds));
  for (const { id } of written) await scheduleCalendarWrite(tx, id, now);
}
