import "server-only";
import { renderMail } from "./mail-layout";

/** What the enquiry notice shows, already formatted (the time on the business clock). */
export interface EnquiryMailView {
  name: string;
  email: string;
  company: string;
  message: string;
  /** 'Monday, 7 January 2030, 9:00 AM GMT'. */
  received: string;
  reference: string;
  /** Where the sender came from, in one line (ADR 0069); null: not recorded. */
  cameFrom: string | null;
}

/** To the staff address when the contact form is sent; a reply goes to the sender. */
export function enquiryNotificationMail(view: EnquiryMailView) {
  const from = view.company ? `${view.name} (${view.company})` : view.name;
  return renderMail(`New enquiry from ${from}`, [
    {
      kind: "paragraph",
      text: "A new enquiry arrived through the contact form. Reply to this e-mail to answer the sender.",
    },
    {
      kind: "details",
      rows: [
        ["Name", view.name],
        ["Email", view.email],
        ["Company", view.company || "—"],
        ["Received", view.received],
        ...(view.cameFrom ? [["Came from", view.cameFrom] as [string, string]] : []),
        ["Reference", view.reference],
      ],
    },
    { kind: "quote", label: "Message", text: view.message },
  ]);
}
