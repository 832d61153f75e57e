// Pure rules for what the Bookings tab shows around its list; unit-tested beside this file.
import type { BookingStatus, BookingView } from "@/lib/schemas/admin";

/**
 * The statuses each view can list (src/server/bookings/list-bookings.ts): Upcoming is
 * confirmed and not ended; an ended confirmed meeting is marked completed before every read, so
 * Past/Cancelled holds cancelled and completed ones.
 */
export const VIEW_STATUSES: Record<BookingView, readonly BookingStatus[]> = {
  upcoming: ["confirmed"],
  past: ["cancelled", "completed"],
};

const canList = (view: BookingView, status: string) =>
  (VIEW_STATUSES[view] as readonly string[]).includes(status);

/** The status filter's choices in a view; a status the URL asks for stays listed, so the form shows what applies. */
export function statusChoices(view: BookingView, current?: string): string[] {
  const choices: string[] = [...VIEW_STATUSES[view]];
  return current && !canList(view, current) ? [...choices, current] : choices;
}

/** A status filter carried over to another view only when that view can list it. */
export const statusForView = (view: BookingView, status?: string) =>
  status && canList(view, status) ? status : undefined;

/** Spec §8's 'No bookings yet' only when nothing was ever booked; otherwise what this view lacks. */
export function emptyListMessage(list: {
  view: BookingView;
  filtered: boolean;
  anyBookings: boolean;
}): string {
  if (list.filtered) return "No bookings match these filters";
  if (!list.anyBookings) return "No bookings yet";
  return list.view === "upcoming" ? "No upcoming bookings" : "No past or cancelled bookings";
}

/**
 * A page past the last one with rows (its last booking was just cancelled, or an old link) has
 * nothing to show: the page to go to instead, or null when this page is fine.
 */
export function pageWithRows(list: {
  rows: readonly unknown[];
  page: number;
  pageCount: number;
  total: number;
}): number | null {
  if (list.rows.length > 0 || list.page <= 1) return null;
  return list.total > 0 ? Math.min(list.pageCount, list.page - 1) : 1;
}
