// THE AUTHORIZATION MATRIX. Every admin route handler and admin page is one row here; the spec
// tests/e2e/authorization-matrix.spec.ts calls each one as every role and checks that only the
// allowed calls succeed and that a refused call changes nothing in the database.
//
// Adding an admin action? Append a row. A route missing from this table fails the
// "every admin route handler is in the table" test.
import { randomUUID } from "node:crypto";
import { and, eq, gte, max, sql } from "drizzle-orm";
import type { Database } from "@/server/db";
import { queryRows } from "@/server/db/rows";
import {
  adminSettings,
  availabilitySettings,
  blockedSlots,
  bookings,
  calendarConnections,
  dateSpecificHours,
  enquiries,
  hosts,
  meetingTypes,
  scheduledJobs,
  webhookDeliveries,
  webhookEndpoints,
  weeklyBreaks,
} from "@/server/db/schema";
import { createAccount, type Role } from "./authorization-accounts";
import { freeSlot } from "./free-slot";

export interface RouteCall {
  /** Path under the site, e.g. `/api/admin/bookings/${id}/cancel`. */
  path: string;
  /** JSON body for POST/PUT/PATCH (also allowed for DELETE). */
  body?: unknown;
}

export interface RouteRow {
  /** The route file it covers, relative to src/app (checked against the file tree). */
  route: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Roles whose call must succeed (2xx); every other role must get 401/403 and change nothing. */
  allowed: Role[];
  /**
   * Builds one call. It runs once per role, so a call that consumes its target (delete, cancel)
   * gets a fresh one each time.
   */
  call: (db: Database) => Promise<RouteCall> | RouteCall;
}

export interface PageRow {
  path: string;
  /** Roles that see the page. Anonymous and inactive callers are always sent to /login. */
  allowed: Role[];
  /** What a signed-in admin who is not allowed sees instead (the page explains, spec §6). */
  refusedText?: string;
}

const ADMINS: Role[] = ["admin", "super_admin"];
const SUPER: Role[] = ["super_admin"];

/** A staff notice the queue gave up on, for a fresh booking (retrying it mails the staff address). */
async function seedFailedMail(db: Database) {
  const [job] = await db
    .insert(scheduledJobs)
    .values({
      kind: "booking.staff-notification",
      bookingId: await seedBooking(db),
      runAt: new Date(),
      status: "failed",
      attempts: 5,
      lastError: "SMTP down",
    })
    .returning({ id: scheduledJobs.id });
  return job!.id;
}

const FAR_FUTURE = new Date(Date.UTC(2090, 0, 1));
/** A meeting that took place (completed: the overlap constraint covers confirmed ones only). */
async function seedPastBooking(db: Database) {
  const startsAt = new Date(Date.UTC(2020, 0, 1) + Math.floor(Math.random() * 1e6) * 60_000);
  return insertMatrixBooking(db, startsAt, "completed");
}

/**
 * A confirmed booking far in the future, an hour after the latest one there, so the overlap
 * constraint holds whatever seeded before: a counter in this module restarted with each Playwright
 * worker, and a worker started again after a failure seeded onto the slots of the one before it.
 */
async function seedBooking(db: Database) {
  const [latest] = await db
    .select({ end: max(bookings.endsAt) })
    .from(bookings)
    .where(gte(bookings.startsAt, FAR_FUTURE));
  const startsAt = new Date(
    Math.max(FAR_FUTURE.getTime(), (latest?.end?.getTime() ?? 0) + 3_600_000),
  );
  return insertMatrixBooking(db, startsAt);
}

/**
 * A booking at a free time of a switched-off type that a second host, free then, also takes: what
 * a reassignment needs, without changing the times other specs are offered.
 */
