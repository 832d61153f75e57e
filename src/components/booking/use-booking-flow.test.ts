import { describe, expect, it } from "vitest";
import { EMPTY_CONTACT } from "@/lib/booking/contact-values";
import { BOOKING_MESSAGES, type BookingCreated, type SlotsResponse } from "@/lib/schemas/booking";
import { bookingSummary } from "./booking-summary";
import { withMonth } from "./date-time-picking";
import {
  type BookingFlowAction,
  type BookingFlowState,
  bookingFlowReducer,
  initialBookingState,
  monthAfterBooking,
} from "./use-booking-flow";

const start = () => initialBookingState("2030-03-12", { "2030-03-12": "available" });
const run = (state: BookingFlowState, ...actions: BookingFlowAction[]) =>
  actions.reduce(bookingFlowReducer, state);

const slots: SlotsResponse = {
  date: "2030-03-14",
  timezone: "Europe/London",
  slotDuration: 30,
  slots: [{ time: "09:00", start: "2030-03-14T09:00:00.000Z", period: "morning" }],
};
const booking: BookingCreated = {
  id: "00000000-0000-4000-8000-000000000000",
  date: "2030-04-02",
  time: "09:00",
  start: "2030-04-02T08:00:00.000Z",
  end: "2030-04-02T08:30:00.000Z",
  status: "confirmed",
  meetingLink: null,
  manageUrl: "https://example.com/booking/x",
  addToCalendar: {
    ics: "https://example.com/api/v1/manage/x/calendar.ics",
    google: "https://calendar.google.com/calendar/render?action=TEMPLATE",
    outlook: "https://outlook.live.com/calendar/0/deeplink/compose",
  },
  guests: [],
  reminderAt: null,
  hosts: [{ name: "Ada Lovelace", slug: "ada-lovelace" }],
};

/** On the contact step with 14 March 09:00 chosen. */
const atContact = () =>
  run(
    start(),
    { type: "date-chosen", date: "2030-03-14" },
    { type: "slots-loaded", slots },
    { type: "time-chosen", time: "09:00" },
    { type: "continue-to-contact" },
  );

describe("bookingFlowReducer", () => {
  it("starts on the date step with today's month and its days", () => {
    const state = start();
    expect(state.step).toBe("date");
    expect(state.month).toBe("2030-03-01");
    expect(state.statuses).toEqual({ "2030-03-01": { "2030-03-12": "available" } });
    expect(state.stepFocusKey).toBe(0);
  });

  it("moves Date → Time → Contact, focusing each step entered", () => {
    const state = atContact();
    expect(state.step).toBe("contact");
    expect(state.selectedDate).toBe("2030-03-14");
    expect(state.selectedTime).toBe("09:00");
    expect(state.stepFocusKey).toBe(2);
  });

  it("does not go on to the contact step without a time", () => {
    const state = run(start(), { type: "date-chosen", date: "2030-03-14" });
    expect(run(state, { type: "continue-to-contact" })).toBe(state);
  });

  it("keeps what the visitor typed when they go back and forth", () => {
    const state = run(
      atContact(),
      { type: "contact-changed", field: "firstName", value: "Ada" },
      { type: "back-to-time" },
      { type: "back-to-date" },
      { type: "date-chosen", date: "2030-03-15" },
    );
    expect(state.contact.firstName).toBe("Ada");
    expect(state.selectedTime).toBeNull();
    expect(state.step).toBe("time");
  });

  it("clears a field's error as soon as it is edited, and counts failed submits", () => {
    const invalid = run(atContact(), {
      type: "invalid",
      errors: { firstName: "First name is required", email: "Email is required" },
    });
    expect(invalid.focusErrorKey).toBe(1);
    const edited = run(invalid, { type: "contact-changed", field: "firstName", value: "A" });
    expect(edited.errors).toEqual({ email: "Email is required" });
  });

  it("sends the visitor back to the time step when their time was taken", () => {
    const state = run(atContact(), { type: "submit-started" }, { type: "slot-taken" });
    expect(state).toMatchObject({
      step: "time",
      pending: false,
      selectedTime: null,
      notice: BOOKING_MESSAGES.slotTaken,
    });
    expect(run(state, { type: "time-chosen", time: "09:30" }).notice).toBeNull();
  });

  it("shows a failure and clears it on the next try", () => {
    const failed = run(atContact(), { type: "submit-started" }, { type: "failed" });
    expect(failed).toMatchObject({ pending: false, failure: BOOKING_MESSAGES.failed });
    expect(run(failed, { type: "submit-started" })).toMatchObject({ pending: true, failure: null });
    expect(run(failed, { type: "back-to-time" }).failure).toBeNull();
  });

  it("confirms, then starts over without moving the focus, rereading the booked month", () => {
    const booked = run(
      atContact(),
      { type: "submit-started" },
      {
        type: "booked",
        booking,
        email: "ada@example.com",
      },
    );
    expect(booked.confirmed).toEqual({ booking, email: "ada@example.com" });
    expect(monthAfterBooking(booked)).toBe("2030-04-01");
    const fresh = run(booked, { type: "start-over" });
    expect(fresh).toMatchObject({
      step: "date",
      confirmed: null,
      selectedDate: null,
      slots: null,
      contact: EMPTY_CONTACT,
      errors: {},
      stepFocusKey: booked.stepFocusKey,
    });
    expect(monthAfterBooking(fresh)).toBe("2030-03-01");
  });

  it("tracks slots loading, loaded and failed", () => {
    const loaded = run(start(), { type: "slots-loaded", slots });
    expect(run(loaded, { type: "slots-loading" }).slots).toBeNull();
    expect(run(loaded, { type: "slots-failed" }).slots).toBe("error");
  });

  it("shows a failed month as loading again while it is retried", () => {
    const failed = run(
      start(),
      { type: "month-shown", month: "2030-04-01" },
      {
        type: "month-failed",
        month: "2030-04-01",
      },
    );
    expect(failed.statuses["2030-04-01"]).toBe("error");
    const retrying = run(failed, { type: "month-loading", month: "2030-04-01" });
    expect(retrying.statuses["2030-04-01"]).toBeUndefined();
    expect(run(start(), { type: "month-loading", month: "2030-03-01" })).toEqual(start());
  });
});

describe("withMonth", () => {
  it("keeps days already read when a later read fails", () => {
    const all = { "2030-03-01": { "2030-03-12": "available" as const } };
    expect(withMonth(all, "2030-03-01", "error")).toBe(all);
    expect(withMonth({}, "2030-03-01", "error")).toEqual({ "2030-03-01": "error" });
  });
});

describe("bookingSummary", () => {
  it("says the date and time on the business clock, and the visitor's when it differs", () => {
    const state = atContact();
    expect(bookingSummary(state, "Europe/London", "Europe/London", "24h")).toBe(
      "Thursday, 14 March 2030 at 09:00 (Europe/London)",
    );
    expect(bookingSummary(state, "Europe/London", "America/New_York", "24h")).toBe(
      "Thursday, 14 March 2030 at 09:00 (Europe/London) — 05:00 your time (America/New_York)",
    );
    expect(bookingSummary(start(), "Europe/London", null, "24h")).toBe("");
  });
});
