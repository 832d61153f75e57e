import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { bookings } from "@/server/db/schema";
import { bookingEventIcs, bookingsFeedIcs } from "./booking-event";

const booking = (overrides: Partial<typeof bookings.$inferSelect> = {}) => ({
  id: "3f1c2a4e-0000-4000-8000-000000000001",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  website: "",
  contactType: "phone" as const,
  contactNumber: "+44 20 7946 0958",
  bookingDate: "2030-03-12",
  timeSlot: "09:00",
  meetingTypeId: "3f1c2a4e-0000-4000-8000-0000000000aa",
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  busyRange: null,
  notes: "",
  answers: [],
  guests: [],
  guestsInvited: [],
  guestChanges: 0,
  noShowAt: null,
  leadSource: null,
  staffNotes: "",
  timezone: "Europe/London",
  timezoneOffset: 0,
  status: "confirmed" as const,
  meetingLink: null,
  calendarSequence: 0,
  rescheduleCount: 0,
  previousStartsAt: null,
  previousEndsAt: null,
  startsAt: new Date("2030-03-12T09:00:00Z"),
  endsAt: new Date("2030-03-12T10:00:00Z"),
  manageTokenHash: null,
  cancelledAt: null,
  cancellationReason: null,
  createdAt: new Date("2030-03-01T10:00:00Z"),
  updatedAt: new Date("2030-03-01T10:00:00Z"),
  ...overrides,
});

/**
 * The .ics as a lenient reader takes it: a bare CR, a bare LF or a CRLF each end a line (many
 * calendar programs accept all three), then folded lines are joined.
 */
const leniently = (ics: string) =>
  ics
    .split(/\r\n|\r|\n/)
    .join("\r\n")
    .replace(/\r\n[ \t]/g, "");

const injected = {
  firstName: "Ada\rATTENDEE:mailto:evil@example.com",
  lastName: "Lovelace\u000bX-EVIL:1",
  notes: "Line one\r\nLine two\rORGANIZER:mailto:evil@example.com\tend",
};

describe("the booking's event in the team's calendars", () => {
  it("keeps a visitor's control characters out of the file: no property of their own", () => {
    const ics = bookingEventIcs(booking(injected), "https://agency.example", "Audit");
    // No control character but the CRLF that ends each line and the tabs of the notes.
    expect(ics.replaceAll("\r\n", "")).not.toMatch(/(?!\t)\p{Cc}/u);
    const event = new ICAL.Component(ICAL.parse(leniently(ics))).getFirstSubcomponent("vevent");
    expect(event?.getAllProperties("attendee")).toEqual([]);
    expect(event?.getAllProperties("organizer")).toEqual([]);
    expect(event?.getFirstPropertyValue("summary")).toBe(
      "Audit: AdaATTENDEE:mailto:evil@example.com LovelaceX-EVIL:1",
    );
    // Line feeds and tabs are text the visitor wrote; a CRLF is one line feed.
    expect(event?.getFirstPropertyValue("description")).toContain(
      "Notes: Line one\nLine twoORGANIZER:mailto:evil@example.com\tend",
    );
  });

  it("does the same in the bookings feed", () => {
    const ics = bookingsFeedIcs(
      [{ booking: booking(injected), typeName: "Audit" }],
      "https://agency.example",
      "Agency bookings",
    );
    expect(ics.replaceAll("\r\n", "")).not.toMatch(/(?!\t)\p{Cc}/u);
    const events = new ICAL.Component(ICAL.parse(leniently(ics))).getAllSubcomponents("vevent");
    expect(events).toHaveLength(1);
    expect(events[0]?.getAllProperties("attendee")).toEqual([]);
    expect(events[0]?.getAllProperties("organizer")).toEqual([]);
  });
});
