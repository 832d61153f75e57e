import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { calendarInvite } from "./calendar-invite";

const base = {
  bookingId: "3f1c2a4e-0000-4000-8000-000000000001",
  appUrl: "https://agency.example",
  start: new Date("2030-01-07T10:00:00Z"),
  end: new Date("2030-01-07T11:00:00Z"),
  title: "Meeting with Agency",
  description: "The meeting link will follow by e-mail.",
  meetingLink: null,
  organizer: { name: "Agency", email: "hello@agency.example" },
  attendees: [{ name: "Ada Lovelace", email: "ada@example.com" }],
};

/** The .ics unfolded (RFC 5545 §3.1: CRLF followed by a space continues the line). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "").split("\r\n");

describe("calendarInvite", () => {
  it("is a REQUEST in UTC with the booking's stable UID, then a CANCEL that supersedes it", () => {
    const request = unfold(calendarInvite({ ...base, method: "REQUEST", sequence: 0 }).content);
    expect(request).toContain("METHOD:REQUEST");
    expect(request).toContain("DTSTART:20300107T100000Z");
    expect(request).toContain("DTEND:20300107T110000Z");
    expect(request).toContain(`UID:booking-${base.bookingId}@agency.example`);
    expect(request).toContain("SEQUENCE:0");
    const cancel = unfold(calendarInvite({ ...base, method: "CANCEL", sequence: 1 }).content);
    expect(cancel).toContain("METHOD:CANCEL");
    expect(cancel).toContain("STATUS:CANCELLED");
    expect(cancel).toContain("SEQUENCE:1");
    expect(cancel).toContain(`UID:booking-${base.bookingId}@agency.example`);
  });

  it("carries an update's meeting link as LOCATION and URL, under the raised SEQUENCE", () => {
    const link = "https://meet.example.com/agency-1";
    const update = unfold(
      calendarInvite({ ...base, method: "REQUEST", sequence: 2, meetingLink: link }).content,
    );
    expect(update).toContain("SEQUENCE:2");
    expect(update).toContain(`LOCATION:${link}`);
    expect(update).toContain(`URL:${link}`);
    expect(update).toContain(`UID:booking-${base.bookingId}@agency.example`);
  });

  it("is a PUBLISH to download: the same event, no attendee and no reply asked (RFC 5546)", () => {
    const invite = calendarInvite({ ...base, method: "PUBLISH", sequence: 3 });
    expect(invite.filename).toBe("meeting.ics");
    expect(invite.contentType).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    const lines = unfold(invite.content);
    expect(lines).toContain("METHOD:PUBLISH");
    expect(lines).toContain("STATUS:CONFIRMED");
    expect(lines).toContain("SEQUENCE:3");
    expect(lines).toContain(`UID:booking-${base.bookingId}@agency.example`);
    expect(lines.some((line) => line.startsWith("ORGANIZER"))).toBe(true);
    expect(lines.some((line) => line.startsWith("ATTENDEE"))).toBe(false);
  });

  it("keeps a visitor's quotes and control characters out of the CN parameter", () => {
    const { content } = calendarInvite({
      ...base,
      method: "REQUEST",
      sequence: 0,
      attendees: [{ name: 'Robert "Bob"\rSmith', email: "bob@example.com" }],
    });
    expect(content).not.toMatch(/\r(?!\n)/);
    const attendee = unfold(content).find((line) => line.startsWith("ATTENDEE"));
    const cn = /CN="([^"]*)"/.exec(attendee ?? "")?.[1];
    expect(cn).toBe("Robert 'Bob' Smith");
    expect(attendee).toMatch(/:mailto:bob@example\.com$/);
  });

  it("keeps control characters out of the summary and description: one attendee, the visitor", () => {
    const name = "Ada\rATTENDEE:mailto:evil@example.com";
    const { content } = calendarInvite({
      ...base,
      method: "REQUEST",
      sequence: 0,
      title: `Meeting with ${name}`,
      description: `Visitor: ${name}\r\nNotes:\tnone\u000b`,
      attendees: [{ name, email: "ada@example.com" }],
    });
    expect(content.replaceAll("\r\n", "")).not.toMatch(/(?!\t)\p{Cc}/u);
    // As a lenient reader takes it: a bare CR ends a line too.
    const lenient = content
      .split(/\r\n|\r|\n/)
      .join("\r\n")
      .replace(/\r\n[ \t]/g, "");
    const event = new ICAL.Component(ICAL.parse(lenient)).getFirstSubcomponent("vevent");
    const attendees = event?.getAllProperties("attendee").map((p) => p.getFirstValue());
    expect(attendees).toEqual(["mailto:ada@example.com"]);
    expect(event?.getFirstPropertyValue("summary")).toBe(
      "Meeting with AdaATTENDEE:mailto:evil@example.com",
    );
    expect(event?.getFirstPropertyValue("description")).toBe(
      "Visitor: AdaATTENDEE:mailto:evil@example.com\nNotes:\tnone",
    );
  });

  it("lists the visitor's guests as attendees beside them, on every copy but the download", () => {
    const attendees = [
      ...base.attendees,
      { name: "grace@example.com", email: "grace@example.com" },
      { name: "alan@example.com", email: "alan@example.com" },
    ];
    const request = unfold(
      calendarInvite({ ...base, attendees, method: "REQUEST", sequence: 0 }).content,
    );
    const listed = request.filter((line) => line.startsWith("ATTENDEE"));
    expect(listed.map((line) => line.replace(/^.*:mailto:/, ""))).toEqual([
      "ada@example.com",
      "grace@example.com",
      "alan@example.com",
    ]);
    const cancel = unfold(
      calendarInvite({ ...base, attendees, method: "CANCEL", sequence: 1 }).content,
    );
    expect(cancel.filter((line) => line.startsWith("ATTENDEE"))).toHaveLength(3);
    const download = unfold(
      calendarInvite({ ...base, attendees, method: "PUBLISH", sequence: 0 }).content,
    );
    expect(download.some((line) => line.startsWith("ATTENDEE"))).toBe(false);
  });
});
