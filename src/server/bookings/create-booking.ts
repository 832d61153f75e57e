import "server-only";
import { randomUUID } from "node:crypto";
import { tzOffset } from "@date-fns/tz";
import { and, count, eq, gt } from "drizzle-orm";
import { BOOKING_MESSAGES, type BookingCreated, type BookingRequest } from "@/lib/schemas/booking";
import { checkAnswers } from "@/lib/schemas/booking-questions";
import { guestsBesides } from "@/lib/schemas/guest-list";
import type { CalendarDate } from "@/lib/time/calendar-date";
import { HOUR_IN_SECONDS } from "@/lib/time/durations";
import { type AuditActor, recordAudit } from "@/server/audit/record-audit";
import { type LoadedSchedule, loadSchedule } from "@/server/availability/load-schedule";
import { teamWithoutNotice } from "@/server/availability/move-slots";
import { teamSlots } from "@/server/availability/team-slots";
import { scheduleCalendarWrite } from "@/server/calendars/calendar-jobs";
import type { Database } from "@/server/db";
import { bookings, meetingTypes } from "@/server/db/schema";
import { ownMeetingUrlTemplates } from "@/server/hosts/meeting-hosts";
import { ActionError } from "@/server/http/action-result";
import { enqueueJob, IMMEDIATE_SEND_GRACE_MS } from "@/server/jobs/job-queue";
import { enforceRateLimits } from "@/server/rate-limit";
import { addToCalendarLinks } from "./add-to-calendar";
import { type BookingDeps, manageUrlFor, meetingLinkFor } from "./booking-config";
import { recordBookingEvent } from "./booking-events";
import { BOOKING_JOBS } from "./booking-jobs";
import { lockBookingAddress, lockBookingDate } from "./booking-locks";
import { takeSlotWithRetries } from "./booking-transaction";
import { planFollowUp } from "./follow-up";
import { insertWithFreeHosts, type NewBooking, roundRobinOrder } from "./host-assignment";
import { manageTokenFor } from "./manage-token";
import { meetingAtAnyTime, overlapsAnotherBooking } from "./meeting-at-any-time";
import { planReminders } from "./reminders";
import { sendBookingJobsNow } from "./send-now";
import { freeHostFirstOrder, typedMeeting } from "./typed-time-of-host";

export interface CreatedBooking {
  body: BookingCreated;
  /** Sends the confirmation and staff mails now (the route runs it after responding). */
  deliver: () => Promise<void>;
}

const perIpBucket = (ip: string | null, deps: BookingDeps) => ({
  key: `booking:ip:${ip ?? "unknown"}`,
  limit: deps.config.rateLimitPerIp,
  windowSeconds: HOUR_IN_SECONDS,
});
const tooManyAttempts = (retryIn: string) =>
  `Too many booking attempts. Please try again in ${retryIn}.`;

/**
 * A booking request refused for its input (too large, not JSON, invalid): it counts against the
 * caller's per-IP limit like an attempt, so junk cannot be sent without end (429 once over it).
 */
export function countRefusedBookingRequest(db: Database, ip: string | null, deps: BookingDeps) {
  return enforceRateLimits(db, [perIpBucket(ip, deps)], deps.now(), tooManyAttempts);
}

/**
 * Books a meeting. In one transaction: recheck the slot against the current availability, blocks,
 * window, notice and confirmed bookings, check the per-email cap, insert as confirmed and schedule
 * the mails. The exclusion constraint booking_hosts_no_overlap has the last word: two requests
 * that both passed the recheck cannot both hold one host; the loser gets the same 409.
 */
export async function createBooking(
  db: Database,
  input: BookingRequest,
  context: { ip: string | null },
  deps: BookingDeps,
): Promise<CreatedBooking> {
  const now = deps.now();
  if (input.subject) {
    console.warn("[booking] spam trap filled; request refused");
    throw new ActionError(400, BOOKING_MESSAGES.failed);
  }
  await enforceRateLimits(
    db,
    [
      perIpBucket(context.ip, deps),
      {
        key: `booking:email:${input.email}`,
        limit: deps.config.rateLimitPerEmail,
        windowSeconds: HOUR_IN_SECONDS,
      },
    ],
    now,
    tooManyAttempts,
  );

  return bookConfirmed(db, input, deps);
}

