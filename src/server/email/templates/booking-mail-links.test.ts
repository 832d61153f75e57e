import { describe, expect, it } from "vitest";
import { bookingConfirmationMail } from "./booking-confirmation";
import { bookingAfterMeetingMail } from "./booking-follow-up";
import { bookingGuestsMail } from "./booking-guests";
import { bookingMailView as view } from "./booking-mail-fixtures";
import { bookingStaffNotificationMail } from "./booking-staff-notification";

// These mails also reach guests' unconfirmed addresses under the agency's name: whatever a visitor
// typed must never come out as a link.
describe("links in booking mails", () => {
  it("never turns what a visitor typed into a link; our own addresses stay links", () => {
    const links = (html: string) => [...html.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1]);
    const typed = {
      ...view,
      firstName: "https://evil.example/login",
      lastName: "www.evil.example evil.example/login",
      website: "https://evil.example/site",
      notes: "See https://evil.example/notes",
      cameFrom: "referrer https://evil.example/ref",
      guests: ["grace@example.com"],
      meetingLink: "https://meet.example.com/agency-1",
    };
    const manage = "https://agency.test/booking/abc";
    const meeting = "https://meet.example.com/agency-1";
    const confirmation = bookingConfirmationMail(typed).html;
    expect(links(confirmation)).toEqual([meeting, manage]);
    expect(confirmation).toContain("Thanks, https://evil.example/login — your meeting");
    const invited = bookingGuestsMail(typed, "invited").html;
    expect(links(invited)).toEqual([meeting]);
    expect(invited).toContain(">https://evil.example/login can move or cancel the meeting;");
    expect(invited).toContain("www.evil.example evil.example/login invited you");
    expect(links(bookingGuestsMail(typed, "reminder").html)).toEqual([meeting]);
    expect(links(bookingGuestsMail(typed, "withdrawn").html)).toEqual([]);
    expect(links(bookingStaffNotificationMail(typed).html)).toEqual([meeting]);
    // Staff's own follow-up message is ours: its addresses are links.
    const again = "https://agency.test/book?type=audit";
    const followUp = bookingAfterMeetingMail(
      "follow-up",
      typed,
      "AI audit",
      "The proposal: https://agency.test/proposal",
      again,
    );
    expect(links(followUp.html)).toEqual(["https://agency.test/proposal", again]);
  });
});
