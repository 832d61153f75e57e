import "server-only";
import { eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type {
  ErasureSummary,
  PersonData,
  PersonExport,
  PersonRequest,
} from "@/lib/schemas/privacy";
import { type AuditActor, recordAudit } from "@/server/audit/record-audit";
import { lockBookingAddress } from "@/server/bookings/booking-locks";
import { bookingsMadeBy } from "@/server/bookings/list-bookings";
import type { Database } from "@/server/db";
import { sameAddress } from "@/server/db/same-address";
import {
  auditLog,
  bookings,
  enquiries,
  meetingTypes,
  rateLimitBuckets,
  webhookDeliveries,
} from "@/server/db/schema";
import { enquiriesFrom } from "@/server/enquiries/list-enquiries";
import { ActionError } from "@/server/http/action-result";
import { recordWebhookEvent } from "@/server/webhooks/record-event";
import { type WebhookConfig, webhookConfigFromEnv } from "@/server/webhooks/webhook-config";
import { sendWebhooksNow } from "@/server/webhooks/webhook-jobs";
import {
  anonymiseBookings,
  anonymiseEnquiries,
  eraseFromJobs,
  redactAuditEntries,
  rewriteCalendarCopies,
} from "./anonymise";

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

    const bookingIds = await anonymiseBookings(tx, sameAddress(bookings.email, email), now);
    const guestOf = await tx
      .update(bookings)
      .set({
        guests: sql`array_remove(${bookings.guests}, ${email})`,
        guestsInvited: sql`array_remove(${bookings.guestsInvited}, ${email})`,
        updatedAt: now,
      })
      .where(asGuest(email))
      .returning({ id: bookings.id });
    const enquiryIds = await anonymiseEnquiries(tx, sameAddress(enquiries.email, email));

    const auditEntries = await redactAuditEntries(
      tx,
      [...bookingIds, ...enquiryIds],
      or(names(sql`${auditLog.before}::text`, email), names(sql`${auditLog.after}::text`, email)),
    );
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
    await rewriteCalendarCopies(tx, bookingIds, now);

    const summary: ErasureSummary = {
      bookings: bookingIds.length,
      guestOf: guestOf.length,
      enquiries: enquiryIds.length,
      auditEntries,
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
