import { describe, expect, it } from "vitest";
import type { LeadSource } from "@/lib/lead-source";
import { CHAT_QUOTE_MAX, chatMessageOf, chatNoteOf } from "./chat-message";
import type { WebhookBooking, WebhookEvent } from "./events";
import { teamsMessageOf } from "./teams-card";

const CONTEXT = {
  zone: "Europe/London",
  timeFormat: "12h",
  siteUrl: "https://agency.test",
} as const;

const booking: WebhookBooking = {
  id: "3f1c2a4e-0000-4000-8000-000000000001",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  website: "",
  contactType: "phone",
  contactNumber: "+44 20 7946 0958",
  bookingDate: "2031-01-14",
  timeSlot: "10:00",
  notes: "",
  timezone: "Europe/Paris",
  timezoneOffset: 60,
  status: "confirmed",
  googleMeetLink: null,
  startsAt: "2031-01-14T10:00:00.000Z",
  endsAt: "2031-01-14T11:00:00.000Z",
  createdAt: "2031-01-02T09:00:00.000Z",
  cancelledAt: null,
  cancellationReason: null,
  meetingTypeSlug: "consultation",
  meetingTypeName: "Consultation",
  answers: [],
  guests: [],
  noShow: false,
  source: null,
  staffNotes: "",
  hosts: [{ name: "Grace Hopper", slug: "grace" }],
};
const event = (type: string, data: Partial<WebhookBooking> & { cancelledBy?: string } = {}) =>
  ({
    id: "msg_1",
    type,
    timestamp: "2031-01-02T09:00:00.000Z",
    data: { ...booking, ...data },
  }) as WebhookEvent;
const text = (e: WebhookEvent) => chatMessageOf(e, CONTEXT).text;
const enquiryEvent = (data: { company?: string; message: string; source?: LeadSource | null }) =>
  ({
    id: "msg_2",
    type: "enquiry.created",
    timestamp: "2031-01-02T09:00:00.000Z",
    data: {
      id: "e1",
      name: "Maria Lopez",
      email: "maria@example.com",
      company: "",
      source: null,
      createdAt: "2031-01-02T09:00:00.000Z",
      ...data,
    },
  }) as WebhookEvent;

const MEETING =
  "*Ada Lovelace* (ada@example.com), Consultation on Tuesday, 14 January 2031, 10:00 AM–11:00 AM (Europe/London)";
const UPCOMING =
  "<https://agency.test/admin/bookings?view=upcoming&q=ada%40example.com|Open in the admin area>";
const PAST =
  "<https://agency.test/admin/bookings?view=past&q=ada%40example.com|Open in the admin area>";

