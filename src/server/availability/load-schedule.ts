import "server-only";
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { addDays, type CalendarDate, mondayOf } from "@/lib/time/calendar-date";
import type { TimeFormat } from "@/lib/time/format";
import type { Database } from "@/server/db";
import { rowsOf } from "@/server/db/rows";
import { busyPeriodSpan, calendarBusyPeriods } from "@/server/db/schema";
import { type HostRow, type HostSelection, teamMembers } from "./host-pick";
import {
  type MeetingTypeRow,
  pickMeetingType,
  slotTypeOf,
  type TypeSelection,
} from "./meeting-type-pick";
import type { BookingPolicy, Schedule, SlotType } from "./schedule";
import type { Assignment, TeamSchedule } from "./team-slots";

export interface LoadedSchedule {
  /** The chosen meeting type's hosts, each with their own schedule (ADR 0088). */
  team: TeamSchedule;
  timeFormat: TimeFormat;
  meetingType: MeetingTypeRow;
  /** The second reminder's lead in minutes (null: none), for the booking that is being saved. */
  lastReminderMinutes: number | null;
  /** `schedule_version`'s token in the same snapshot: what the rows above were (ADR 0086). */
  token: string | null;
}

interface ScheduleRow {
  token: string | null;
  settings: {
    booking_advance_limit_days: number;
    time_format_preference: TimeFormat;
    business_timezone: string;
    minimum_notice_minutes: number;
    max_bookings_per_day: number | null;
    max_bookings_per_week: number | null;
    last_reminder_minutes: number | null;
  } | null;
  hosts: { id: string; name: string; slug: string; active: boolean }[];
  rules: {
    host_id: string;
    day_of_week: number;
    is_available: boolean;
    start_time: string;
    end_time: string;
    slot_duration: number;
  }[];
  blocks: {
    /** Null: the whole team. */
    host_id: string | null;
    block_date: string;
    all_day: boolean;
    start_time: string | null;
    end_time: string | null;
  }[];
  date_hours: {
    host_id: string;
    hours_date: string;
    start_time: string;
    end_time: string;
    slot_duration: number;
  }[];
  breaks: { host_id: string; days: number[]; start_time: string; end_time: string }[];
  busy: { h: string; start: string; end: string }[];
  /** Confirmed meetings per business date, meeting type and host. */
  booked: { d: string; t: string; h: string; n: number }[];
  types: {
    id: string;
    slug: string;
    name: string;
    duration_minutes: number;
    buffer_before_minutes: number;
    buffer_after_minutes: number;
    minimum_notice_minutes: number | null;
    max_bookings_per_day: number | null;
    description: string;
    active: boolean;
    listed: boolean;
    days: number[] | null;
    offered_from: string | null;
    offered_until: string | null;
    host_ids: string[];
    assignment: Assignment;
  }[];
}

/**
 * The instants read for busy time, as a range. Both overlap tests use a GiST index (bookings'
 * exclusion constraint, calendar_busy_periods_span_idx on `busyPeriodSpan`) and, unlike a pair of
 * inequalities, give PostgreSQL a row estimate that does not depend on the values: with
 * inequalities it judged the generic plan dearer, re-planned every execution and lost what
 * preparing saves (ADR 0080).
 */
const SPAN = sql`tstzrange(${sql.placeholder("lowest")}::timestamptz, ${sql.placeholder("highest")}::timestamptz)`;
/** The same for the meetings counted: the whole weeks of the dates asked about (a weekly limit). */
const COUNTED_SPAN = sql`tstzrange(${sql.placeholder("countedFrom")}::timestamptz, ${sql.placeholder("countedTo")}::timestamptz)`;

/**
 * The one query behind every slot and availability answer, as a statement PREPARED under a name:
 * PostgreSQL parses and plans it once per connection instead of on every request. Parsing and
 * planning its subqueries were most of its cost on the site's hottest path: the backend's CPU per
 * query went from 0.7–1.0 ms to 0.09–0.17 ms. Values are placeholders filled per call. Drizzle
 * names statements only through its session (`db.execute` never prepares), which both drivers
 * implement: pg prepares once per connection, PGlite runs it as any query.
 */