/**
 * A booking made by staff for someone (createBookingAsStaff): who, whether notice applies, and
 * whether the time may be any time of day (ADR 0068).
 */
export interface StaffBooking {
  actor: AuditActor;
  overrideNotice: boolean;
  anyTime?: boolean;
}

/**
 * Takes the slot (retrying a serialization failure) and answers with the booking as the API
 * gives it; `deliver` sends its mails.
 */
export async function bookConfirmed(
  db: Database,
  input: BookingRequest,
  deps: BookingDeps,
  staff?: StaffBooking,
): Promise<CreatedBooking> {
  const id = randomUUID();
  const manage = manageTokenFor(deps.config.manageTokenSecret, id);
  const row = { id, manageHash: manage.hash, now: deps.now() };
  const { booking, remindAt, hosts } = await takeSlotWithRetries(
    () => insertConfirmedBooking(db, input, row, deps, staff),
    // A typed time (ADR 0068) can only collide with another booking: said beside the time.
    staff?.anyTime ? overlapsAnotherBooking : undefined,
  );
  return {
    body: {
      id: booking.id,
      date: booking.bookingDate,
      time: booking.timeSlot,
      start: booking.startsAt.toISOString(),
      end: booking.endsAt.toISOString(),
      status: "confirmed",
      meetingLink: booking.meetingLink,
      manageUrl: manageUrlFor(deps.config.appUrl, manage.token),
      addToCalendar: addToCalendarLinks(booking, deps.config, manage.token),
      guests: booking.guests,
      reminderAt: remindAt?.toISOString() ?? null,
      hosts,
    },
    deliver: () => sendBookingJobsNow(db, deps, id),
  };
}

/**
 * The transaction: recheck, cap, insert, schedule the mails. Staff skip the type's questions and
 * the per-address cap, may book inside the notice, and are audited.
 */
function insertConfirmedBooking(
  db: Database,
  input: BookingRequest,
  row: { id: string; manageHash: string; now: Date },
  deps: BookingDeps,
  staff: StaffBooking | undefined,
) {
  const { id, now } = row;
  return db.transaction(async (tx) => {
    await lockBookingAddress(tx, input.email);
    await lockBookingDate(tx, input.date);
    const loaded = await loadSchedule(
      tx,
      input.date,
      input.date,
      { slug: input.type },
      { slug: input.host },
    );
    const { meetingType, lastReminderMinutes } = loaded;
    const team = staff?.overrideNotice ? teamWithoutNotice(loaded.team) : loaded.team;
    const answers = staff ? [] : await answersFor(tx, meetingType.id, input.answers);
    const slot = staff?.anyTime
      ? {
          ...meetingAtAnyTime(input, team.policy.timeZone, meetingType.durationMinutes, now),
          // A typed time is staff's choice: the hosts' hours do not decide it, the constraint does.
          hostIds: team.members.map((member) => member.host.id),
        }
      : teamSlots(input.date, team, now).find((s) => s.time === input.time);
    if (!slot || slot.hostIds.length === 0) throw new ActionError(409, BOOKING_MESSAGES.slotTaken);
    if (!staff) await checkUpcomingCap(tx, input.email, now, deps);
    const zone = input.timezone ?? team.policy.timeZone;

    const values: NewBooking = {
      id,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      website: input.website,
      contactType: input.contactType,
      contactNumber: input.contactNumber.replace(/\s+/g, " "),
      bookingDate: input.date,
      timeSlot: input.time,
      // The type's buffers are copied: busy_range (what the exclusion constraint compares) is
      // built from them, and a later change to the type does not move existing bookings.
      meetingTypeId: meetingType.id,
      bufferBeforeMinutes: meetingType.bufferBeforeMinutes,
      bufferAfterMinutes: meetingType.bufferAfterMinutes,
      notes: input.notes,
      answers,
      guests: guestsBesides(input.email, input.guests),
      leadSource: input.source ?? null,
      timezone: zone,
      // The browser's offset when /book sent one; else the zone's at the meeting.
      timezoneOffset: input.timezoneOffset ?? tzOffset(zone, slot.start),
      status: "confirmed",
      startsAt: slot.start,
      endsAt: slot.end,
      manageTokenHash: row.manageHash,
      createdAt: now,
      updatedAt: now,
    };
    const choices =
      team.assignment === "collective"
        ? [slot.hostIds]
        : (
            await roundRobinChoices(tx, loaded, { ...slot, date: input.date }, now, staff?.anyTime)
          ).map((id) => [id]);
    // Each host's own link template, else the site's (a collective meeting: its own host's).
    const templates = await ownMeetingUrlTemplates(tx, slot.hostIds);
    const inserted = await insertWithFreeHosts(tx, values, choices, (hostId) =>
      meetingLinkFor(templates.get(hostId) ?? deps.config.meetingUrlTemplate, id),
    );
    const grace = new Date(now.getTime() + IMMEDIATE_SEND_GRACE_MS);
    await enqueueJob(tx, { kind: BOOKING_JOBS.confirmation, bookingId: id, runAt: grace });
    await enqueueJob(tx, { kind: BOOKING_JOBS.staffNotification, bookingId: id, runAt: grace });
    if (inserted.booking.guests.length > 0)
      await enqueueJob(tx, { kind: BOOKING_JOBS.guestsInvited, bookingId: id, runAt: grace });
    await scheduleCalendarWrite(tx, id, now);
    const remindAt = await planReminders(
      tx,
      { id, startsAt: slot.start, lastReminderMinutes },
      now,
      true,
    );
    await planFollowUp(tx, id);
    await recordBookingEvent(tx, "booking.created", id, now);
    if (staff)
      await recordAudit(tx, staff.actor, {
        action: "booking.created",
        entity: "bookings",
        entityId: id,
        after: {
          date: input.date,
          time: input.time,
          email: input.email,
          type: meetingType.slug,
          ...(staff.anyTime ? { anyTime: true } : {}),
        },
      });
    const hosts = team.members
      .filter((member) => inserted.hostIds.includes(member.host.id))
      .map(({ host }) => ({ name: host.name, slug: host.slug }));
    return { booking: inserted.booking, remindAt, hosts };
  });
}

