import { describe, expect, it } from "vitest";
import type { AdminBooking } from "@/lib/admin-api";
import {
  bookingsPanelReducer,
  filterErrorsFor,
  initialBookingsPanelState,
} from "./use-bookings-panel";

const booking = { id: "b1", firstName: "Ada", lastName: "Lovelace" } as AdminBooking;

describe("bookingsPanelReducer", () => {
  it("keeps filter errors only for the list they were made on", () => {
    const state = bookingsPanelReducer(initialBookingsPanelState, {
      type: "filters-checked",
      query: "view=upcoming",
      fields: { from: "Invalid date" },
    });
    expect(filterErrorsFor(state, "view=upcoming")).toEqual({ from: "Invalid date" });
    expect(filterErrorsFor(state, "view=past")).toEqual({});
  });

  it("clears the errors when a check passes", () => {
    const failed = bookingsPanelReducer(initialBookingsPanelState, {
      type: "filters-checked",
      query: "view=upcoming",
      fields: { q: "Too long" },
    });
    const passed = bookingsPanelReducer(failed, {
      type: "filters-checked",
      query: "view=upcoming",
      fields: {},
    });
    expect(filterErrorsFor(passed, "view=upcoming")).toEqual({});
  });

  it("asks about one booking's cancellation at a time and closes the question", () => {
    const asked = bookingsPanelReducer(initialBookingsPanelState, {
      type: "cancel-asked",
      booking,
    });
    expect(asked.toCancel).toBe(booking);
    expect(bookingsPanelReducer(asked, { type: "cancel-closed" }).toCancel).toBeNull();
  });

  it("keeps the reason typed for the booking asked about, and never carries it to the next", () => {
    const asked = bookingsPanelReducer(initialBookingsPanelState, {
      type: "cancel-asked",
      booking,
    });
    const typed = bookingsPanelReducer(asked, { type: "cancel-reason-typed", reason: "Ill" });
    expect(typed).toMatchObject({ toCancel: booking, cancelReason: "Ill" });
    expect(bookingsPanelReducer(typed, { type: "cancel-closed" }).cancelReason).toBe("");
    const other = { ...booking, id: "another" };
    expect(bookingsPanelReducer(typed, { type: "cancel-asked", booking: other }).cancelReason).toBe(
      "",
    );
  });
});
