import { describe, expect, it } from "vitest";
import { BOOKING_MESSAGES } from "@/lib/schemas/booking";
import type { ManagedBookingView } from "@/lib/schemas/manage";
import {
  initialRescheduleState,
  RESCHEDULE_FAILED,
  type RescheduleAction,
  type RescheduleState,
  rescheduleReducer,
} from "./reschedule-state";

const run = (actions: RescheduleAction[], from = initialRescheduleState("2030-01-07")) =>
  actions.reduce<RescheduleState>(rescheduleReducer, from);

const moved: ManagedBookingView = {
  id: "00000000-0000-4000-8000-000000000001",
  type: "consultation",
  date: "2030-01-08",
  time: "14:00",
  start: "2030-01-08T14:00:00.000Z",
  end: "2030-01-08T15:00:00.000Z",
  timezone: "Europe/London",
  status: "confirmed",
  meetingLink: null,
  canReschedule: true,
  canCancel: true,
  guests: [],
  hosts: [{ name: "Ada Lovelace", slug: "ada-lovelace" }],
  canChangeGuests: true,
  addToCalendar: null,
};

describe("rescheduleReducer", () => {
  it("starts closed on the current meeting's month", () => {
    const state = initialRescheduleState("2030-01-21");
    expect(state).toMatchObject({ step: "closed", month: "2030-01-01", selectedDate: null });
  });

  it("walks Date → Time → Confirm, each step taking the focus", () => {
    const state = run([
      { type: "open" },
      { type: "date-chosen", date: "2030-01-08" },
      { type: "time-chosen", time: "14:00" },
      { type: "continue-to-confirm" },
    ]);
    expect(state).toMatchObject({
      step: "confirm",
      selectedDate: "2030-01-08",
      selectedTime: "14:00",
      focusKey: 3,
    });
  });

  it("does not confirm without a time, and going back to the date forgets the time", () => {
    const noTime = run([
      { type: "open" },
      { type: "date-chosen", date: "2030-01-08" },
      { type: "continue-to-confirm" },
    ]);
    expect(noTime.step).toBe("time");
    const back = run([{ type: "time-chosen", time: "10:00" }, { type: "back-to-date" }], noTime);
    expect(back).toMatchObject({ step: "date", selectedTime: null, selectedDate: "2030-01-08" });
  });

  it("a taken time: back to the times with the booking's message, the old time kept", () => {
    const state = run([
      { type: "open" },
      { type: "date-chosen", date: "2030-01-08" },
      { type: "time-chosen", time: "14:00" },
      { type: "continue-to-confirm" },
      { type: "submit-started" },
      { type: "slot-taken" },
    ]);
    expect(state).toMatchObject({
      step: "time",
      pending: false,
      selectedTime: null,
      notice: BOOKING_MESSAGES.slotTaken,
      moved: null,
    });
    expect(rescheduleReducer(state, { type: "time-chosen", time: "15:00" }).notice).toBeNull();
  });

  it("moved: the done step with the new booking", () => {
    const state = run([
      { type: "open" },
      { type: "submit-started" },
      { type: "moved", booking: moved },
    ]);
    expect(state).toMatchObject({ step: "done", pending: false, moved, selectedDate: null });
  });

  it("refused (notice or limit): closes the steps and keeps the message", () => {
    const state = run([
      { type: "open" },
      { type: "submit-started" },
      { type: "refused", message: "Too late" },
    ]);
    expect(state).toMatchObject({ step: "closed", refusal: "Too late", pending: false });
  });

  it("a failure stays on the confirm step with a retryable message", () => {
    const state = run([
      { type: "open" },
      { type: "date-chosen", date: "2030-01-08" },
      { type: "time-chosen", time: "14:00" },
      { type: "continue-to-confirm" },
      { type: "submit-started" },
      { type: "failed" },
    ]);
    expect(state).toMatchObject({ step: "confirm", failure: RESCHEDULE_FAILED, pending: false });
    expect(rescheduleReducer(state, { type: "back-to-time" }).failure).toBeNull();
  });

  it("keeps months read and marks failed ones; slots load, arrive or fail", () => {
    const state = run([
      { type: "month-loaded", month: "2030-01-01", days: { "2030-01-08": "available" } },
      { type: "month-failed", month: "2030-02-01" },
      { type: "month-shown", month: "2030-02-01" },
      { type: "slots-loading" },
    ]);
    expect(state.statuses).toEqual({
      "2030-01-01": { "2030-01-08": "available" },
      "2030-02-01": "error",
    });
    expect(state).toMatchObject({ month: "2030-02-01", slots: null });
    expect(rescheduleReducer(state, { type: "slots-failed" }).slots).toBe("error");
  });
});