export const SCHEDULE_QUERY = new PgDialect().sqlToQuery(sql`
  SELECT
    (SELECT token FROM schedule_version WHERE id = 1) AS token,
    (SELECT row_to_json(s) FROM (
       SELECT booking_advance_limit_days, time_format_preference, business_timezone,
              minimum_notice_minutes, max_bookings_per_day, max_bookings_per_week,
              last_reminder_minutes
       FROM admin_settings WHERE id = 1) s) AS settings,
    -- Hosts in the order they joined, with whether each takes meetings (migration 0040).
    (SELECT coalesce(json_agg(x ORDER BY x.created_at, x.id), '[]'::json) FROM (
       SELECT hosts.id, hosts.name, hosts.slug, hosts.created_at,
              host_takes_meetings(hosts) AS active
       FROM hosts) x) AS hosts,
    (SELECT coalesce(json_agg(r), '[]'::json) FROM (
       SELECT host_id, day_of_week, is_available, start_time, end_time, slot_duration
       FROM availability_settings) r) AS rules,
    (SELECT coalesce(json_agg(b), '[]'::json) FROM (
       SELECT host_id, block_date, all_day, start_time, end_time FROM blocked_slots
       WHERE block_date BETWEEN ${sql.placeholder("from")}::date AND ${sql.placeholder("to")}::date) b) AS blocks,
    (SELECT coalesce(json_agg(h), '[]'::json) FROM (
       SELECT host_id, hours_date, start_time, end_time, slot_duration FROM date_specific_hours
       WHERE hours_date BETWEEN ${sql.placeholder("from")}::date AND ${sql.placeholder("to")}::date) h) AS date_hours,
    (SELECT coalesce(json_agg(w), '[]'::json) FROM (
       SELECT host_id, days, start_time, end_time FROM weekly_breaks) w) AS breaks,
    (SELECT coalesce(json_agg(json_build_object('h', host_id, 'start', starts_at, 'end', ends_at)), '[]'::json)
       FROM (SELECT host_id, lower(busy_range) AS starts_at, upper(busy_range) AS ends_at
             FROM booking_hosts WHERE status = 'confirmed' AND busy_range && ${SPAN}
             UNION ALL
             -- Connected calendars' busy times (ADR 0052), as synced: never fetched here.
             SELECT calendar_connections.host_id, starts_at, ends_at FROM calendar_busy_periods
             JOIN calendar_connections ON calendar_connections.id = calendar_busy_periods.connection_id
             WHERE ${busyPeriodSpan(calendarBusyPeriods.startsAt, calendarBusyPeriods.endsAt)} && ${SPAN}
            ) p) AS busy,
    -- Confirmed meetings per business date, type and host, for each host's daily and weekly
    -- limits and the types' own daily limits: bookings over the whole weeks of the dates asked
    -- (the busy rows' index), counted by the date their start falls on in the business zone; not
    -- read at all without a limit (a one-time filter), which kept the slots query's cost.
    (SELECT coalesce(json_agg(c), '[]'::json) FROM (
       SELECT to_char(bookings.starts_at AT TIME ZONE (SELECT business_timezone FROM admin_settings
                                                       WHERE id = 1), 'YYYY-MM-DD') AS d,
              bookings.meeting_type_id AS t, booking_hosts.host_id AS h, count(*) AS n
       FROM booking_hosts JOIN bookings ON bookings.id = booking_hosts.booking_id
       WHERE booking_hosts.status = 'confirmed' AND booking_hosts.busy_range && ${COUNTED_SPAN}
         AND ((SELECT max_bookings_per_day IS NOT NULL OR max_bookings_per_week IS NOT NULL
               FROM admin_settings WHERE id = 1)
              OR EXISTS (SELECT 1 FROM meeting_types WHERE max_bookings_per_day IS NOT NULL))
       GROUP BY 1, 2, 3) c) AS booked,
    (SELECT coalesce(json_agg(t ORDER BY t.sort_order, t.created_at, t.id), '[]'::json) FROM (
       SELECT id, slug, name, duration_minutes, buffer_before_minutes, buffer_after_minutes,
              minimum_notice_minutes, max_bookings_per_day, description, active, listed, days,
              offered_from, offered_until, host_ids, assignment, sort_order, created_at
       FROM meeting_types) t) AS types
`);
const SCHEDULE_STATEMENT = "load_schedule";

/**
 * Everything the slot engine needs for the dates `from`..`to` (business calendar), read fresh in
 * ONE round trip: settings, hosts, each host's weekly rules and breaks, blocks, date-specific
 * hours and connected calendars' busy periods, meeting types, confirmed bookings per host (with
 * their own buffers: `busy_range`, what the exclusion constraint compares) and their count per
 * date (the limits). `select` picks the meeting type (absent: the first active listed one; an
 * unknown or inactive slug is a 422 naming `type`); `hosts` narrows its hosts (a personal link's
 * host, a booking's own). The public slot and availability endpoints are the hottest paths of the
 * site, so they cost one query, not four. Busy time is read for a UTC span one day wider on each
 * side, which covers every zone offset.
 * Pass a transaction to read inside it (the booking recheck does).
 */