/**
 * Round robin's order of the hosts free at the slot; at a typed time (every host), the first host
 * with nothing else on goes first, as the time check names them (ADR 0068).
 */
async function roundRobinChoices(
  tx: Database,
  { team, meetingType, timeFormat }: LoadedSchedule,
  slot: { date: CalendarDate; start: Date; end: Date; hostIds: readonly string[] },
  now: Date,
  typed: boolean | undefined,
) {
  const order = await roundRobinOrder(tx, meetingType.id, slot.hostIds, now);
  if (!typed) return order;
  const meeting = typedMeeting(meetingType, slot, timeFormat);
  return freeHostFirstOrder(tx, team.members, order, meeting);
}

/**
 * The visitor's answers checked against the type's questions as they stand now (read apart from
 * the schedule: the slots query, the site's hottest, never carries them). A 422 names each
 * answer's field, `answers.<id>`.
 */
async function answersFor(tx: Database, typeId: string, given: BookingRequest["answers"]) {
  const [type] = await tx
    .select({ questions: meetingTypes.questions })
    .from(meetingTypes)
    .where(eq(meetingTypes.id, typeId));
  const checked = checkAnswers(type?.questions ?? [], given);
  if (checked.ok) return checked.answers;
  const [first] = Object.values(checked.fields);
  throw new ActionError(422, first!, checked.fields);
}

/** At most `maxUpcomingPerEmail` upcoming meetings per address (visitors; staff are not held). */
async function checkUpcomingCap(tx: Database, email: string, now: Date, deps: BookingDeps) {
  const [upcoming] = await tx
    .select({ n: count() })
    .from(bookings)
    .where(
      and(eq(bookings.email, email), eq(bookings.status, "confirmed"), gt(bookings.startsAt, now)),
    );
  const max = deps.config.maxUpcomingPerEmail;
  if ((upcoming?.n ?? 0) >= max)
    throw new ActionError(422, "You already have the most upcoming meetings allowed", {
      email: `This email address already has ${max} upcoming ${max === 1 ? "meeting" : "meetings"}. Please cancel one before booking another.`,
    });
}
