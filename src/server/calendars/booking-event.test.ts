import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { bookingRow } from "@/server/bookings/booking-row-fixture";
import { bookingEventIcs, bookingsFeedIcs } from "./booking-event";

const booking = bookingRow;

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

describe("the copy in a host's calendar names who the invitation names", () => {
  const people = {
    organizer: { name: 'Ada "the" Host', email: "ada@agency.test" },
    attendees: [
      { name: 'Ada "the" Host', email: "ada@agency.test" },
      { name: "Alan Turing", email: "alan@agency.test" },
      { name: "Grace Hopper", email: "grace@example.com" },
    ],
  };

  it("has ORGANIZER and ATTENDEEs, each SCHEDULE-AGENT=CLIENT so no server mails them", () => {
    const ics = bookingEventIcs(booking(), "https://agency.example", "Audit", people);
    const lines = ics.replace(/\r\n[ \t]/g, "").split("\r\n");
    const organizer = lines.filter((l) => l.startsWith("ORGANIZER"));
    const attendees = lines.filter((l) => l.startsWith("ATTENDEE"));
    expect(organizer).toHaveLength(1);
    expect(organizer[0]).toMatch(/^ORGANIZER;SCHEDULE-AGENT=CLIENT;.*mailto:ada@agency\.test$/i);
    expect(attendees.map((l) => /mailto:(.+)$/i.exec(l)?.[1])).toEqual([
      "ada@agency.test",
      "alan@agency.test",
      "grace@example.com",
    ]);
    for (const line of attendees) expect(line).toMatch(/^ATTENDEE;SCHEDULE-AGENT=CLIENT;/);
    // Folded again after the parameter went in: no line over 75 characters.
    for (const line of ics.split("\r\n")) expect(Array.from(line).length).toBeLessThanOrEqual(75);
    const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent");
    expect(event?.getFirstProperty("organizer")?.getParameter("schedule-agent")).toBe("CLIENT");
    expect(event?.getAllProperties("attendee")).toHaveLength(3);
  });

  it("names nobody without people, as the bookings feed", () => {
    const ics = bookingEventIcs(booking(), "https://agency.example", "Audit");
    expect(ics).not.toMatch(/^(ORGANIZER|ATTENDEE)/m);
  });
});
