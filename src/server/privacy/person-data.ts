import "server-only";
import { and, eq, inArray, notLike, or, type SQL, sql } from "drizzle-orm";
import {
  ERASED,
  type ErasureSummary,
  type PersonData,
  type PersonExport,
  type PersonRequest,
} from "@/lib/schemas/privacy";
import { type AuditActor, recordAudit } from "@/server/audit/record-audit";
import { lockBookingAddress } from "@/server/bookings/booking-locks";
import { bookingsMadeBy } from "@/server/bookings/list-bookings";
import { scheduleCalendarWrite } from "@/server/calendars/calendar-jobs";
import type { Database } from "@/server/db";
import { sameAddress } from "@/server/db/same-address";
import {
  auditLog,
  bookings,
  calendarBookingEvents,
  enquiries,
  meetingTypes,
  rateLimitBuckets,
  scheduledJobs,
  webhookDeliveries,
} from "@/server/db/schema";
import { enquiriesFrom } from "@/server/enquiries/list-enquiries";
import { ActionError } from "@/server/http/action-result";
import { recordWebhookEvent } from "@/server/webhooks/record-event";
import { type WebhookConfig, webhookConfigFromEnv } from "@/server/webhooks/webhook-config";
import { sendWebhooksNow } from "@/server/webhooks/webhook-jobs";

// A person's data, found and erased by the address they gave (ADR 0074): the bookings they made
// and the ones they were a guest on, their enquiries, and every copy of their details the site
// keeps beside them (audit entries, webhook bodies, job errors, rate-limit keys).

const asGuest = (email: string) =>
  sql`(${email} = ANY(${bookings.guests}) OR ${email} = ANY(${bookings.guestsInvited}))`;
/** A text (a JSON body, an error) that names the address anywhere, case aside. */
const names = (text: SQL, email: string) => sql`position(${email} in lower(${text})) > 0`;

/** What the site holds about one address: its bookings, guest places and enquiries. */
export async function findPersonData(
  db: Database,
  { email }: PersonRequest,
  now: Date,
): Promise<PersonData> {
  const made = await db
    .select({ status: bookings.status, startsAt: bookings.startsAt, endsAt: bookings.endsAt })
    .from(bookings)
    .where(sameAddress(bookings.email, email))
    .orderBy(bookings.startsAt);
  return {
    email,
    bookings: made.length,
    upcoming: made
      .filter((b) => b.status === "confirmed" && b.endsAt > now)
      .map((b) => b.startsAt.toISOString()),
    guestOf: await db.$count(bookings, asGuest(email)),
    enquiries: await db.$count(enquiries, sameAddress(enquiries.email, email)),
  };
}

/**
 * A person's data as a file (a subject access request): the bookings they made and their
 * enquiries as the admin API answers them (staff's notes about them included: they are about
 * them), and the meetings they were a guest on without the other person's details. A read, like
 * the CSV exports: it changes nothing and is not audited (the trail records changes).
 */
export async function exportPersonData(
  db: Database,
  { email }: PersonRequest,
  now: Date,
): Promise<PersonExport> {
  const guestOf = await db
    .select({
      date: bookings.bookingDate,
      time: bookings.timeSlot,
      meetingType: meetingTypes.name,
      status: bookings.status,
    })
    .from(bookings)
    .innerJoin(meetingTypes, eq(meetingTypes.id, bookings.meetingTypeId))
    .where(asGuest(email))
    .orderBy(bookings.startsAt);
  return {
    email,
    exportedAt: now.toISOString(),
    bookings: await bookingsMadeBy(db, email),
    guestOf,
    enquiries: await enquiriesFrom(db, email),
  };
}

export const UPCOMING_MESSAGE =
  "They have a meeting still to come: cancel it on the Bookings tab first, then erase.";
export const NOTHING_HELD_MESSAGE = "Nothing is held about this address.";

/**
 * Erases a person (a right-to-erasure request): in one transaction, their bookings and enquiries
 * keep their dates, types, status and campaign (so Insights' counts stand) and lose every detail
 * about them — name, address, phone, website, notes, answers, guests, staff notes, the reason
 * they gave, the manage link; they are taken off other people's guest lists; audit entries about
 * those records or naming the address are emptied; webhook bodies naming it are deleted (sent or
 * not: one still queued would send what is gone); their jobs' errors are cleared and jobs still
 * to run cancelled; the team's calendar copies of their meetings are rewritten without them. A
 * meeting still to come refuses it (409): it must be cancelled first, so the person is told.
 * The erasure is audited with its counts only, and endpoints listening for `person.erased` are
 * sent the address (`deliver`, after the response), each delivery's body emptied once sent.
 */