describe("chat messages", () => {
  it("says a new booking with where it came from, the notes, the guests and a link", () => {
    expect(
      text(
        event("booking.created", {
          source: { utmSource: "linkedin", utmCampaign: "hotels", landingPage: "/services" },
          notes: "Interested in\nWhatsApp automation",
          guests: ["grace@example.com"],
        }),
      ),
    ).toBe(
      [
        `New booking: ${MEETING}`,
        "Came from: linkedin · campaign hotels · landed on /services",
        "Notes: Interested in WhatsApp automation",
        "Guests: grace@example.com",
        UPCOMING,
      ].join("\n"),
    );
    // Nothing recorded, nothing said.
    expect(text(event("booking.created"))).toBe(`New booking: ${MEETING}\n${UPCOMING}`);
  });

  it("says each change with what changed, on the business clock and in the admin's format", () => {
    expect(
      text(event("booking.cancelled", { cancelledBy: "visitor", cancellationReason: "Ill" })),
    ).toBe(`Booking cancelled by visitor: ${MEETING}\nReason: Ill\n${PAST}`);
    expect(text(event("booking.rescheduled"))).toBe(`Booking moved: ${MEETING}\n${UPCOMING}`);
    expect(
      text(event("booking.meeting_link_changed", { googleMeetLink: "https://meet.example/x" })),
    ).toBe(`Meeting link set: ${MEETING}\nLink: https://meet.example/x\n${UPCOMING}`);
    expect(text(event("booking.guests_changed"))).toBe(
      `Guests changed: ${MEETING}\nGuests now: none\n${UPCOMING}`,
    );
    expect(text(event("booking.no_show_changed", { noShow: true }))).toBe(
      `Marked a no-show: ${MEETING}\n${PAST}`,
    );
    expect(
      text(event("booking.reassigned", { previousHost: { name: "Alan Turing", slug: "alan" } })),
    ).toBe(
      `Booking handed to another host: ${MEETING}\nWas with: Alan Turing\nNow with: Grace Hopper\n${UPCOMING}`,
    );
    expect(
      chatMessageOf(event("booking.rescheduled"), { ...CONTEXT, timeFormat: "24h" }).text,
    ).toContain("Tuesday, 14 January 2031, 10:00–11:00 (Europe/London)");
  });

  it("quotes an enquiry's message on one line, cut to length, with a link", () => {
    const enquiry = enquiryEvent({
      company: "Azure Villas",
      message: `We manage 40 villas.\n\n${"x".repeat(400)}`,
      source: { referrer: "www.google.com" },
    });
    const [headline, quoted, cameFrom, adminLink] = text(enquiry).split("\n");
    expect(headline).toBe("New enquiry from *Maria Lopez* (maria@example.com), Azure Villas");
    expect(quoted?.startsWith("> We manage 40 villas. xxx")).toBe(true);
    expect(quoted).toHaveLength(2 + CHAT_QUOTE_MAX);
    expect(quoted?.endsWith("x…")).toBe(true);
    expect(cameFrom).toBe("Came from: from google.com");
    expect(adminLink).toBe(
      "<https://agency.test/admin/enquiries?q=maria%40example.com|Open in the admin area>",
    );
  });

  it("escapes what a person typed, so it cannot make links or mentions", () => {
    const message = text(
      event("booking.created", {
        firstName: "<!channel>",
        lastName: "A&B",
        notes: "<https://evil.example|click>",
      }),
    );
    expect(message).toContain("*&lt;!channel&gt; A&amp;B*");
    expect(message).toContain("Notes: &lt;https://evil.example|click&gt;");
    expect(message).not.toContain("<!channel>");
  });

  it("says what a test is", () => {
    const test = { id: "msg_3", type: "webhook.test", timestamp: "", data: { message: "" } };
    expect(text(test as WebhookEvent)).toMatch(/^Test message from the site's Integrations tab/);
  });
});

describe("Teams cards", () => {
  const cardOf = (e: WebhookEvent) =>
    teamsMessageOf(chatNoteOf(e, CONTEXT)).attachments[0]?.content;

  it("says the same words as the chat message, as runs Teams reads no Markdown in", () => {
    const created = event("booking.created", {
      firstName: "[Ada](https://evil.example)",
      notes: "**urgent** <at>everyone</at>\nplease",
    });
    const message = teamsMessageOf(chatNoteOf(created, CONTEXT));
    expect(message).toMatchObject({
      type: "message",
      attachments: [{ contentType: "application/vnd.microsoft.card.adaptive", contentUrl: null }],
    });
    const card = message.attachments[0]?.content;
    expect(card).toMatchObject({ type: "AdaptiveCard", version: "1.4" });
    // The name bold, as typed; the note on one line, as typed: a TextRun is never Markdown.
    expect(card?.body[0]).toEqual({
      type: "RichTextBlock",
      inlines: [
        { type: "TextRun", text: "New booking: " },
        { type: "TextRun", text: "[Ada](https://evil.example) Lovelace", weight: "Bolder" },
        {
          type: "TextRun",
          text: " (ada@example.com), Consultation on Tuesday, 14 January 2031, 10:00 AM–11:00 AM (Europe/London)",
        },
      ],
    });
    expect(card?.body[1]).toEqual({
      type: "RichTextBlock",
      inlines: [{ type: "TextRun", text: "Notes: **urgent** <at>everyone</at> please" }],
    });
    expect(JSON.stringify(card?.body)).not.toContain('"TextBlock"');
    expect(card?.actions).toEqual([
      {
        type: "Action.OpenUrl",
        title: "Open in the admin area",
        url: "https://agency.test/admin/bookings?view=upcoming&q=ada%40example.com",
      },
    ]);
  });

  it("sets an enquiry's message apart, in italics, and a test has no button", () => {
    const card = cardOf(enquiryEvent({ message: "We manage\n40 villas." }));
    expect(card?.body).toHaveLength(2);
    expect(card?.body[1]).toEqual({
      type: "Container",
      style: "emphasis",
      items: [
        {
          type: "RichTextBlock",
          inlines: [{ type: "TextRun", text: "We manage 40 villas.", italic: true }],
        },
      ],
    });
    expect(card?.actions?.[0]?.url).toBe(
      "https://agency.test/admin/enquiries?q=maria%40example.com",
    );
    const test = { id: "msg_3", type: "webhook.test", timestamp: "", data: { message: "" } };
    expect(cardOf(test as WebhookEvent)?.actions).toBeUndefined();
  });
});

describe("an erasure", () => {
  it("is told to a chat without the address, with the audit trail to open", () => {
    const erased = {
      id: "msg_4",
      type: "person.erased",
      timestamp: "2031-01-02T09:00:00.000Z",
      data: { email: "ada@example.com" },
    } as WebhookEvent;
    expect(text(erased)).toBe(
      "A person's data was erased on request. Messages here about them should go too.\n<https://agency.test/admin/audit|Open the audit trail>",
    );
    expect(JSON.stringify(teamsMessageOf(chatNoteOf(erased, CONTEXT)))).not.toContain("ada@");
  });
});
