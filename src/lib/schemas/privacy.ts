import * as z from "zod";
import type { AdminBooking, AdminEnquiry } from "@/lib/admin-api";
import { emailField } from "./fields";

/** A person, by the address they gave (ADR 0074): what we hold about them, or erasing it. */
export const personSchema = z.object({
  email: emailField({
    required: "Enter the person's e-mail address",
    invalid: "Enter an e-mail address, e.g. ada@example.com",
  }),
});
export type PersonRequest = z.output<typeof personSchema>;

/** What the site holds about one address, as counts and the upcoming meetings that stop erasure. */
export interface PersonData {
  email: string;
  /** Bookings they made, every status. */
  bookings: number;
  /** Their confirmed meetings not yet over: cancel them before erasing (start instants). */
  upcoming: string[];
  /** Other people's bookings they are a guest on. */
  guestOf: number;
  enquiries: number;
}

/** What an erasure changed, in counts: nothing here names the person. */
export interface ErasureSummary {
  bookings: number;
  guestOf: number;
  enquiries: number;
  auditEntries: number;
  webhookDeliveries: number;
}

/** A person's data as a file (article 15): their records as the admin API answers them. */
export interface PersonExport {
  email: string;
  exportedAt: string;
  bookings: AdminBooking[];
  /** Meetings they were invited to as a guest: when and what, nothing of the person who booked. */
  guestOf: { date: string; time: string; meetingType: string; status: string }[];
  enquiries: AdminEnquiry[];
}

/** Every erased record reads so: no name, no address that could reach anyone. */
export const ERASED = { name: "Erased", email: "erased@erased.invalid" } as const;

// ── Retention (ADR 0075) ────────────────────────────────────────────────────────────────────

export const RETENTION_MONTHS_MAX = 120;
export const RETENTION_MESSAGE = `Enter a whole number of months from 1 to ${RETENTION_MONTHS_MAX}, or leave it empty to keep everything`;

/** How long people's details are kept after their meeting or enquiry; null: for as long as the site runs. */
export const retentionSchema = z.object({
  months: z
    .number({ error: RETENTION_MESSAGE })
    .int(RETENTION_MESSAGE)
    .min(1, RETENTION_MESSAGE)
    .max(RETENTION_MONTHS_MAX, RETENTION_MESSAGE)
    .nullable(),
});
export type RetentionInput = z.output<typeof retentionSchema>;

/** Records past the retention period and not yet erased: what the next run would erase. */
export interface RetentionDue {
  bookings: number;
  enquiries: number;
}

export interface RetentionState {
  months: number | null;
  /** Past the period now (zero while nothing is set). */
  due: RetentionDue;
}

/** What one retention run erased, in counts. */
export interface RetentionSummary extends RetentionDue {
  auditEntries: number;
  webhookDeliveries: number;
}