async function seedReassignable(db: Database) {
  const { date, time } = await freeSlot(db);
  const tag = randomUUID().slice(0, 8);
  const [row] = await queryRows<{ booking: string; host: string }>(
    db,
    sql`
    WITH h AS (
      INSERT INTO hosts (name, slug) VALUES ('Matrix Host', ${`matrix-${tag}`}) RETURNING id),
    a AS (
      INSERT INTO availability_settings
        (host_id, day_of_week, is_available, start_time, end_time, slot_duration)
      SELECT h.id, day_of_week, is_available, start_time, end_time, slot_duration
      FROM availability_settings, h WHERE host_id = first_host_id()),
    t AS (
      INSERT INTO meeting_types (name, slug, duration_minutes, active, listed, host_ids)
      SELECT 'Matrix', ${`matrix-${tag}`}, m.duration_minutes, false, false,
             ARRAY[first_host_id(), h.id]
      FROM meeting_types m, h WHERE m.id = default_meeting_type_id()
      RETURNING id, duration_minutes),
    w AS (
      SELECT ((${date}::date + ${time}::time) AT TIME ZONE business_timezone) AS starts_at
      FROM admin_settings WHERE id = 1),
    b AS (
      INSERT INTO bookings (first_name, last_name, email, contact_number, booking_date, time_slot,
                            meeting_type_id, starts_at, ends_at)
      SELECT 'Matrix', 'Row', ${`matrix-${tag}@example.com`}, '+44 20 7946 0000', ${date}::date,
             ${time}, t.id, w.starts_at, w.starts_at + make_interval(mins => t.duration_minutes)
      FROM t, w RETURNING id)
    SELECT b.id AS booking, h.id AS host FROM b, h`,
  );
  return row!;
}

async function insertMatrixBooking(
  db: Database,
  startsAt: Date,
  status: "confirmed" | "completed" = "confirmed",
) {
  const [row] = await db
    .insert(bookings)
    .values({
      firstName: "Matrix",
      lastName: "Row",
      email: `matrix-${randomUUID().slice(0, 8)}@example.com`,
      contactNumber: "+44 20 7946 0000",
      bookingDate: startsAt.toISOString().slice(0, 10),
      timeSlot: startsAt.toISOString().slice(11, 16),
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      status,
    })
    .returning({ id: bookings.id });
  return row!.id;
}

async function seedBlockedSlot(db: Database) {
  const [row] = await db
    .insert(blockedSlots)
    .values({ blockDate: "2090-06-01", allDay: true, reason: "matrix" })
    .returning({ id: blockedSlots.id });
  return row!.id;
}

/** Far-off date-specific hours (a DELETE removes them; each call seeds them again). */
async function seedDateHours(db: Database) {
  const date = "2090-06-02";
  await db
    .insert(dateSpecificHours)
    .values({ hoursDate: date, startTime: "10:00", endTime: "12:00" })
    .onConflictDoNothing();
  return date;
}

/**
 * The label of every weekly break the table adds. Its breaks are on Sundays (closed) at 03:00,
 * and the suites that send them remove them afterwards: a break repeats every week.
 */
export const MATRIX_BREAK_LABEL = "matrix";
const matrixBreak = { days: [0], startTime: "03:00", endTime: "03:30", label: MATRIX_BREAK_LABEL };

async function seedWeeklyBreak(db: Database) {
  const [row] = await db
    .insert(weeklyBreaks)
    .values(matrixBreak)
    .returning({ id: weeklyBreaks.id });
  return row!.id;
}

/** A meeting type's form, switched off so no call here adds a Type step to /book. */
const offMeetingType = () => ({
  name: "Matrix call",
  slug: `matrix-${randomUUID().slice(0, 8)}`,
  durationMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 10,
  minimumNoticeMinutes: null,
  description: "",
  active: false,
  listed: false,
  days: [1, 2, 3],
  questions: [
    {
      id: "matrix1",
      label: "Matrix question",
      kind: "short" as const,
      required: false,
      choices: [],
    },
  ],
});

async function seedMeetingType(db: Database) {
  const [row] = await db
    .insert(meetingTypes)
    .values({ ...offMeetingType(), sortOrder: 100 })
    .returning({ id: meetingTypes.id });
  return row!.id;
}

/** A feed whose secret no key opens: rename, refresh (an error in words) and remove still work. */
async function seedCalendar(db: Database) {
  const [row] = await db
    .insert(calendarConnections)
    .values({ kind: "ics", name: "Matrix feed", secret: "v1.x.x.x", displayUrl: "matrix.invalid" })
    .returning({ id: calendarConnections.id });
  return row!.id;
}

/** A contact-form enquiry to mark handled. */
async function seedEnquiry(db: Database) {
  const [row] = await db
    .insert(enquiries)
    .values({ name: "Matrix Row", email: freshAddress(), message: "An enquiry for the matrix." })
    .returning({ id: enquiries.id });
  return row!.id;
}

/** Where the matrix's webhook endpoints point (nothing listens on port 9). */
export const MATRIX_WEBHOOK_URL = "http://127.0.0.1:9/matrix";

