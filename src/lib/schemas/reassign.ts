// Staff hand a booking to another host (ADR 0088): POST /api/admin/bookings/{id}/reassign.
import * as z from "zod";

export const REASSIGN_MESSAGES = {
  hostBusy: "This host is not free at that time",
  sameHost: "This host already holds the meeting",
  replaceHost: "Choose which of the meeting's hosts to replace",
  notUpcoming: "Only an upcoming confirmed meeting can be reassigned",
} as const;

/**
 * `hostId`: the host who takes the meeting over. `replaceHostId`: for a collective meeting, which
 * of its hosts steps off (required there); for a one-host meeting it may only name that host.
 */
export const reassignBookingSchema = z.object({
  id: z.uuid({ error: "Booking not found" }),
  hostId: z.uuid({ error: "Choose a host" }),
  replaceHostId: z.uuid({ error: REASSIGN_MESSAGES.replaceHost }).optional(),
});
export type ReassignBookingInput = z.output<typeof reassignBookingSchema>;
