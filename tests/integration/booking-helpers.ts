// Shared by tests/integration/booking-*.test.ts: deps with a frozen clock and a recording mailer.
import { sql } from "drizzle-orm";
import type { BookingRequest } from "@/lib/schemas/booking";
import { meetingTypeInputSchema } from "@/lib/schemas/meeting-types";
import type { BookingConfig, BookingDeps } from "@/server/bookings/booking-config";
import type { Database } from "@/server/db";
import { queryRows } from "@/server/db/rows";
import { bookings, scheduledJobs, webhookDeliveries } from "@/server/db/schema";
import type { Email } from "@/server/email/send-email";
import { restoreBookingRules } from "../support/booking-rules";

export const testConfig = (overrides: Partial<BookingConfig> = {}): BookingConfig => ({
  appUrl: "https://agency.test",
  staffEmail: "staff@agency.test",
  organizer: { name: "Agency", email: "hello@agency.test" },
  meetingUrlTemplate: "https://meet.example.com/agency-{id}",
  rateLimitPerIp: 1000,
  rateLimitPerEmail: 1000,
  maxUpcomingPerEmail: 3,
  rescheduleMaxPerBooking: 3,
  trustProxy: false,
  manageTokenSecret: "test-manage-token-secret",
  ...overrides,
});

export interface TestDeps extends BookingDeps {
  sent: Email[];
  clock: { now: Date };
}

/** Deps whose clock is `clock.now` (move it in a test) and whose mails land in `sent`. */
export function testDeps(now: string, config: Partial<BookingConfig> = {}): TestDeps {
  const sent: Email[] = [];
  const clock = { now: new Date(now) };
  return {
    config: testConfig(config),
    send: async (email) => {
      sent.push(email);
    },
    now: () => clock.now,
    sent,
    clock,
  };
}

let counter = 0;
export function bookingRequest(overrides: Partial<BookingRequest> = {}): BookingRequest {
  counter += 1;
  return {
    firstName: "Ada",
    lastName: "Lovelace",
    email: `visitor-${counter}@example.com`,
    website: "",
    contactType: "phone",
    contactNumber: "+44 20 7946 0958",
    notes: "",
    guests: [],
    date: "2030-01-07",
    time: "10:00",
    timezone: "Europe/Paris",
    timezoneOffset: 60,
    ...overrides,
  };
}

/** The seeded rules in the given zone and nothing booked or scheduled. */
export async function resetBookingData(db: Database, timeZone = "Europe/London") {
  await db.delete(scheduledJobs);
  await db.delete(bookings);
  await restoreBookingRules(db, timeZone);
}

/** The ActionError a promise rejects with, as { status, message, fields, retryAfterSeconds }. */
export async function failureOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    const e = error as {
      status?: number;
      message: string;
      fields?: Record<string, string>;
      retryAfterSeconds?: number;
    };
    return {
      status: e.status,
      message: e.message,
      fields: e.fields,
      retryAfterSeconds: e.retryAfterSeconds,
    };
  }
  throw new Error("expected the call to fail, but it succeeded");
}

/** The HTTP status a booking call ends in: 201, or its ActionError's status. */
export const statusOf = (call: Promise<unknown>) =>
  call.then(
    () => 201,
    async (error) => (await failureOf(Promise.reject(error))).status,
  );

/** How many calls ended in each status, e.g. { 201: 1, 409: 29 }. */
export const countStatuses = (statuses: (number | undefined)[]) =>
  statuses.reduce<Record<string, number>>((counts, s) => {
    counts[String(s)] = (counts[String(s)] ?? 0) + 1;
    return counts;
  }, {});

export const icsOf = (mail: Email) => {
  const attachment = mail.attachments?.find((a) => String(a.filename).endsWith(".ics"));
  return attachment ? String(attachment.content) : "";
};

/** Pairs of confirmed bookings whose meeting times overlap: 0 whatever a race did. */
export async function overlappingConfirmedPairs(db: Database) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM bookings a JOIN bookings b
          ON a.id < b.id AND a.status = 'confirmed' AND b.status = 'confirmed'
         AND tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange(b.starts_at, b.ends_at, '[)')`,
  );
  return row?.n;
}

/** An "AI audit" meeting type's input (60 minutes, three questions); `overrides` replace fields. */
export const auditTypeInput = (overrides: Record<string, unknown> = {}) =>
  meetingTypeInputSchema.parse({
    name: "AI audit",
    slug: "audit",
    durationMinutes: 60,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    minimumNoticeMinutes: null,
    active: true,
    questions: [
      { label: "Company size", kind: "choice", required: true, choices: ["1–10", "11–50", "51+"] },
      { label: "What should AI take off your plate?", kind: "long", required: true },
      { label: "Budget", kind: "short", required: false },
    ],
    ...overrides,
  });

/**
 * Runs `check` with one webhook endpoint subscribed to `event` (its secret unreadable: nothing is
 * delivered, the payloads stay queued), then removes it; gives the payloads recorded meanwhile.
 */
export async function withWebhookEndpoint(
  db: Database,
  event: string,
  check: () => Promise<void>,
): Promise<{ type: string; data: Record<string, unknown> }[]> {
  const clear = async () => {
    await db.execute(sql`DELETE FROM webhook_deliveries`);
    await db.execute(sql`DELETE FROM webhook_endpoints`);
  };
  await clear();
  await db.execute(
    sql`INSERT INTO webhook_endpoints (url, secret, events) VALUES ('https://hooks.example.com/a', 'x', ARRAY[${event}])`,
  );
  try {
    await check();
    const rows = await db.select().from(webhookDeliveries);
    return rows.map((row) => JSON.parse(row.payload));
  } finally {
    await clear();
  }
}