export async function erasePerson(
  db: Database,
  actor: AuditActor,
  { email }: PersonRequest,
  now: Date,
  /** Where `deliver` sends (tests); the environment's otherwise. */
  webhooks?: WebhookConfig,
): Promise<{ summary: ErasureSummary; deliver: () => Promise<void> }> {
  const summary = await db.transaction(async (tx) => {
    // A booking of this address waits, so none slips in between the check and the erasure.
    await lockBookingAddress(tx, email);
    const found = await findPersonData(tx, { email }, now);
    if (found.upcoming.length > 0)
      throw new ActionError(409, UPCOMING_MESSAGE, { email: UPCOMING_MESSAGE });
    if (found.bookings + found.guestOf + found.enquiries === 0)
      throw new ActionError(404, NOTHING_HELD_MESSAGE, { email: NOTHING_HELD_MESSAGE });

    const made = await tx
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
      .where(sameAddress(bookings.email, email))
      .returning({ id: bookings.id });
    const guestOf = await tx
      .update(bookings)
      .set({
        guests: sql`array_remove(${bookings.guests}, ${email})`,
        guestsInvited: sql`array_remove(${bookings.guestsInvited}, ${email})`,
        updatedAt: now,
      })
      .where(asGuest(email))
      .returning({ id: bookings.id });
    const asked = await tx
      .update(enquiries)
      .set({ name: ERASED.name, email: ERASED.email, company: "", message: "", staffNotes: "" })
      .where(sameAddress(enquiries.email, email))
      .returning({ id: enquiries.id });

    const bookingIds = made.map((row) => row.id);
    const enquiryIds = asked.map((row) => row.id);
    const records = [...bookingIds, ...enquiryIds];
    const audit = await tx
      .update(auditLog)
      .set({ before: null, after: { erased: true } })
      .where(
        or(
          records.length > 0 ? inArray(auditLog.entityId, records) : undefined,
          names(sql`${auditLog.before}::text`, email),
          names(sql`${auditLog.after}::text`, email),
        ),
      )
      .returning({ id: auditLog.id });
    const deliveries = await tx
      .delete(webhookDeliveries)
      .where(names(sql`${webhookDeliveries.payload}`, email))
      .returning({ id: webhookDeliveries.id });
    // Tools that were sent their data are told, so they can erase it too (GDPR art. 19).
    await recordWebhookEvent(tx, { type: "person.erased", data: { email } }, now);
    await eraseFromJobs(tx, bookingIds, enquiryIds);
    await tx
      .delete(rateLimitBuckets)
      .where(inArray(rateLimitBuckets.key, [`booking:email:${email}`, `enquiry:email:${email}`]));
    // The team's calendar copies of their meetings: rewritten from the erased row.
    if (bookingIds.length > 0) {
      const written = await tx
        .select({ id: calendarBookingEvents.bookingId })
        .from(calendarBookingEvents)
        .where(inArray(calendarBookingEvents.bookingId, bookingIds));
      for (const { id } of written) await scheduleCalendarWrite(tx, id, now);
    }

    const summary: ErasureSummary = {
      bookings: made.length,
      guestOf: guestOf.length,
      enquiries: asked.length,
      auditEntries: audit.length,
      webhookDeliveries: deliveries.length,
    };
    await recordAudit(tx, actor, {
      action: "person.erase",
      entity: "person",
      entityId: null,
      before: null,
      after: summary,
    });
    return summary;
  });
  const config = webhooks ?? webhookConfigFromEnv();
  const deliver = () => sendWebhooksNow(db, { config, now: () => now });
  return { summary, deliver };
}

/**
 * Their records' jobs: errors (which can quote an address) cleared, mails still to go cancelled.
 * Calendar jobs run on: a pending removal takes a cancelled meeting's event out of the calendar.
 */
async function eraseFromJobs(tx: Database, bookingIds: string[], enquiryIds: string[]) {
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
