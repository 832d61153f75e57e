import { describe, expect, it } from "vitest";
import { bookingFlowReducer, initialBookingState } from "./booking-flow-state";
import { durationText } from "./type-step";

// The Type step of /book (ADR 0056): where the flow starts, choosing and changing the type.

const TODAY = "2030-03-12";
const statuses = { "2030-03-12": "available" } as const;

describe("booking flow with meeting types", () => {
  it("starts on the date step with no type by default (the spec's flow)", () => {
    const state = initialBookingState(TODAY, statuses);
    expect(state).toMatchObject({ step: "date", meetingType: null });
  });

  it("starts on the type step, and choosing a type reads its own months afresh", () => {
    const start = initialBookingState(TODAY, statuses, { step: "type", meetingType: null });
    expect(start.step).toBe("type");
    const chosen = bookingFlowReducer(start, { type: "type-chosen", meetingType: "intro" });
    expect(chosen).toMatchObject({ step: "date", meetingType: "intro", statuses: {} });
    expect(chosen.stepFocusKey).toBe(start.stepFocusKey + 1);
  });

  it("going back to the type step forgets the date and time, and the same type keeps its months", () => {
    const linked = initialBookingState(TODAY, statuses, { step: "date", meetingType: "intro" });
    const picked = bookingFlowReducer(
      bookingFlowReducer(linked, { type: "date-chosen", date: "2030-03-14" }),
      { type: "time-chosen", time: "09:30" },
    );
    const back = bookingFlowReducer(picked, { type: "back-to-type" });
    expect(back).toMatchObject({ step: "type", selectedDate: null, selectedTime: null });
    const again = bookingFlowReducer(back, { type: "type-chosen", meetingType: "intro" });
    expect(again.statuses).toEqual(linked.statuses);
    // Starting over after a booking keeps the chosen type.
    expect(bookingFlowReducer(again, { type: "start-over" })).toMatchObject({
      step: "date",
      meetingType: "intro",
    });
  });

  it("names durations in hours and minutes", () => {
    expect(durationText(30)).toBe("30 minutes");
    expect(durationText(60)).toBe("1 hour");
    expect(durationText(90)).toBe("1 hour 30 minutes");
    expect(durationText(480)).toBe("8 hours");
  });
});
