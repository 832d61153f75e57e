// Pure: what a time staff typed (*Any time*, ADR 0068) falls on, said before they book it. Hours,
// breaks, blocks, a connected calendar's busy time and the limits do not stop staff — the
// time was agreed with the person — but staff should see them; another booking does stop it.
import { STAFF_TIME_MESSAGES } from "@/lib/schemas/manage";
import { formatInstantDate, formatInstantTime, type TimeFormat } from "@/lib/time/format";
import { zonedDate, zonedTime } from "@/lib/time/zoned";
import { type AvailabilityRules, type ConflictCandidate, findBookingConflicts } from "./conflicts";

/** A span of time taken by something else: another meeting, a connected calendar's event. */
export interface TakenSpan {
  startsAt: Date;
  endsAt: Date;
}

export interface TypedTimeFacts {
  /** The meeting as typed, with its type (its weekdays and hours). */
  meeting: Pick<ConflictCandidate, "startsAt" | "endsAt" | "type">;
  rules: AvailabilityRules;
  /** Confirmed meetings whose time (buffers included) overlaps the meeting's, itself excluded. */
  overlappingBookings: readonly (TakenSpan & { name: string })[];
  /** Connected calendars' busy periods that overlap the meeting (buffers included). */
  calendarBusy: readonly (TakenSpan & { calendar: string })[];
  /** Confirmed meetings already on its business date (the one being moved not counted). */
  meetingsThatDay: number;
  dailyLimit: number | null;
  /** Confirmed meetings of its type on that date, and the type's own daily limit. */
  typeMeetingsThatDay?: number;
  typeDailyLimit?: number | null;
  /** Confirmed meetings already in its week, Monday to Sunday (the one being moved not counted). */
  meetingsThatWeek: number;
  weeklyLimit: number | null;
  zone: string;
  timeFormat: TimeFormat;
}

export interface TypedTimeNotes {
  /** Why the server will refuse it (another booking is there), or null. */
  refusal: string | null;
  /** Everything it falls on, in words, the refusal's cause included; empty: nothing. */
  notes: string[];
}

/**
 * A span on the business clock, for a meeting on `date`: its times when it lies on that date ("all
 * day" when it is the whole date), else with the dates it runs between (a multi-day event).
 */
function spanInWords(span: TakenSpan, date: string, zone: string, timeFormat: TimeFormat) {
  const time = (instant: Date) => formatInstantTime(instant, zone, timeFormat);
  const lastInstant = new Date(span.endsAt.getTime() - 1);
  if (zonedDate(span.startsAt, zone) === date && zonedDate(lastInstant, zone) === date) {
    const wholeDay =
      zonedTime(span.startsAt, zone) === "00:00" && zonedTime(span.endsAt, zone) === "00:00";
    return wholeDay ? "all day" : `${time(span.startsAt)}–${time(span.endsAt)}`;
  }
  const at = (instant: Date) => `${formatInstantDate(instant, zone)} ${time(instant)}`;
  return `${at(span.startsAt)} to ${at(span.endsAt)}`;
}

/**
 * What the typed time falls on, in the order staff weigh it: another booking (which refuses it),
 * the opening hours and the type's days and hours, breaks, blocks, connected calendars' busy
 * time, the daily and weekly limits. Times are in the admin's format on the business clock.
 */
export function typedTimeNotes(facts: TypedTimeFacts): TypedTimeNotes {
  const { meeting, zone, timeFormat } = facts;
  const date = zonedDate(meeting.startsAt, zone);
  const inWords = (span: TakenSpan) => spanInWords(span, date, zone, timeFormat);
  const notes = facts.overlappingBookings.map(
    (booking) => `Overlaps the meeting with ${booking.name} (${inWords(booking)})`,
  );
  const candidate = { ...meeting, id: "typed", firstName: "", lastName: "", email: "" };
  const [ruleConflict] = findBookingConflicts([candidate], facts.rules, zone, timeFormat);
  notes.push(...(ruleConflict?.reasons ?? []));
  for (const busy of facts.calendarBusy)
    notes.push(`Busy in the calendar ${busy.calendar} (${inWords(busy)})`);
  const meetings = (count: number) => `${count} ${count === 1 ? "meeting" : "meetings"}`;
  if (facts.dailyLimit !== null && facts.meetingsThatDay >= facts.dailyLimit)
    notes.push(
      `This date already has ${meetings(facts.meetingsThatDay)} (the daily limit is ${facts.dailyLimit})`,
    );
  const typeLimit = facts.typeDailyLimit ?? null;
  const ofType = facts.typeMeetingsThatDay ?? 0;
  if (typeLimit !== null && ofType >= typeLimit)
    notes.push(
      `This date already has ${meetings(ofType)} of this type (its daily limit is ${typeLimit})`,
    );
  if (facts.weeklyLimit !== null && facts.meetingsThatWeek >= facts.weeklyLimit)
    notes.push(
      `This week already has ${meetings(facts.meetingsThatWeek)} (the weekly limit is ${facts.weeklyLimit})`,
    );
  const refusal = facts.overlappingBookings.length > 0 ? STAFF_TIME_MESSAGES.overlaps : null;
  return { refusal, notes };
}
