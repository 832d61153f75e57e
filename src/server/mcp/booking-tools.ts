import "server-only";
import * as z from "zod";
import type { LeadSource } from "@/lib/lead-source";
import type { BookingRequest } from "@/lib/schemas/booking";
import {
  type BookMeetingInput,
  bookMeetingSchema,
  FIND_TIMES_DEFAULT_DAYS,
  findTimesSchema,
} from "@/lib/schemas/mcp-tools";
import { addDays } from "@/lib/time/calendar-date";
import { readBookingSettings } from "@/server/availability/booking-settings";
import { listPublicMeetingTypes } from "@/server/availability/meeting-types";
import { getAvailability, getSlots } from "@/server/availability/public-availability";
import { countRefusedBookingRequest, createBooking } from "@/server/bookings/create-booking";
import {
  defineTool,
  isTakenTime,
  onBusinessClock,
  type ToolContext,
  takenTimeAnswer,
} from "./tool-context";
import { toolAnswer, toolTime } from "./tool-results";

// The public booking API's reads and its booking, as MCP tools (ADR 0089): the same services the
// /api/v1 routes call, so the rules, limits and race-safety are theirs.

/** book_meeting's answer while the Settings tab has "AI assistants may book" off. */
export const bookingOffText = (appUrl: string) =>
  `This site does not take bookings from AI assistants at the moment. The visitor can book a meeting themselves at ${appUrl}/book.`;

export const listMeetingTypesTool = defineTool({
  name: "list_meeting_types",
  title: "List meeting types",
  description:
    "The kinds of meeting that can be booked, in order (the first is the default): slug, name, duration in minutes, description, the weekdays and dates each is offered, and the questions book_meeting must answer for it (by question id).",
  input: z.object({}),
  annotations: { readOnlyHint: true, openWorldHint: false },
  run: async (_input, { db }) => toolAnswer(await listPublicMeetingTypes(db)),
});

export const findAvailableTimesTool = defineTool({
  name: "find_available_times",
  title: "Find available times",
  description: `The bookable times of each day from \`from\` to \`to\` (YYYY-MM-DD, at most 14 days; without \`to\`, ${FIND_TIMES_DEFAULT_DAYS} days), for a meeting type (absent: the first). Each time has its UTC \`start\` (what book_meeting takes) and \`local\`, the same on \`timezone\`'s clock (absent: the business's). Days with no time say why: full, closed, past or beyond_window (too far ahead).`,
  input: findTimesSchema,
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run({ type, from, to, timezone }, { db, deps }) {
    const now = deps.now();
    const range = { from, to: to ?? addDays(from, FIND_TIMES_DEFAULT_DAYS - 1), type };
    const availability = await getAvailability(db, range, now);
    const zone = timezone ?? availability.timezone;
    const days = await Promise.all(
      availability.days.map(async (day) => {
        if (day.status !== "available") return day;
        const { slots } = await getSlots(db, day.date, now, type);
        return { ...day, times: slots.map((slot) => toolTime(new Date(slot.start), zone)) };
      }),
    );
    return toolAnswer({ businessTimezone: availability.timezone, timezone: zone, days });
  },
});

/** A visitor's details and a start as the booking service takes them, from an AI assistant. */
function bookingRequest(
  input: BookMeetingInput,
  when: { date: string; time: string },
  clientName: string,
): BookingRequest {
  const { start: _start, ...details } = input;
  // Set here only: the public schema refuses `assistant`, so no visitor can claim it.
  const source: LeadSource = { assistant: clientName };
  return { ...details, ...when, guests: [], source };
}

export const bookMeetingTool = defineTool({
  name: "book_meeting",
  title: "Book a meeting",
  description:
    "Books a meeting at a `start` from find_available_times, for the visitor whose details are given (the meeting type's questions go in `answers`, by question id). It is confirmed at once: the visitor gets the invitation by e-mail. The answer is the booking, with its `manageUrl`: keep it, get_booking, reschedule_booking and cancel_booking need it. A time taken meanwhile is refused with the nearest free times.",
  input: bookMeetingSchema,
  annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: true },
  refusal: (context) => (context.mayBook ? null : bookingOffText(context.deps.config.appUrl)),
  fieldNames: { date: "start", time: "start" },
  onRefusedInput: ({ db, ip, deps }) => countRefusedBookingRequest(db, ip, deps),
  async run(input, context: ToolContext) {
    const { db, deps } = context;
    const business = (await readBookingSettings(db)).timeZone;
    const start = new Date(input.start);
    try {
      const when = onBusinessClock(start, business);
      const request = bookingRequest(input, when, context.clientName);
      const { body, deliver } = await createBooking(db, request, { ip: context.ip }, deps);
      // The mails go out once the assistant has the answer; the job poller retries a failure.
      context.defer(deliver);
      return toolAnswer(body);
    } catch (error) {
      if (!isTakenTime(error)) throw error;
      return takenTimeAnswer(start, { business, caller: input.timezone }, (date) =>
        getSlots(db, date, deps.now(), input.type),
      );
    }
  },
});
