import { describe, expect, it } from "vitest";
import type { BookingConfig } from "./booking-config";
import { type BookingRow, cancellationMail, confirmationMail, mailView } from "./booking-mail";
import { bookingRow } from "./booking-row-fixture";
import { guestsMail } from "./guests-mail";

const config: BookingConfig = {
  appUrl: "https://agency.test",
  staffEmail: "staff@agency.test",
  organizer: { name: "Agency", email: "staff@agency.test" },
  rateLimitPerIp: 20,
  rateLimitPerEmail: 5,
  maxUpcomingPerEmail: 3,
  rescheduleMaxPerBooking: 3,
  trustProxy: false,
  manageTokenSecret: "unit-test-secret",
};

const booking = (overrides: Partial<BookingRow> = {}): BookingRow =>
  bookingRow({
    timezone: "Pacific/Honolulu",
    timezoneOffset: -600,
    // 09:00 in Honolulu (UTC-10) — 09:00 the next day in Kiritimati (UTC+14).
    startsAt: new Date("2030-03-12T19:00:00Z"),
    endsAt: new Date("2030-03-12T20:00:00Z"),
    ...overrides,
  });

const honolulu = { timeZone: "Pacific/Honolulu", timeFormat: "12h" } as const;
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "").split("\r\n");

describe("booking mails", () => {
  it("give the visitor's own clock when only the date differs from the business's", () => {
    const view = mailView(booking({ timezone: "Pacific/Kiritimati" }), honolulu, {
      manageUrl: null,
      reminderPlanned: true,
    });
    expect(view.date).toBe("Tuesday, 12 March 2030");
    expect(view.visitorTime).toContain("Wednesday, 13 March 2030");
    expect(view.subjectWhen).toBe("Wednesday, 13 March 2030, 9:00 AM (Pacific/Kiritimati)");
    const same = mailView(booking(), honolulu, { manageUrl: null, reminderPlanned: true });
    expect(same.visitorTime).toBeNull();
    expect(same.subjectWhen).toBe("Tuesday, 12 March 2030, 9:00 AM (Pacific/Honolulu)");
  });

  it("name staff as the invitation's organizer and do not promise a link to a cancelled meeting", () => {
    const invite = confirmationMail(booking(), honolulu, config, "https://agency.test/booking/x")
      .attachments?.[0];
    expect(unfold(String(invite?.content))).toContainEqual(
      expect.stringMatching(/^ORGANIZER;CN="?Agency"?:MAILTO:staff@agency\.test$/i),
    );
    const cancel = unfold(
      String(cancellationMail(booking(), honolulu, config, "visitor").attachments?.[0]?.content),
    );
    expect(cancel).toContain("DESCRIPTION:This meeting has been cancelled.");
    expect(cancel.join("\n")).not.toContain("will follow");
  });

  it("send the guests one mail, on the business clock, with every attendee and no manage link", () => {
    const guests = ["grace@example.com", "alan@example.com"];
    const mail = guestsMail(
      booking({ guests, timezone: "Europe/Paris", notes: "Private notes" }),
      honolulu,
      config,
      "invited",
      guests,
    );
    expect(mail.to).toEqual(guests);
    expect(mail.replyTo).toBe("staff@agency.test");
    // The visitor's zone is theirs: guests read the business's, and their calendar their own.
    expect(mail.subject).toBe(
      "Invitation: meeting with Agency, Tuesday, 12 March 2030, 9:00 AM (Pacific/Honolulu)",
    );
    expect(mail.text).toContain("Ada Lovelace invited you to a meeting with Agency");
    expect(mail.text).not.toContain("Europe/Paris");
    expect(mail.text).not.toContain("Private notes");
    expect(mail.text).not.toContain("/booking/");
    const ics = unfold(String(mail.attachments?.[0]?.content));
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics.filter((line) => line.startsWith("ATTENDEE"))).toHaveLength(3);
    // The visitor's own invitation lists their guests too: one event, the same for everyone.
    const own = confirmationMail(booking({ guests }), honolulu, config, "https://agency.test/x");
    expect(unfold(String(own.attachments?.[0]?.content)).join("\n")).toContain(
      "mailto:grace@example.com",
    );
    const cancelled = guestsMail(booking({ guests }), honolulu, config, "cancelled", guests);
    expect(cancelled.subject).toMatch(/^Meeting cancelled: Agency, /);
    expect(unfold(String(cancelled.attachments?.[0]?.content))).toContain("METHOD:CANCEL");
    const moved = guestsMail(
      booking({ guests, previousStartsAt: new Date("2030-03-11T19:00:00Z") }),
      honolulu,
      config,
      "moved",
      guests,
    );
    expect(moved.text).toContain("Was: ");
    expect(moved.text).toContain("Monday, 11 March 2030");
  });

  it("withdraw the invitation from guests taken off, naming only them, at the change's sequence", () => {
    const row = booking({ guests: ["alan@example.com"], calendarSequence: 2 });
    const mail = guestsMail(row, honolulu, config, "withdrawn", ["grace@example.com"]);
    expect(mail.to).toEqual(["grace@example.com"]);
    expect(mail.subject).toBe(
      "No longer invited: meeting with Agency, Tuesday, 12 March 2030, 9:00 AM (Pacific/Honolulu)",
    );
    expect(mail.text).toContain("You are no longer invited to this meeting");
    expect(mail.text).toContain("Ada Lovelace changed who comes to the meeting");
    const ics = unfold(String(mail.attachments?.[0]?.content));
    expect(ics).toContain("METHOD:CANCEL");
    // The removal raised the sequence to 2: the CANCEL is newer than what they hold, and a later
    // invitation (3) newer than the CANCEL.
    expect(ics).toContain("SEQUENCE:2");
    expect(ics).toContain("DESCRIPTION:You are no longer invited to this meeting.");
    const attendees = ics.filter((line) => line.startsWith("ATTENDEE"));
    expect(attendees).toHaveLength(1);
    expect(attendees[0]).toMatch(/mailto:grace@example\.com$/i);
    // A cancellation of the whole meeting supersedes every copy.
    const cancel = guestsMail(row, honolulu, config, "cancelled", ["alan@example.com"]);
    expect(unfold(String(cancel.attachments?.[0]?.content))).toContain("SEQUENCE:3");
  });
});
