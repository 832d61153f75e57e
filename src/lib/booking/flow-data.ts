import type { AvailabilityResponse } from "@/lib/schemas/booking";
import type { PublicMeetingType } from "@/lib/schemas/meeting-types";
import type { TimeFormat } from "@/lib/time/format";
import type { AnswerValues, ContactValues } from "./contact-values";
import type { PublicHost } from "./meeting-with";

/** Each day's status by date (`YYYY-MM-DD`), as `/api/v1/availability` gives it. */
export type DayStatuses = Record<string, AvailabilityResponse["days"][number]["status"]>;

/** Where a date and time picker reads its free days and times (the URLs of the two reads). */
export interface FreeTimeSource {
  availability(from: string, to: string): string;
  slots(date: string): string;
}

/** Where the booking flow starts, and what the link that opened it filled in. */
export interface BookingStart {
  step: "type" | "date";
  meetingType: string | null;
  /** The first day of the month the calendar opens on (today's unless it has nothing left). */
  month?: string;
  prefill?: ContactValues;
  prefillAnswers?: AnswerValues;
}

/**
 * What the booking flow opens with, read on the server for /book and /book/embed and handed to
 * the flow as plain data: the server reads it, the browser renders it.
 */
export interface BookingFlowData {
  businessZone: string;
  defaultTimeFormat: TimeFormat;
  today: string;
  lastBookableDate: string;
  /** Statuses of the month it opens on (`start.month`), read on the server so it shows at once. */
  initialStatuses: DayStatuses;
  /** The active meeting types; with two or more the visitor chooses one first (Type step). */
  meetingTypes: readonly PublicMeetingType[];
  /**
   * Where the flow starts: the Type step, or the Date step (one type, or `?type=` chose one), and
   * the contact details the link filled in.
   */
  start: BookingStart;
  /**
   * The host of a personal link (`?host=<slug>`): only the types they take, their free times, and
   * bookings made with them. Null: the team, as each type's hosts share its meetings.
   */
  host: PublicHost | null;
}

/**
 * What /book and /book/embed draw: the flow, or — when `?host=` names nobody who takes meetings
 * now — nothing but a page saying the link is no longer active (answered 404).
 */
export type BookingPageData =
  | {
      flow: BookingFlowData;
      /** The unlisted type its own link opened: a meeting by invitation. */
      unlisted: PublicMeetingType | null;
    }
  | { flow: null; unlisted: null };
