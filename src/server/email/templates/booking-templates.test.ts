import { describe, expect, it } from "vitest";
import { bookingCancellationMail, bookingCancellationStaffMail } from "./booking-cancellation";
import { bookingConfirmationMail } from "./booking-confirmation";
import { bookingAfterMeetingMail } from "./booking-follow-up";
import { bookingGuestsChangedStaffMail, bookingGuestsMail } from "./booking-guests";
import { bookingMailView as view } from "./booking-mail-fixtures";
import { bookingReminderMail } from "./booking-reminder";
import { bookingStaffNotificationMail } from "./booking-staff-notification";
import { renderMail } from "./mail-layout";

describe("booking mail templates", () => {
  it("render HTML and plain text from one list of blocks, escaping what visitors typed", () => {
    const mail = renderMail("Subject", [
      { kind: "heading", text: "Hi <b>" },
      { kind: "details", rows: [["Notes", "a & b"]] },
      { kind: "button", label: "Open", url: "https://x.test/?a=1&b=2" },
    ]);
    expect(mail.html).toContain("Hi &#60;b&#62;");
    expect(mail.html).toContain("a &#38; b");
    expect(mail.html).toContain('href="https://x.test/?a=1&#38;b=2"');
    expect(mail.text).toBe("Hi <b>\n======\n\nNotes: a & b\n\nOpen: https://x.test/?a=1&b=2\n");
  });

  it("keeps a multi-line value's lines in the text part, and long values inside the card", () => {
    const mail = renderMail("Subject", [
      {
        kind: "details",
        rows: [
          ["Notes", "first line\nsecond line"],
          ["Meeting link", "https://meet.example.com/a-very-long-room-name"],
        ],
      },
    ]);
    expect(mail.text).toContain("Notes:        first line\n              second line");
    expect(mail.html).toContain("overflow-wrap:anywhere");
  });

  it("the confirmation carries both zones, the manage link and the reminder promise", () => {
    const mail = bookingConfirmationMail(view);
    // The subject reads the visitor's own clock: the inbox line is what they see first.
    expect(mail.subject).toBe(
      "Your meeting is booked: Monday, 7 January 2030, 11:00 AM (Europe/Paris)",
    );
    expect(mail.text).toContain("Reply to this e-mail with any question.");
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("Europe/Paris, CET");
      expect(part).toContain("https://agency.test/booking/abc");
      expect(part).toContain("reminder 24 hours before");
      expect(part).toContain("The meeting link will follow");
    }
    // The visitor's name is escaped in HTML and reads as typed in plain text.
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("Thanks, Ada &#60;script&#62;");
    expect(mail.text).toContain("Thanks, Ada <script> — your meeting is booked");
    expect(bookingConfirmationMail({ ...view, reminderPlanned: false }).text).toContain(
      "no separate reminder will be sent",
    );
  });

  // Mails to a visitor's guests reach addresses nobody confirmed, under our name: a name that
  // reads as an address must not become a link there (nor in any other mail).
  it("promises the last reminder when one is planned, with or without the day-before one", () => {
    const promise = (reminderPlanned: boolean) =>
      bookingConfirmationMail({ ...view, reminderPlanned, lastReminderMinutes: 60 }).text;
    expect(promise(true)).toContain(
      "We will send you a reminder 24 hours before the meeting, and again 60 minutes before.",
    );
    expect(promise(false)).toContain("We will send you a reminder 60 minutes before the meeting.");
    expect(promise(false)).not.toContain("no separate reminder");
  });

  it("gives the visitor a record of their answers and notes, after the time, escaped", () => {
    const mail = bookingConfirmationMail({
      ...view,
      answers: [{ question: "Budget <per month>", answer: "Under £1,000 & flexible" }],
    });
    expect(mail.text).toContain(
      "What you told us, so we come prepared:\n\nBudget <per month>:\nUnder £1,000 & flexible",
    );
    expect(mail.text).toContain("Notes:\nLine one & two");
    expect(mail.text.indexOf("What you told us")).toBeGreaterThan(mail.text.indexOf("Length:"));
    expect(mail.html).toContain("Budget &#60;per month&#62;");
    expect(mail.html).toContain("Under £1,000 &#38; flexible");
    // Neither answers nor notes: no empty heading.
    expect(bookingConfirmationMail({ ...view, notes: "" }).text).not.toContain("told us");
  });

  it("tell the visitor their guests were invited, and staff who they are", () => {
    const guests = ["grace@example.com", "alan@example.com"];
    expect(bookingConfirmationMail({ ...view, guests }).text).toContain(
      "We have sent the invitation to your guests too: grace@example.com, alan@example.com.",
    );
    expect(bookingConfirmationMail(view).text).not.toContain("guests");
    expect(bookingStaffNotificationMail({ ...view, guests }).text).toMatch(
      /Guests: +grace@example\.com, alan@example\.com/,
    );
    expect(bookingStaffNotificationMail(view).text).not.toContain("Guests");
  });

  it("tell staff where the visitor came from, when it was recorded (ADR 0069)", () => {
    const cameFrom = "newsletter / email · campaign autumn · landed on /services";
    expect(bookingStaffNotificationMail({ ...view, cameFrom }).text).toMatch(
      /Came from: +newsletter \/ email · campaign autumn · landed on \/services/,
    );
    expect(bookingStaffNotificationMail(view).text).not.toContain("Came from");
    // The visitor's own mail never says it.
    expect(bookingConfirmationMail({ ...view, cameFrom }).text).not.toContain("newsletter");
  });

  it("the guests' mails say who invited them and what changed, without the visitor's link", () => {
    const link = { ...view, meetingLink: "https://meet.example.com/agency-1" };
    const linkMail = bookingGuestsMail(link, "meeting-link");
    expect(linkMail.text).toContain("Join the meeting: https://meet.example.com/agency-1");
    expect(linkMail.text).toContain("the meeting Ada <script> Lovelace booked with");
    expect(linkMail.html).not.toContain("<script>");
    const moved = bookingGuestsMail(view, "moved", {
      date: "Friday, 4 January 2030",
      time: "2:00 PM – 3:00 PM (Europe/London, GMT)",
    });
    expect(moved.text).toMatch(/Was: +Friday, 4 January 2030, 2:00 PM/);
    const kinds = [
      "invited",
      "meeting-link",
      "moved",
      "cancelled",
      "withdrawn",
      "reminder",
      "last-reminder",
    ] as const;
    for (const kind of kinds)
      expect(bookingGuestsMail(view, kind).text).not.toContain("agency.test/booking");
  });

  it("the follow-up gives staff's message in paragraphs, escaped, lines kept, and a way back", () => {
    const mail = bookingAfterMeetingMail(
      "follow-up",
      view,
      "AI audit",
      "Thanks <b>!</b>\n\n\n  Next:\n- a proposal  \n\n",
      "https://agency.test/book?type=audit&email=ada%40example.com",
    );
    expect(mail.subject).toBe("Following up on your meeting with Agency");
    expect(mail.text).toContain("Thank you, Ada <script>\n");
    expect(mail.text).toContain("Thanks <b>!</b>\n\nNext:\n- a proposal\n\nMeeting:");
    expect(mail.text).toContain("Book another meeting: https://agency.test/book?type=audit&");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<b>!");
    // One paragraph per block; a block with a line break keeps it.
    expect(mail.html).toContain(">Thanks &#60;b&#62;!&#60;/b&#62;</p>");
    expect(mail.html).toContain('white-space:pre-line">Next:\n- a proposal</p>');
    expect(mail.text).not.toContain("agency.test/booking/");
    const noShow = bookingAfterMeetingMail("no-show", view, "AI audit", "We waited.", "https://x");
    expect(noShow.subject).toBe("We missed you: your meeting with Agency");
    expect(noShow.text).toContain("Sorry we missed you, Ada <script>");
    expect(noShow.text).toContain("Book another time: https://x");
  });

  it("the guests' reminders name the meeting and who to tell; the last one has the link", () => {
    const reminder = bookingGuestsMail(view, "reminder");
    expect(reminder.subject).toMatch(/^Reminder: meeting with Agency, Monday, 7 January 2030/);
    expect(reminder.text).toContain("the meeting Ada <script> Lovelace booked with Agency");
    expect(reminder.text).toContain("Can't make it? Tell Ada <script>, who booked it");
    expect(reminder.html).not.toContain("<script>");
    expect(reminder.text).not.toContain("Join the meeting:");
    const last = bookingGuestsMail(
      { ...view, meetingLink: "https://meet.example.com/agency-1" },
      "last-reminder",
    );
    expect(last.subject).toMatch(/^Starting soon: meeting with Agency, /);
    expect(last.text).toContain("Join the meeting: https://meet.example.com/agency-1");
    expect(last.text).toContain(
      "The meeting Ada <script> Lovelace booked with Agency starts soon.",
    );
  });

  it("a guest taken off hears who changed the list; staff read the list as it stands", () => {
    const withdrawn = bookingGuestsMail(view, "withdrawn");
    expect(withdrawn.text).toContain("You are no longer invited to this meeting");
    expect(withdrawn.text).toContain("Ada <script> Lovelace changed who comes to the meeting");
    expect(withdrawn.html).not.toContain("<script>");
    expect(withdrawn.text).toContain("The attached update removes it from your calendar.");
    const staff = bookingGuestsChangedStaffMail({ ...view, guests: ["grace@example.com"] });
    expect(staff.subject).toBe("Guests changed: Ada <script> Lovelace, Monday, 7 January 2030");
    expect(staff.text).toMatch(/Guests now: +grace@example\.com/);
    expect(bookingGuestsChangedStaffMail(view).text).toMatch(/Guests now: +None/);
  });

  it("the last reminder says the meeting starts soon and puts the link to join first", () => {
    const withLink = { ...view, meetingLink: "https://meet.example.com/agency-1" };
    const last = bookingReminderMail(withLink, "shortly before");
    expect(last.subject).toBe(
      "Starting soon: your meeting on Monday, 7 January 2030, 11:00 AM (Europe/Paris)",
    );
    expect(last.text).toContain("Your meeting with us starts soon.");
    expect(last.text.indexOf("Join the meeting")).toBeLessThan(last.text.indexOf("Date:"));
    expect(last.html).toContain('href="https://meet.example.com/agency-1"');
    // Without a link yet it still reminds, with the manage link, and offers nothing to join.
    expect(bookingReminderMail(view, "shortly before").text).not.toContain("Join the meeting");
    expect(bookingReminderMail(withLink).subject).toMatch(/^Reminder: your meeting on/);
  });

  it("staff, reminder and cancellation mails say what they are about", () => {
    expect(bookingStaffNotificationMail(view).text).toContain("WhatsApp:");
    expect(bookingStaffNotificationMail(view).text).toContain("Line one & two");
    // Staff read the visitor's clock as the visitor's, not as their own.
    expect(bookingStaffNotificationMail(view).text).toContain(
      `Visitor's time: ${view.visitorTime}`,
    );
    expect(bookingStaffNotificationMail(view).text).not.toContain("Your time");
    // Each answer under its question, escaped like everything a visitor typed.
    const answered = bookingStaffNotificationMail({
      ...view,
      answers: [{ question: "Budget <per month>", answer: "Under £1,000 & flexible" }],
    });
    expect(answered.text).toContain("Budget <per month>:\nUnder £1,000 & flexible");
    expect(answered.html).toContain("Budget &#60;per month&#62;");
    expect(answered.html).toContain("Under £1,000 &#38; flexible");
    expect(answered.text.indexOf("Budget")).toBeGreaterThan(answered.text.indexOf("Website:"));
    expect(bookingConfirmationMail(view).text).toMatch(/Your time: +11:00 AM/);
    expect(bookingReminderMail(view).subject).toBe(
      "Reminder: your meeting on Monday, 7 January 2030, 11:00 AM (Europe/Paris)",
    );
    // Cancelling is what a reminder most often leads to: the manage link is right there.
    expect(bookingReminderMail(view).text).toContain(
      "View or cancel your booking: https://agency.test/booking/abc",
    );
    const bookUrl = "https://agency.test/book";
    expect(bookingCancellationMail(view, "visitor", bookUrl).text).toContain("as you asked");
    expect(bookingCancellationMail(view, "staff", bookUrl).text).toContain("we had to cancel");
    // Invited to book again, with the way to do it.
    expect(bookingCancellationMail(view, "visitor", bookUrl).text).toContain(
      `Book another time: ${bookUrl}`,
    );
    expect(bookingCancellationStaffMail(view, "visitor").subject).toMatch(
      /^Cancelled by the visitor: Ada <script> Lovelace/,
    );
  });

  it("tells staff the visitor's reason for cancelling, escaped, and nothing when none was given", () => {
    const reason = "Found <another> agency & partner";
    const told = bookingCancellationStaffMail({ ...view, cancellationReason: reason }, "visitor");
    expect(told.text).toContain(`Their reason: ${reason}`);
    expect(told.html).toContain("Found &#60;another&#62; agency &#38; partner");
    expect(told.html).not.toContain("<another>");
    const silent = bookingCancellationStaffMail(view, "visitor");
    expect(silent.text).not.toContain("Their reason");
    // The visitor's own mail does not repeat it back.
    const visitorMail = bookingCancellationMail(
      { ...view, cancellationReason: reason },
      "visitor",
      "x",
    );
    expect(visitorMail.text).not.toContain(reason);
  });

  it("tells the visitor staff's reason for cancelling", () => {
    const reason = "Our consultant is ill; we will call you to find a new time.";
    const toVisitor = bookingCancellationMail(
      { ...view, cancellationReason: reason },
      "staff",
      "x",
    );
    // Plain text aligns the values after the longest label ("Your time:").
    expect(toVisitor.text).toMatch(/\nReason: +Our consultant is ill; we will call you/);
    expect(bookingCancellationMail(view, "staff", "x").text).not.toContain("Reason:");
    const staffCopy = bookingCancellationStaffMail(
      { ...view, cancellationReason: reason },
      "staff",
    );
    expect(staffCopy.text).toMatch(/\nReason: +Our consultant is ill; we will call you/);
    expect(staffCopy.text).not.toContain("Their reason");
  });
});