/** An endpoint whose secret no key opens: every route still answers. */
async function seedWebhook(db: Database) {
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ url: MATRIX_WEBHOOK_URL, events: ["booking.created"], secret: "v1.x.x.x" })
    .returning({ id: webhookEndpoints.id });
  return row!.id;
}

/** A delivery the queue gave up on, for Send again. */
async function seedFailedDelivery(db: Database) {
  const endpointId = await seedWebhook(db);
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      endpointId,
      eventType: "booking.created",
      eventId: `msg_${randomUUID().replaceAll("-", "")}`,
      payload: "{}",
      status: "failed",
      attempts: 10,
      nextAttemptAt: new Date(),
    })
    .returning({ id: webhookDeliveries.id });
  return `/api/admin/webhooks/${endpointId}/deliveries/${row!.id}/retry`;
}

/** The settings as they are, sent back unchanged: an allowed call must not disturb other tests. */
async function currentSettings(db: Database) {
  const [row] = await db.select().from(adminSettings).where(eq(adminSettings.id, 1));
  return {
    bookingAdvanceLimitDays: row!.bookingAdvanceLimitDays,
    timeFormatPreference: row!.timeFormatPreference,
    businessTimezone: row!.businessTimezone,
    minimumNoticeMinutes: row!.minimumNoticeMinutes,
    maxBookingsPerDay: row!.maxBookingsPerDay,
    maxBookingsPerWeek: row!.maxBookingsPerWeek,
    lastReminderMinutes: row!.lastReminderMinutes,
  };
}

/** The host the Availability routes act on when none is named (ADR 0088). */
async function firstHostId(db: Database): Promise<string> {
  const [row] = await queryRows<{ id: string }>(db, sql`SELECT first_host_id() AS id`);
  return row!.id;
}

async function currentMonday(db: Database) {
  const [row] = await db
    .select()
    .from(availabilitySettings)
    .where(
      and(
        eq(availabilitySettings.dayOfWeek, 1),
        eq(availabilitySettings.hostId, await firstHostId(db)),
      ),
    );
  return {
    isAvailable: row!.isAvailable,
    startTime: row!.startTime.slice(0, 5),
    endTime: row!.endTime.slice(0, 5),
    slotDuration: row!.slotDuration,
  };
}

const freshAddress = () => `matrix-${randomUUID().slice(0, 8)}@agency.test`;

