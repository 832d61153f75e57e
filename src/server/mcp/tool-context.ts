import "server-only";
import type { CallToolResult, ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import type * as z from "zod";
import { BOOKING_MESSAGES, type SlotsResponse } from "@/lib/schemas/booking";
import { addDays, type CalendarDate } from "@/lib/time/calendar-date";
import { zonedDate, zonedTime } from "@/lib/time/zoned";
import type { BookingDeps } from "@/server/bookings/booking-config";
import type { Database } from "@/server/db";
import { ActionError } from "@/server/http/action-result";
import { nearestTimes, takenTimeText, toolError, toolTime } from "./tool-results";

/** What one MCP request's tools run with. */
export interface ToolContext {
  db: Database;
  deps: BookingDeps;
  /** The caller's address by the one client-IP rule: the booking limits' key. */
  ip: string | null;
  /** The MCP client's name from its `initialize`, "" when it gave none. */
  clientName: string;
  /** The Settings tab's "AI assistants may book". */
  mayBook: boolean;
  /** Runs work once the answer has gone (the route's `after`): a booking's mails. */
  defer: (task: () => Promise<void>) => void;
}

/** One tool: its name and words for the model, its input schema, and what it does. */
export interface McpTool<S extends z.ZodType = z.ZodType> {
  name: string;
  title: string;
  description: string;
  input: S;
  annotations: ToolAnnotations;
  /**
   * Why the tool cannot be used on this request (it is then left out of tools/list, and a call
   * gets this text before its input is read); null or absent: it can.
   */
  refusal?: (context: ToolContext) => string | null;
  /** The tool's name for a field the booking services name otherwise (`time` is in `start`). */
  fieldNames?: Record<string, string>;
  /** A refused input still counts against the limits book_meeting shares with the API. */
  onRefusedInput?: (context: ToolContext) => Promise<void>;
  run: (input: z.output<S>, context: ToolContext) => Promise<CallToolResult>;
}

/** Typed at the definition, stored untyped in the list. */
export const defineTool = <S extends z.ZodType>(tool: McpTool<S>) => tool as unknown as McpTool;

/** A start the tools take (an ISO instant) as the date and time the booking services take. */
export function onBusinessClock(start: Date, zone: string): { date: CalendarDate; time: string } {
  // Slots start on whole minutes: a start between two can be none of them.
  if (start.getTime() % 60_000 !== 0) throw new ActionError(409, BOOKING_MESSAGES.slotTaken);
  return { date: zonedDate(start, zone), time: zonedTime(start, zone) };
}

const NEAREST_COUNT = 3;
/** How many days past the requested one a taken time's answer looks for free times. */
const NEAR_DAYS = 7;

export const isTakenTime = (error: unknown): error is ActionError =>
  error instanceof ActionError &&
  error.status === 409 &&
  error.message === BOOKING_MESSAGES.slotTaken;

/**
 * The answer to a time that was taken meanwhile (or never free): the spec's message and the
 * nearest free times of the same kind, on the day before, the day itself and the day after, then
 * onwards until some are found. `slotsOn` answers a date's free times; a date it refuses (outside
 * the window, a booking no longer upcoming) has none.
 */
export async function takenTimeAnswer(
  requested: Date,
  zones: { business: string; caller: string },
  slotsOn: (date: CalendarDate) => Promise<Pick<SlotsResponse, "slots">>,
): Promise<CallToolResult> {
  const day = zonedDate(requested, zones.business);
  const free: Date[] = [];
  const look = async (dates: CalendarDate[]) => {
    const answers = await Promise.all(dates.map((date) => slotsOn(date).catch(() => null)));
    for (const answer of answers)
      for (const slot of answer?.slots ?? []) free.push(new Date(slot.start));
  };
  await look([addDays(day, -1), day, addDays(day, 1)]);
  for (let ahead = 2; free.length < NEAREST_COUNT && ahead <= NEAR_DAYS; ahead++)
    await look([addDays(day, ahead)]);
  const nearest = nearestTimes(requested, free, NEAREST_COUNT);
  return toolError(
    takenTimeText(
      BOOKING_MESSAGES.slotTaken,
      toolTime(requested, zones.caller),
      nearest.map((time) => toolTime(time, zones.caller)),
    ),
  );
}
