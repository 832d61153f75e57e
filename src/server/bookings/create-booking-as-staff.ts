import "server-only";
import type { StaffBookingRequest } from "@/lib/schemas/manage";
import type { AuditActor } from "@/server/audit/record-audit";
import type { Database } from "@/server/db";
import { findEnquiry } from "@/server/enquiries/list-enquiries";
import { ActionError } from "@/server/http/action-result";
import { type BookingDeps, defaultBookingDeps } from "./booking-config";
import { bookConfirmed, type CreatedBooking } from "./create-booking";

/**
 * Staff book a meeting for someone — a lead on the phone, a client met at an event (ADR 0063).
 * The same transaction as a visitor's booking: the slot is rechecked and the exclusion constraint
 * has the last word (409); the visitor gets the confirmation with their manage link, staff the
 * notification, webhooks `booking.created`. Unlike a visitor, staff are not rate-limited or capped
 * per address, are not asked the type's questions, may book inside the minimum notice or at any
 * time of day (`anyTime`, ADR 0068), and the booking is audited under their name. The person's
 * zone is the one staff chose (their mails read it), else the business's. Booked for an enquiry,
 * it takes the enquiry's lead source.
 */
export async function createBookingAsStaff(
  db: Database,
  actor: AuditActor,
  input: StaffBookingRequest,
  deps?: BookingDeps,
): Promise<CreatedBooking> {
  const { overrideNotice, anyTime, enquiryId, ...booking } = input;
  const staff = { actor, overrideNotice, anyTime };
  const bookingDeps = deps ?? (await defaultBookingDeps());
  const source = enquiryId ? await leadSourceOfEnquiry(db, enquiryId) : undefined;
  return bookConfirmed(db, { ...booking, answers: {}, source }, bookingDeps, staff);
}

/** A booking made for an enquiry came from where the enquiry did (ADR 0069). */
async function leadSourceOfEnquiry(db: Database, enquiryId: string) {
  const enquiry = await findEnquiry(db, enquiryId);
  if (!enquiry) throw new ActionError(422, "Enquiry not found", { enquiryId: "Enquiry not found" });
  return enquiry.source ?? undefined;
}
