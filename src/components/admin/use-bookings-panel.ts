"use client";

import { useSearchParams } from "next/navigation";
import { useReducer, useRef } from "react";
import type { AdminBooking, BookingPage } from "@/lib/admin-api";
import { bookingFilterSchema } from "@/lib/schemas/admin";
import { fieldErrors } from "@/lib/schemas/field-errors";
import { callApi, useApiQuery, useMutation } from "./api-client";
import { FILTER_KEYS, pageQuery, readSelection } from "./booking-list-query";
import { pageWithRows } from "./booking-list-view";
import { useListUrl } from "./use-list-url";

/**
 * The Bookings tab's own state, beside what the URL selects: the filter form's errors (for the
 * list they were made on: a new view, filter or page in the URL drops them) and the booking
 * whose cancellation is being asked, with the reason typed for it. A pure reducer, tested beside
 * this file.
 */
export interface BookingsPanelState {
  filterErrors: { query: string; fields: Record<string, string> };
  toCancel: AdminBooking | null;
  cancelReason: string;
}

export type BookingsPanelAction =
  | { type: "filters-checked"; query: string; fields: Record<string, string> }
  | { type: "cancel-asked"; booking: AdminBooking }
  | { type: "cancel-reason-typed"; reason: string }
  | { type: "cancel-closed" };

export const initialBookingsPanelState: BookingsPanelState = {
  filterErrors: { query: "", fields: {} },
  toCancel: null,
  cancelReason: "",
};

export function bookingsPanelReducer(
  state: BookingsPanelState,
  action: BookingsPanelAction,
): BookingsPanelState {
  switch (action.type) {
    case "filters-checked":
      return { ...state, filterErrors: { query: action.query, fields: action.fields } };
    case "cancel-asked":
      return { ...state, toCancel: action.booking, cancelReason: "" };
    case "cancel-reason-typed":
      return { ...state, cancelReason: action.reason };
    case "cancel-closed":
      return { ...state, toCancel: null, cancelReason: "" };
  }
}

/** The filter errors that still apply to the list the URL shows. */
export const filterErrorsFor = (state: BookingsPanelState, listQuery: string) =>
  state.filterErrors.query === listQuery ? state.filterErrors.fields : {};

/** The list the URL selects, its reads, the filter form and the cancellation of a booking. */
export function useBookingsPanel() {
  const selection = readSelection(useSearchParams() ?? new URLSearchParams());
  const { view, filters, listQuery } = selection;
  const list = useApiQuery<BookingPage>(`/api/admin/bookings?${listQuery}`);
  const [state, dispatch] = useReducer(bookingsPanelReducer, initialBookingsPanelState);
  const cancellation = useMutation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Set when a cancellation went through: its button is gone, so focus goes to the heading.
  const rowGone = useRef(false);
  // A page left empty (its last booking cancelled, or an old link) gives way to one with rows.
  const movePage = list.state.status === "ready" ? pageWithRows(list.state.data) : null;
  const { go, movePageHref } = useListUrl(
    movePage === null ? null : pageQuery(selection, movePage),
  );

  function applyFilters(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const parsed = bookingFilterSchema.safeParse({ ...form, view });
    dispatch({
      type: "filters-checked",
      query: listQuery,
      fields: parsed.success ? {} : fieldErrors(parsed.error),
    });
    // Every filter the form has, from the one list of keys the URL reads back.
    if (parsed.success)
      go({ view, ...Object.fromEntries(FILTER_KEYS.map((key) => [key, form[key]])) });
  }

  function clearFilters(event: React.MouseEvent<HTMLButtonElement>) {
    dispatch({ type: "filters-checked", query: listQuery, fields: {} });
    event.currentTarget.form?.reset();
    go({ view });
  }

  async function confirmCancel() {
    const booking = state.toCancel;
    if (!booking) return;
    const done = await cancellation.run({
      input: null,
      send: () =>
        callApi(`/api/admin/bookings/${booking.id}/cancel`, {
          method: "POST",
          body: { reason: state.cancelReason },
        }),
      success: () =>
        `Booking of ${booking.firstName} ${booking.lastName} cancelled. ${booking.email} has been sent a cancellation e-mail.`,
    });
    rowGone.current = done !== null;
    // A failure keeps the question open with its reason, to try again or keep the booking: the
    // reason typed is not lost, and the dialog says what went wrong.
    if (done !== null) dispatch({ type: "cancel-closed" });
    void list.reload();
  }

  return {
    selection,
    list,
    movePageHref,
    filterErrors: filterErrorsFor(state, listQuery),
    toCancel: state.toCancel,
    cancelReason: state.cancelReason,
    typeCancelReason: (reason: string) => dispatch({ type: "cancel-reason-typed", reason }),
    cancellation,
    headingRef,
    focusAfterCancel: () => (rowGone.current ? headingRef.current : null),
    applyFilters,
    clearFilters,
    askCancel: (booking: AdminBooking) => {
      cancellation.reset();
      dispatch({ type: "cancel-asked", booking });
    },
    closeCancel: () => dispatch({ type: "cancel-closed" }),
    confirmCancel,
    goToPage: (page: number) => go({ view, ...filters, page: String(page) }),
  };
}
