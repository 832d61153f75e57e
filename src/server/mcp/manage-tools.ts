import "server-only";
import {
  cancelMeetingSchema,
  manageBookingSchema,
  rescheduleMeetingSchema,
} from "@/lib/schemas/mcp-tools";
import { readBookingSettings } from "@/server/availability/booking-settings";
import {
  cancelByToken,
  managedBookingByToken,
  rescheduleByToken,
} from "@/server/bookings/manage-booking";
import { moveSlots } from "@/server/bookings/move-options";
import { defineTool, isTakenTime, onBusinessClock, takenTimeAnswer } from "./tool-context";
import { toolAnswer } from "./tool-results";

// The manage link's API as MCP tools (ADR 0089): each needs the booking's manage link (or its
// token), as the page and /api/v1/manage/{token} do, and follows the same rules.

const MANAGE_URL_NOTE =
  "`manageUrl` is the link book_meeting answered (or the one in the visitor's confirmation mail).";

export const getBookingTool = defineTool({
  name: "get_booking",
  title: "Get a booking",
  description: `The booking behind a manage link: its type, start and end, status, meeting link, and whether it can still be moved (canReschedule) or cancelled (canCancel). ${MANAGE_URL_NOTE}`,
  input: manageBookingSchema,
  annotations: { readOnlyHint: true, openWorldHint: false },
  run: async ({ manageUrl }, { db, deps }) =>
    toolAnswer(await managedBookingByToken(db, manageUrl, deps)),
});

export const rescheduleBookingTool = defineTool({
  name: "reschedule_booking",
  title: "Reschedule a booking",
  description: `Moves a booking to another \`start\` (an ISO 8601 instant from find_available_times), with the manage link's rules: only an upcoming meeting, outside the minimum notice, a limited number of times. The visitor and staff are told by e-mail. A time taken meanwhile is refused with the nearest free times. ${MANAGE_URL_NOTE}`,
  input: rescheduleMeetingSchema,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
  fieldNames: { date: "start", time: "start" },
  async run({ manageUrl, start }, { db, deps, defer }) {
    const business = (await readBookingSettings(db)).timeZone;
    const instant = new Date(start);
    try {
      const when = onBusinessClock(instant, business);
      const { booking, deliver } = await rescheduleByToken(db, manageUrl, when, deps);
      defer(deliver);
      return toolAnswer(booking);
    } catch (error) {
      if (!isTakenTime(error)) throw error;
      const booking = { manageToken: manageUrl };
      // The free times on the visitor's own clock, as their booking records it.
      const view = await managedBookingByToken(db, manageUrl, deps).catch(() => null);
      const caller = view?.timezone ?? business;
      return takenTimeAnswer(instant, { business, caller }, (date) =>
        moveSlots(db, { booking, now: deps.now() }, date),
      );
    }
  },
});

export const cancelBookingTool = defineTool({
  name: "cancel_booking",
  title: "Cancel a booking",
  description: `Cancels an upcoming booking, with the visitor's reason if they gave one (for the staff). The visitor and staff are told by e-mail; it cannot be undone. ${MANAGE_URL_NOTE}`,
  input: cancelMeetingSchema,
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false },
  async run({ manageUrl, reason }, { db, deps, defer }) {
    const { booking, deliver } = await cancelByToken(db, manageUrl, deps, reason);
    defer(deliver);
    return toolAnswer(booking);
  },
});
