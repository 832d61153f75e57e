import { describe, expect, it } from "vitest";
import { answersPrefill, contactPrefill, EMPTY_CONTACT } from "@/lib/booking/contact-values";
import { bookingFlowReducer, initialBookingState } from "./booking-flow-state";

// A link to /book may carry the visitor's contact details (`/book?firstName=Ada&email=…`).

describe("contactPrefill", () => {
  it("takes the contact fields by name, trimmed, the first of a repeated one", () => {
    expect(
      contactPrefill({
        firstName: " Ada ",
        lastName: "Lovelace",
        email: ["ada@example.com", "other@example.com"],
        website: "https://analytical.example",
        contactNumber: "+44 20 7946 0958",
        notes: "From the webinar",
        guests: "grace@example.com,alan@example.com",
        contactType: "whatsapp",
      }),
    ).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      website: "https://analytical.example",
      contactType: "whatsapp",
      contactNumber: "+44 20 7946 0958",
      notes: "From the webinar",
      guests: "grace@example.com,alan@example.com",
    });
  });

  it("ignores everything else: other keys, an unknown contact type, the spam trap", () => {
    expect(
      contactPrefill({ type: "intro", contactType: "fax", subject: "spam", date: "2030-01-07" }),
    ).toEqual(EMPTY_CONTACT);
    expect(contactPrefill({})).toEqual(EMPTY_CONTACT);
  });
});

describe("answersPrefill", () => {
  it("takes answers by question id, trimmed, the first of a repeated one, nothing else", () => {
    expect(
      answersPrefill({
        "answers.k3x9q2": " 11–50 ",
        "answers.goal": ["Quotes", "Other"],
        "answers.": "no id",
        "answers.Bad-Id": "not an id the server makes",
        answers: "no id either",
        firstName: "Ada",
      }),
    ).toEqual({ k3x9q2: "11–50", goal: "Quotes" });
    expect(answersPrefill({})).toEqual({});
  });
});

describe("a prefilled booking flow", () => {
  const prefill = { ...EMPTY_CONTACT, firstName: "Ada", email: "ada@example.com" };
  const prefillAnswers = { k3x9q2: "11–50" };
  const start = initialBookingState(
    "2030-03-12",
    { "2030-03-12": "available" },
    { step: "type", meetingType: null, prefill, prefillAnswers },
  );

  it("opens with the link's answers, and starts each new booking from them", () => {
    expect(start.answers).toEqual(prefillAnswers);
    const answered = bookingFlowReducer(start, {
      type: "answer-changed",
      id: "k3x9q2",
      value: "51+",
    });
    expect(answered.answers).toEqual({ k3x9q2: "51+" });
    const chosen = bookingFlowReducer(answered, { type: "type-chosen", meetingType: "intro" });
    expect(chosen.answers).toEqual(prefillAnswers);
    expect(bookingFlowReducer(answered, { type: "start-over" }).answers).toEqual(prefillAnswers);
  });

  it("opens with the link's details, which the visitor can still change", () => {
    expect(start.contact).toEqual(prefill);
    const typed = bookingFlowReducer(start, {
      type: "contact-changed",
      field: "email",
      value: "ada@work.example",
    });
    expect(typed.contact.email).toBe("ada@work.example");
  });

  it("starts each new booking from them again: after a type change and after booking", () => {
    const typed = bookingFlowReducer(start, {
      type: "contact-changed",
      field: "lastName",
      value: "Lovelace",
    });
    const chosen = bookingFlowReducer(typed, { type: "type-chosen", meetingType: "intro" });
    expect(chosen.contact).toEqual(prefill);
    const over = bookingFlowReducer(typed, { type: "start-over" });
    expect(over.contact).toEqual(prefill);
  });
});
