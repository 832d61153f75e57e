// The Calendars tab's inputs (issue 13), shared by the client component and the
// /api/admin/calendars route handlers (which re-parse every request).
import * as z from "zod";
import { isStorableText, NUL_MESSAGE, requiredText } from "./fields";
import { hostIdField } from "./hosts";

export const CALENDAR_KINDS = ["ics", "caldav"] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

const UUID_MESSAGE = "Expected parameter to be UUID but is not";
const id = z.uuid(UUID_MESSAGE);

const calendarName = requiredText(
  { required: "Name is required", tooLong: "Name must be at most 100 characters" },
  100,
);

/** An address typed or pasted: trimmed, at most 2,000 characters; safety is checked server-side. */
const address = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(2000, `${label} must be at most 2000 characters`)
    .refine((v) => /^(https?|webcal):\/\//i.test(v), `${label} must start with https://`)
    .refine((v) => !/[\s\p{Cc}]/u.test(v), `${label} must not contain spaces`);

export const addIcsCalendarSchema = z.object({
  kind: z.literal("ics"),
  name: calendarName,
  url: address("Feed address"),
  /** Whose busy times it holds (ADR 0088); the first host's when left out. */
  hostId: hostIdField,
});

export const addCaldavCalendarSchema = z.object({
  kind: z.literal("caldav"),
  name: calendarName,
  serverUrl: address("Server address"),
  username: z
    .string({ error: "Username is required" })
    .trim()
    .min(1, "Username is required")
    .max(200, "Username must be at most 200 characters")
    .refine(isStorableText, NUL_MESSAGE),
  password: z
    .string({ error: "App password is required" })
    .min(1, "App password is required")
    .max(500, "App password must be at most 500 characters")
    .refine(isStorableText, NUL_MESSAGE),
  hostId: hostIdField,
});

export const addCalendarSchema = z.discriminatedUnion(
  "kind",
  [addIcsCalendarSchema, addCaldavCalendarSchema],
  { error: "Kind must be ics or caldav" },
);
export type AddCalendarInput = z.output<typeof addCalendarSchema>;

export const updateCalendarSchema = z.object({
  id,
  name: calendarName.optional(),
  /** CalDAV: which of the account's calendars count as busy, by source id. */
  busySourceIds: z.array(id).max(200).optional(),
  /** CalDAV: the one calendar bookings are written to (null: none from this account). */
  destinationSourceId: id.nullable().optional(),
});
export type UpdateCalendarInput = z.output<typeof updateCalendarSchema>;

export const calendarIdSchema = z.object({ id });

/** What the browser gets: never the feed address nor the password. */
export interface CalendarSourceView {
  id: string;
  displayName: string;
  isBusy: boolean;
  isDestination: boolean;
  canWrite: boolean;
}

export interface CalendarView {
  id: string;
  kind: CalendarKind;
  name: string;
  /** ICS: the feed's host only (the address is often secret). CalDAV: the server address. */
  displayUrl: string;
  username: string | null;
  lastSyncedAt: string | null;
  lastAttemptAt: string | null;
  /** Busy periods stored inside the booking window. */
  busyCount: number;
  error: string | null;
  /** No successful sync for 24 h. */
  stale: boolean;
  sources: CalendarSourceView[];
}

const NOT_A_FEED = "Not a bookings feed address";

/**
 * GET /api/calendar/{token}/bookings.ics: the bookings feed's secret (ADR 0077), base64url. A
 * well-formed one that is not the current address is the route's 404.
 */
export const feedTokenParamSchema = z.object({
  token: z
    .string()
    .max(200, NOT_A_FEED)
    .regex(/^[A-Za-z0-9_-]+$/, NOT_A_FEED),
});

export const FEED_FORBIDDEN = "Only super administrators can set up the bookings feed";

/** The bookings feed as the admin API gives it: when its address was made; null: no feed. */
export interface FeedState {
  createdAt: string | null;
}