export const routeRows: RouteRow[] = [
  // Bookings
  {
    route: "api/admin/bookings",
    method: "GET",
    allowed: ADMINS,
    call: () => ({ path: "/api/admin/bookings" }),
  },
  {
    route: "api/admin/bookings",
    method: "POST",
    allowed: ADMINS,
    call: async (db) => ({
      path: "/api/admin/bookings",
      body: {
        firstName: "Matrix",
        lastName: "Lead",
        email: `matrix-${randomUUID().slice(0, 8)}@example.com`,
        contactNumber: "+44 20 7946 0958",
        ...(await freeSlot(db)),
      },
    }),
  },
  {
    route: "api/admin/slots",
    method: "GET",
    allowed: ADMINS,
    call: async (db) => ({
      path: `/api/admin/slots?date=${(await freeSlot(db)).date}&overrideNotice=true`,
    }),
  },
  {
    route: "api/admin/bookings/export",
    method: "GET",
    allowed: ADMINS,
    call: () => ({ path: "/api/admin/bookings/export" }),
  },
  {
    route: "api/admin/bookings/[id]/cancel",
    method: "POST",
    allowed: ADMINS,
    call: async (db) => ({
      path: `/api/admin/bookings/${await seedBooking(db)}/cancel`,
      body: { reason: "Staff are away" },
    }),
  },
  {
    route: "api/admin/bookings/[id]/meeting-link",
    method: "PUT",
    allowed: ADMINS,
    call: async (db) => ({
      path: `/api/admin/bookings/${await seedBooking(db)}/meeting-link`,
      body: { meetingLink: "https://meet.example.com/matrix" },
    }),
  },
  {
    route: "api/admin/bookings/[id]/guests",
    method: "PUT",
    allowed: ADMINS,
    call: async (db) => ({
      path: `/api/admin/bookings/${await seedBooking(db)}/guests`,
      // The list it has (none): an allowed call answers 200 and queues no mail, whose job would
      // record the invitation on the booking after the answer, inside the next row's check.
      body: { guests: [] },
    }),
  },
  {
    route: "api/admin/bookings/[id]/no-show",
    method: "PUT",
    allowed: ADMINS,
    call: async (db) => ({
      path: `/api/admin/bookings/${await seedPastBooking(db)}/no-show`,
      body: { noShow: true },
    }),
  },
  {
    route: "api/admin/bookings/[id]/reschedule",
    method: "POST",
    allowed: ADMINS,
    call: async (db) => ({
      path: `/api/admin/bookings/${await seedBooking(db)}/reschedule`,
      body: { ...(await freeSlot(db)), overrideNotice: true },
    }),
  },
  {
    route: "api/admin/bookings/[id]/reassign",
    method: "POST",
    allowed: ADMINS,
    call: async (db) => {
      const { booking, host } = await seedReassignable(db);
      return { path: `/api/admin/bookings/${booking}/reassign`, body: { hostId: host } };
    },
  },
  {
    route: "api/admin/bookings/[id]/slots",
    method: "GET",
    allowed: ADMINS,
    call: async (db) => ({
      path: `/api/admin/bookings/${await seedBooking(db)}/slots?date=${(await freeSlot(db)).date}&overrideNotice=true`,
    }),
  },
  {
    route: "api/admin/bookings/[id]/time-check",
    method: "GET",
    allowed: ADMINS,
    call: async (db) => {
      const { date, time } = await freeSlot(db);
      return {
        path: `/api/admin/bookings/${await seedBooking(db)}/time-check?date=${date}&time=${time}`,
      };
    },
  },
  {
    route: "api/admin/time-check",
    method: "GET",
    allowed: ADMINS,
    call: async (db) => {
      const { date, time } = await freeSlot(db);
      return { path: `/api/admin/time-check?date=${date}&time=${time}` };
    },
  },
  // Contact-form enquiries (issue 16)
  {
    route: "api/admin/enquiries",
    method: "GET",
    allowed: ADMINS,
    call: () => ({ path: "/api/admin/enquiries" }),
  },
  {
    route: "api/admin/enquiries/export",
    method: "GET",
    allowed: ADMINS,
    call: () => ({ path: "/api/admin/enquiries/export" }),
  },
  {
    route: "api/admin/enquiries/[id]",
    method: "PATCH",
    allowed: ADMINS,
    call: async (db) => ({
      path: `/api/admin/enquiries/${await seedEnquiry(db)}`,
      body: { handled: true },
    }),
  },
  {
    route: "api/admin/enquiries/[id]/staff-notes",
    method: "PUT",
    allowed: ADMINS,
    call: async (db) => ({
      path: `/api/admin/enquiries/${await seedEnquiry(db)}/staff-notes`,
      body: { staffNotes: "Matrix note" },
    }),
  },
  {
    route: "api/admin/bookings/[id]/staff-notes",
    method: "PUT",
    allowed: ADMINS,
    call: async (db) => ({
      path: `/api/admin/bookings/${await seedBooking(db)}/staff-notes`,
      body: { staffNotes: "Matrix note" },
    }),
  },
  // Availability, date-specific hours and blocked times. Changes act on the first host (the
  // super admin's): the matrix's admin is no host, and may change only their own (ADR 0088).
  {
    route: "api/admin/availability",
    method: "GET",
    allowed: ADMINS,
    call: () => ({ path: "/api/admin/availability" }),
  },
  {
    route: "api/admin/availability/[day]",
    method: "PUT",
    allowed: SUPER,
    call: async (db) => ({ path: "/api/admin/availability/1", body: await currentMonday(db) }),
  },
  {
    route: "api/admin/hosts/[id]/availability",
    method: "GET",
    allowed: ADMINS,
    call: async (db) => ({ path: `/api/admin/hosts/${await firstHostId(db)}/availability` }),
  },
  {
    route: "api/admin/hosts/[id]/availability/[day]",
    method: "PUT",
    allowed: SUPER,
    call: async (db) => ({
      path: `/api/admin/hosts/${await firstHostId(db)}/availability/1`,
      body: await currentMonday(db),
    }),
  },
  {
    route: "api/admin/blocked-times",
    method: "GET",
    allowed: ADMINS,
    call: () => ({ path: "/api/admin/blocked-times" }),
  },
  {
    route: "api/admin/blocked-times",
    method: "POST",
    allowed: SUPER,
    call: () => ({
      path: "/api/admin/blocked-times",
      body: { date: "2091-02-03", allDay: true, reason: "matrix" },
    }),
  },
  {
    route: "api/admin/blocked-times/[id]",
    method: "DELETE",
    allowed: SUPER,
    call: async (db) => ({ path: `/api/admin/blocked-times/${await seedBlockedSlot(db)}` }),
  },
  {
    route: "api/admin/weekly-breaks",
    method: "GET",
    allowed: ADMINS,
    call: () => ({ path: "/api/admin/weekly-breaks" }),
  },
  {
    route: "api/admin/weekly-breaks",
    method: "POST",
    allowed: SUPER,
    call: () => ({ path: "/api/admin/weekly-breaks", body: matrixBreak }),
  },
  {
    route: "api/admin/weekly-breaks/[id]",
    method: "DELETE",
    allowed: SUPER,
    call: async (db) => ({ path: `/api/admin/weekly-breaks/${await seedWeeklyBreak(db)}` }),
  },
  {
    route: "api/admin/date-hours",
    method: "GET",
    allowed: ADMINS,
    call: () => ({ path: "/api/admin/date-hours" }),
  },
  {
    // The date is the path's: a body carries only the hours.
    route: "api/admin/date-hours/[date]",
    method: "PUT",
    allowed: SUPER,
    call: () => ({
      path: "/api/admin/date-hours/2090-06-03",
      body: { startTime: "10:00", endTime: "12:00", slotDuration: 30 },
    }),
  },
  {
    route: "api/admin/date-hours/[date]",
    method: "DELETE",
    allowed: SUPER,
    call: async (db) => ({ path: `/api/admin/date-hours/${await seedDateHours(db)}` }),
  },
  // Meeting types (switched off: /book keeps its one type for the other suites)
  {
    route: "api/admin/meeting-types",
    method: "GET",
    allowed: ADMINS,
    call: () => ({ path: "/api/admin/meeting-types" }),
  },
  {
    route: "api/admin/meeting-types",
    method: "POST",
    allowed: ADMINS,
    call: () => ({ path: "/api/admin/meeting-types", body: offMeetingType() }),
  },
  {
    route: "api/admin/meeting-types/[id]",
    method: "PUT",
    allowed: ADMINS,
    call: async (db) => ({
      path: `/api/admin/meeting-types/${await seedMeetingType(db)}`,
      body: offMeetingType(),
    }),
  },
  {
    route: "api/admin/meeting-types/[id]/move",
    method: "POST",
    allowed: ADMINS,
    call: async (db) => ({
      path: `/api/admin/meeting-types/${await seedMeetingType(db)}/move`,
      body: { direction: "down" },
    }),
  },
  // Settings
  {
    route: "api/admin/settings",
    method: "GET",
    allowed: ADMINS,
    call: () => ({ path: "/api/admin/settings" }),
  },
  {
    route: "api/admin/settings",
    method: "PUT",
    allowed: ADMINS,
    call: async (db) => ({ path: "/api/admin/settings", body: await currentSettings(db) }),
  },
  // Booking mails the queue gave up on
  {
    route: "api/admin/undelivered-mail",
    method: "GET",
    allowed: ADMINS,
    call: () => ({ path: "/api/admin/undelivered-mail" }),
  },
  {
    route: "api/admin/undelivered-mail/[id]/retry",
    method: "POST",
    allowed: ADMINS,
    call: async (db) => ({ path: `/api/admin/undelivered-mail/${await seedFailedMail(db)}/retry` }),
  },
  // Connected calendars (issue 13)
  {
    route: "api/admin/calendars",
    method: "GET",
    allowed: ADMINS,
    call: () => ({ path: "/api/admin/calendars" }),
  },
  {
    route: "api/admin/calendars",
    method: "POST",
    allowed: SUPER,
    // Nothing listens on port 9: connected (201) with its first sync's error in words.
    call: () => ({
      path: "/api/admin/calendars",
      body: { kind: "ics", name: "Matrix", url: "http://127.0.0.1:9/matrix.ics" },
    }),
  },
  {
    route: "api/admin/calendars/[id]",
    method: "PATCH",
    allowed: SUPER,
    call: async (db) => ({
      path: `/api/admin/calendars/${await seedCalendar(db)}`,
      body: { name: "Matrix renamed" },
    }),
  },
  {
    route: "api/admin/calendars/[id]",
    method: "DELETE",
    allowed: SUPER,
    call: async (db) => ({ path: `/api/admin/calendars/${await seedCalendar(db)}` }),
  },
  {
    route: "api/admin/calendars/[id]/refresh",
    method: "POST",
    allowed: SUPER,
    call: async (db) => ({ path: `/api/admin/calendars/${await seedCalendar(db)}/refresh` }),
  },
  // The bookings feed (ADR 0077; super admins only): made, then turned off again.
  ...(["GET", "POST", "DELETE"] as const).map(
    (method): RouteRow => ({
      route: "api/admin/calendars/feed",
      method,
      allowed: SUPER,
      call: () => ({ path: "/api/admin/calendars/feed" }),
    }),
  ),
  // A host's own bookings feed (ADR 0088): the first host is the super admin's, so the matrix's
  // admin (no host) may not even read its state.
  ...(["GET", "POST", "DELETE"] as const).map(
    (method): RouteRow => ({
      route: "api/admin/hosts/[id]/feed",
      method,
      allowed: SUPER,
      call: async (db) => ({ path: `/api/admin/hosts/${await firstHostId(db)}/feed` }),
    }),
  ),
  // Mail delivery check
  {
    route: "api/admin/mail-check",
    method: "POST",
    allowed: ADMINS,
    call: () => ({ path: "/api/admin/mail-check" }),
  },
  // Users (super admins only)
  {
    route: "api/admin/users",
    method: "GET",
    allowed: SUPER,
    call: () => ({ path: "/api/admin/users" }),
  },
  {
    route: "api/admin/users",
    method: "POST",
    allowed: SUPER,
    call: () => ({
      path: "/api/admin/users",
      body: { email: freshAddress(), password: "Created-passw0rd", role: "admin" },
    }),
  },
  {
    route: "api/admin/users/invite",
    method: "POST",
    allowed: SUPER,
    call: () => ({
      path: "/api/admin/users/invite",
      body: { email: freshAddress(), role: "admin" },
    }),
  },
  {
    route: "api/admin/users/[id]",
    method: "PATCH",
    allowed: SUPER,
    call: async (db) => ({
      path: `/api/admin/users/${(await createAccount(db)).adminId}`,
      body: { status: "inactive" },
    }),
  },
  {
    route: "api/admin/users/[id]",
    method: "DELETE",
    allowed: SUPER,
    call: async (db) => ({ path: `/api/admin/users/${(await createAccount(db)).adminId}` }),
  },
  {
    route: "api/admin/users/[id]/two-factor",
    method: "DELETE",
    allowed: SUPER,
    call: async (db) => ({
      path: `/api/admin/users/${(await createAccount(db)).adminId}/two-factor`,
    }),
  },
  // Hosts (ADR 0088): every admin reads them; super admins make and change them
  {
    route: "api/admin/hosts",
    method: "GET",
    allowed: ADMINS,
    call: () => ({ path: "/api/admin/hosts" }),
  },
  {
    route: "api/admin/hosts",
    method: "POST",
    allowed: SUPER,
    call: async (db) => ({
      path: "/api/admin/hosts",
      body: { adminUserId: (await createAccount(db)).adminId },
    }),
  },
  {
    route: "api/admin/hosts/[id]",
    method: "PATCH",
    allowed: SUPER,
    call: async (db) => {
      const [host] = await db
        .insert(hosts)
        .values({
          adminUserId: (await createAccount(db)).adminId,
          name: "Matrix Host",
          slug: `matrix-${randomUUID().slice(0, 8)}`,
        })
        .returning();
      return { path: `/api/admin/hosts/${host!.id}`, body: { name: "Renamed Host" } };
    },
  },
  // Webhooks (super admins only, issue 16)
  {
    route: "api/admin/webhooks",
    method: "GET",
    allowed: SUPER,
    call: () => ({ path: "/api/admin/webhooks" }),
  },
  {
    route: "api/admin/webhooks",
    method: "POST",
    allowed: SUPER,
    call: () => ({
      path: "/api/admin/webhooks",
      body: { url: "http://127.0.0.1:9/matrix", events: ["booking.created"] },
    }),
  },
  {
    route: "api/admin/webhooks/[id]",
    method: "PATCH",
    allowed: SUPER,
    call: async (db) => ({
      path: `/api/admin/webhooks/${await seedWebhook(db)}`,
      body: { enabled: false },
    }),
  },
  {
    route: "api/admin/webhooks/[id]",
    method: "DELETE",
    allowed: SUPER,
    call: async (db) => ({ path: `/api/admin/webhooks/${await seedWebhook(db)}` }),
  },
  {
    route: "api/admin/webhooks/[id]/rotate-secret",
    method: "POST",
    allowed: SUPER,
    call: async (db) => ({ path: `/api/admin/webhooks/${await seedWebhook(db)}/rotate-secret` }),
  },
  {
    route: "api/admin/webhooks/[id]/test",
    method: "POST",
    allowed: SUPER,
    call: async (db) => ({ path: `/api/admin/webhooks/${await seedWebhook(db)}/test` }),
  },
  {
    route: "api/admin/webhooks/[id]/deliveries",
    method: "GET",
    allowed: SUPER,
    call: async (db) => ({ path: `/api/admin/webhooks/${await seedWebhook(db)}/deliveries` }),
  },
  {
    route: "api/admin/webhooks/[id]/deliveries/[deliveryId]/retry",
    method: "POST",
    allowed: SUPER,
    call: async (db) => ({ path: await seedFailedDelivery(db) }),
  },
  // Insights (ADR 0067)
  {
    route: "api/admin/insights",
    method: "GET",
    allowed: ADMINS,
    call: () => ({ path: "/api/admin/insights?from=2019-10-01&to=2019-10-31" }),
  },
  // A person's data (ADR 0074; super admins only)
  {
    route: "api/admin/privacy",
    method: "GET",
    allowed: SUPER,
    call: () => ({ path: "/api/admin/privacy?email=nobody%40example.com" }),
  },
  {
    route: "api/admin/privacy/export",
    method: "GET",
    allowed: SUPER,
    call: () => ({ path: "/api/admin/privacy/export?email=nobody%40example.com" }),
  },
  {
    route: "api/admin/privacy/erase",
    method: "POST",
    allowed: SUPER,
    // A fresh enquiry each time: an erasure needs something to erase.
    call: async (db) => {
      const email = `erase-${randomUUID()}@example.com`;
      await db.insert(enquiries).values({ name: "Ada Lovelace", email, message: "Erase me" });
      return { path: "/api/admin/privacy/erase", body: { email } };
    },
  },
  // The retention period (ADR 0075; super admins only). The run first, with a period of ten
  // years (nothing the suites write is that old); the PUT after it lifts the period again.
  {
    route: "api/admin/privacy/retention",
    method: "GET",
    allowed: SUPER,
    call: () => ({ path: "/api/admin/privacy/retention" }),
  },
  {
    route: "api/admin/privacy/retention/apply",
    method: "POST",
    allowed: SUPER,
    call: async (db) => {
      await db.update(adminSettings).set({ retentionMonths: 120 });
      return { path: "/api/admin/privacy/retention/apply" };
    },
  },
  {
    route: "api/admin/privacy/retention",
    method: "PUT",
    allowed: SUPER,
    call: () => ({ path: "/api/admin/privacy/retention", body: { months: null } }),
  },
  // Audit trail (super admins only)
  {
    route: "api/admin/audit",
    method: "GET",
    allowed: SUPER,
    call: () => ({ path: "/api/admin/audit" }),
  },
];

export const pageRows: PageRow[] = [
  { path: "/admin", allowed: ADMINS },
  { path: "/admin/bookings", allowed: ADMINS },
  { path: "/admin/enquiries", allowed: ADMINS },
  { path: "/admin/insights", allowed: ADMINS },
  { path: "/admin/availability", allowed: ADMINS },
  { path: "/admin/calendars", allowed: ADMINS },
  { path: "/admin/team", allowed: ADMINS },
  { path: "/admin/settings", allowed: ADMINS },
  { path: "/admin/account", allowed: ADMINS },
  {
    path: "/admin/integrations",
    allowed: SUPER,
    refusedText: "Only super administrators can manage integrations",
  },
  {
    path: "/admin/users",
    allowed: SUPER,
    refusedText: "Only super administrators can manage users",
  },
  {
    path: "/admin/privacy",
    allowed: SUPER,
    refusedText: "Only super administrators can find and erase a person's data",
  },
  {
    path: "/admin/audit",
    allowed: SUPER,
    refusedText: "Only super administrators can read the audit trail",
  },
];
