// Builders shared by the admin integration suites (tests/integration/admin-*.test.ts).
import { type Auth, createAuth } from "@/server/auth/create-auth";
import type { Database } from "@/server/db";
import type { BookingRow } from "./bookings";

export { insertBooking } from "./bookings";

/** A booking row starting at `startsAt` (UTC ISO); booking_date/time_slot follow it in UTC. */
export function bookingAt(
  startsAt: string,
  overrides: Partial<BookingRow> & { minutes?: number } = {},
): BookingRow {
  const { minutes = 60, ...rest } = overrides;
  const start = new Date(startsAt);
  return {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    contactType: "phone",
    contactNumber: "+441234567890",
    bookingDate: start.toISOString().slice(0, 10),
    timeSlot: start.toISOString().slice(11, 16),
    timezone: "Europe/Paris",
    timezoneOffset: 60,
    startsAt: start,
    endsAt: new Date(start.getTime() + minutes * 60_000),
    ...rest,
  };
}

export function testAuth(db: Database): Auth {
  return createAuth({
    db,
    secret: "integration-secret-integration-secret-0123",
    baseURL: "http://localhost:3000",
    secureCookies: false,
    trustProxy: false,
  });
}

export const staffActor = { userId: null, email: "staff@example.com" } as const;