export async function loadSchedule(
  db: Database,
  from: CalendarDate,
  to: CalendarDate,
  select: TypeSelection = {},
  hosts: HostSelection = {},
): Promise<LoadedSchedule> {
  const lowest = `${addDays(from, -1)}T00:00:00Z`;
  const highest = `${addDays(to, 2)}T00:00:00Z`;
  // Monday of the first week to the day after the last week's Sunday, a day wider each side.
  const countedFrom = `${addDays(mondayOf(from), -1)}T00:00:00Z`;
  const countedTo = `${addDays(mondayOf(to), 8)}T00:00:00Z`;
  const result = await db._.session
    .prepareQuery(SCHEDULE_QUERY, undefined, SCHEDULE_STATEMENT, false)
    .execute({ from, to, lowest, highest, countedFrom, countedTo });
  const [row] = rowsOf<ScheduleRow>(result);
  if (!row?.settings) throw new Error("admin_settings has no row: the seed did not run");
  const { settings } = row;
  const { meetingType, isDefault } = pickMeetingType(row.types.map(typeRowOf), select);
  const chosen = row.types.find((t) => t.id === meetingType.id)!;
  const policy: BookingPolicy = {
    timeZone: settings.business_timezone,
    advanceLimitDays: settings.booking_advance_limit_days,
    minimumNoticeMinutes: settings.minimum_notice_minutes,
    maxBookingsPerDay: settings.max_bookings_per_day,
    maxBookingsPerWeek: settings.max_bookings_per_week,
  };
  const type = slotTypeOf(meetingType, isDefault);
  const members = teamMembers(row.hosts as HostRow[], chosen.host_ids, chosen.assignment, hosts);
  return {
    timeFormat: settings.time_format_preference,
    meetingType,
    lastReminderMinutes: settings.last_reminder_minutes,
    token: row.token,
    team: {
      assignment: chosen.assignment,
      policy,
      type,
      members: members.map((host) => ({
        host: { id: host.id, name: host.name, slug: host.slug },
        schedule: hostSchedule(row, host.id, policy, type, meetingType.id),
      })),
    },
  };
}

/** One host's schedule out of the query's rows: their own, and the team's blocks. */
function hostSchedule(
  row: ScheduleRow,
  hostId: string,
  policy: BookingPolicy,
  type: SlotType,
  typeId: string,
): Schedule {
  const own = <T extends { host_id: string | null }>(rows: T[]) =>
    rows.filter((r) => r.host_id === hostId);
  return {
    type,
    policy,
    rules: own(row.rules).map((r) => ({
      dayOfWeek: r.day_of_week,
      isAvailable: r.is_available,
      startTime: r.start_time,
      endTime: r.end_time,
      slotDuration: r.slot_duration,
    })),
    blocks: row.blocks
      .filter((b) => b.host_id === null || b.host_id === hostId)
      .map((b) => ({
        blockDate: b.block_date,
        allDay: b.all_day,
        startTime: b.start_time,
        endTime: b.end_time,
      })),
    dateHours: own(row.date_hours).map((h) => ({
      date: h.hours_date,
      startTime: h.start_time,
      endTime: h.end_time,
      slotDuration: h.slot_duration,
    })),
    breaks: own(row.breaks).map((b) => ({
      days: b.days,
      startTime: b.start_time,
      endTime: b.end_time,
    })),
    busy: row.busy
      .filter((b) => b.h === hostId)
      .map((b) => ({ start: new Date(b.start), end: new Date(b.end) })),
    ...bookedCounts(
      row.booked.filter((b) => b.h === hostId),
      typeId,
    ),
  };
}
/** The meetings per date of every type (the Settings' limits) and of the chosen type (its own). */
function bookedCounts(booked: ScheduleRow["booked"], typeId: string) {
  const bookedPerDay: Record<CalendarDate, number> = {};
  const typeBookedPerDay: Record<CalendarDate, number> = {};
  for (const { d, t, n } of booked) {
    const count = Number(n);
    bookedPerDay[d] = (bookedPerDay[d] ?? 0) + count;
    if (t === typeId) typeBookedPerDay[d] = count;
  }
  return { bookedPerDay, typeBookedPerDay };
}

function typeRowOf(t: ScheduleRow["types"][number]): MeetingTypeRow {
  return {
    id: t.id,
    slug: t.slug,
    name: t.name,
    durationMinutes: t.duration_minutes,
    bufferBeforeMinutes: t.buffer_before_minutes,
    bufferAfterMinutes: t.buffer_after_minutes,
    minimumNoticeMinutes: t.minimum_notice_minutes,
    maxBookingsPerDay: t.max_bookings_per_day,
    description: t.description,
    active: t.active,
    listed: t.listed,
    days: t.days,
    offeredFrom: t.offered_from,
    offeredUntil: t.offered_until,
    hostIds: t.host_ids,
    assignment: t.assignment,
  };
}
