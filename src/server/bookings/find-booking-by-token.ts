import "server-only";
import { eq } from "drizzle-orm";
import type { TimeFormat } from "@/lib/time/format";
import { readBookingSettings } from "@/server/availability/booking-settings";
import type { Database } from "@/server/db";
import { bookings } from "@/server/db/schema";
import { hashManageToken, unknownManageLink } from "./manage-token";

export interface ManagedBooking {
  id: string;
  firstName: string;
  date: string;
  time: string;
  start: Date;
  end: Date;
  status: "confirmed" | "cancelled" | "completed";
  meetingLink: string | null;
  /** Who the visitor invited along (ADR 0062). */
  guests: string[];
  visitorTimeZone: string;
  businessTimeZone: string;
  timeFormat: TimeFormat;
  /** Whether the visitor may still cancel it. */
  cancellable: boolean;
}

/** Where a booking's manage link points: only the token's hash is stored. */
export const byManageToken = (token: string) =>
  eq(bookings.manageTokenHash, hashManageToken(token));

/** The id of the booking a manage link points at; an unknown token is the link's 404. */
export async function bookingIdByToken(db: Database, token: string): Promise<string> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(byManageToken(token))
    .limit(1);
  if (!row) throw unknownManageLink();
  return row.id;
}

/** The booking a manage link points at (only what its page shows), or null for an unknown token. */
export async function findBookingByToken(
  db: Database,
  token: string,
  now: Date,
): Promise<ManagedBooking | null> {
  const [row] = await db
    .select({
      id: bookings.id,
      firstName: bookings.firstName,
      date: bookings.bookingDate,
      time: bookings.timeSlot,
      start: bookings.startsAt,
      end: bookings.endsAt,
      status: bookings.status,
      meetingLink: bookings.meetingLink,
      guests: bookings.guests,
      visitorTimeZone: bookings.timezone,
    })
    .from(bookings)
    .where(byManageToken(token))
    .limit(1);
  if (!row) return null;
  const settings = await readBookingSettings(db);
  return {
    ...row,
    businessTimeZone: settings.timeZone,
    timeFormat: settings.timeFormat,
    cancellable: row.status === "confirmed" && row.start > now,
  };
}
