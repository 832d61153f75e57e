import { describe, expect, it } from "vitest";
import { EMPTY_CONTACT } from "@/lib/booking/contact-values";
import type { PublicMeetingType } from "@/lib/schemas/meeting-types";
import { bookingFlowReducer, initialBookingState, questionsOf } from "./booking-flow-state";
import { checkContactDetails } from "./contact-check";
import { durationText, offeredText } from "./type-step";

// The Type step of /book (ADR 0056): where the flow starts, choosing and changing the type.

const TODAY = "2030-03-12";
const statuses = { "2030-03-12": "available" } as const;

describe("booking flow with meeting types", () => {
  it("starts on the date step with no type by default (the spec's flow)", () => {
    const state = initialBookingState(TODAY, statuses);
    expect(state).toMatchObject({ step: "date", meetingType: null });
  });

  it("opens on the month the page chose, today's by default", () => {
    expect(initialBookingState(TODAY, statuses).month).toBe("2030-03-01");
    const april = { "2030-04-01": "available" } as const;
    const opened = initialBookingState(TODAY, april, {
      step: "date",
      meetingType: null,
      month: "2030-04-01",
    });
    expect(opened).toMatchObject({ month: "2030-04-01", statuses: { "2030-04-01": april } });
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

  it("asks the chosen type's questions, or the default's, and keeps answers apart per type", () => {
    const question = (id: string) => ({
      id,
      label: `Question ${id}`,
      kind: "short" as const,
      required: true,
      choices: [],
    });
    const type = (slug: string, ids: string[]): PublicMeetingType => ({
      slug,
      name: slug,
      durationMinutes: 30,
      description: "",
      days: null,
      offeredFrom: null,
      offeredUntil: null,
      questions: ids.map(question),
      assignment: "round_robin",
      hosts: [{ name: "Ada Lovelace", slug: "ada-lovelace" }],
    });
    const types = [type("consultation", ["a"]), type("audit", ["b", "c"])];
    expect(questionsOf(types, null).map((q) => q.id)).toEqual(["a"]);
    expect(questionsOf(types, "audit").map((q) => q.id)).toEqual(["b", "c"]);
    expect(questionsOf([], null)).toEqual([]);

    const start = initialBookingState(TODAY, statuses, { step: "type", meetingType: null });
    const audit = bookingFlowReducer(start, { type: "type-chosen", meetingType: "audit" });
    const refused = bookingFlowReducer(audit, {
      type: "invalid",
      errors: { "answers.b": "An answer is required", firstName: "First name is required" },
    });
    // Answering clears that answer's error only.
    const answered = bookingFlowReducer(refused, { type: "answer-changed", id: "b", value: "Yes" });
    expect(answered.answers).toEqual({ b: "Yes" });
    expect(answered.errors).toEqual({ firstName: "First name is required" });
    // Another type asks other questions: the answers start again, as after a booking.
    expect(
      bookingFlowReducer(answered, { type: "type-chosen", meetingType: "consultation" }).answers,
    ).toEqual({});
    expect(bookingFlowReducer(answered, { type: "start-over" }).answers).toEqual({});
  });

  it("checks the contact fields and the answers together, as the server does", () => {
    const contact = {
      ...EMPTY_CONTACT,
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      contactNumber: "",
    };
    const asked = [
      { id: "b", label: "Budget", kind: "short" as const, required: true, choices: [] },
    ];
    expect(checkContactDetails(contact, asked, {})).toEqual({
      success: false,
      errors: {
        contactNumber: "Contact number is required",
        "answers.b": "An answer is required",
      },
    });
    expect(
      checkContactDetails({ ...contact, contactNumber: "+44 20 7946 0958" }, asked, { b: "£5k" }),
    ).toMatchObject({ success: true });
  });

  it("reads the guests as a list, and names the address at fault", () => {
    const contact = {
      ...EMPTY_CONTACT,
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      contactNumber: "+44 20 7946 0958",
    };
    const checked = checkContactDetails({
      ...contact,
      guests: " Grace@Example.com,alan@example.com\n\ngrace@example.com; ",
    });
    expect(checked).toMatchObject({
      success: true,
      data: { guests: ["grace@example.com", "alan@example.com"] },
    });
    expect(checkContactDetails({ ...contact, guests: "grace@example.com, alan@" })).toEqual({
      success: false,
      errors: { guests: "“alan@” is not a valid e-mail address" },
    });
    const six = ["a", "b", "c", "d", "e", "f"].map((n) => `${n}@example.com`).join(" ");
    expect(checkContactDetails({ ...contact, guests: six })).toEqual({
      success: false,
      errors: { guests: "Invite at most 5 guests" },
    });
    expect(checkContactDetails(contact)).toMatchObject({ success: true, data: { guests: [] } });
  });

  it("says when a type is offered, if not whenever the calendar opens", () => {
    const when = (days: number[] | null, offeredFrom: string | null, offeredUntil: string | null) =>
      offeredText({ days, offeredFrom, offeredUntil }, "12h", "Europe/London");
    expect(when(null, null, null)).toBeNull();
    expect(when([2, 4], null, null)).toBe("Tuesday and Thursday");
    expect(when(null, "13:00", "17:00")).toBe("1:00 PM–5:00 PM (Europe/London)");
    expect(when([1, 2, 3, 4, 5], "09:30", "12:00")).toBe(
      "Monday to Friday, 9:30 AM–12:00 PM (Europe/London)",
    );
    expect(
      offeredText({ days: [6], offeredFrom: "13:00", offeredUntil: "17:00" }, "24h", "UTC"),
    ).toBe("Saturday, 13:00–17:00 (UTC)");
  });

  it("names durations in hours and minutes", () => {
    expect(durationText(30)).toBe("30 minutes");
    expect(durationText(60)).toBe("1 hour");
    expect(durationText(90)).toBe("1 hour 30 minutes");
    expect(durationText(480)).toBe("8 hours");
  });
});
