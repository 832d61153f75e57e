import type { ContactDetailsInput } from "@/lib/schemas/booking";

export type ContactValues = Required<
  Pick<
    ContactDetailsInput,
    "firstName" | "lastName" | "email" | "website" | "contactNumber" | "notes"
  >
> & {
  contactType: "phone" | "whatsapp";
  /** The guests' addresses as typed; the check reads them as a list (guestListOf). */
  guests: string;
};

/** An answer's field: `answers.<question id>` (its input's name, and its key in a 422). */
export type AnswerFieldName = `answers.${string}`;

/** The visitor's answers to the type's questions, by question id. */
export type AnswerValues = Record<string, string>;

export type ContactErrors = Partial<Record<keyof ContactValues | AnswerFieldName, string>>;

export const EMPTY_CONTACT: ContactValues = {
  firstName: "",
  lastName: "",
  email: "",
  website: "",
  contactType: "phone",
  contactNumber: "",
  notes: "",
  guests: "",
};

/** The query parameters a link to /book may fill the contact step with, by field name. */
const PREFILLABLE = [
  "firstName",
  "lastName",
  "email",
  "website",
  "contactNumber",
  "notes",
  "guests",
] as const;

/**
 * The contact details a link carries (`/book?firstName=Ada&email=ada@example.com`), so a CRM or a
 * campaign mail can send a prospect to a form that already knows them. Only the contact fields;
 * the first value of a repeated one; `contactType` only when it is phone or whatsapp. Nothing is
 * checked here: the visitor sees the values, and the booking schema judges them on submit.
 */
export function contactPrefill(
  query: Record<string, string | string[] | undefined>,
): ContactValues {
  const first = (key: string) => {
    const value = query[key];
    return (Array.isArray(value) ? value[0] : value) ?? "";
  };
  const contact: ContactValues = { ...EMPTY_CONTACT };
  for (const field of PREFILLABLE) contact[field] = first(field).trim();
  const type = first("contactType");
  if (type === "phone" || type === "whatsapp") contact.contactType = type;
  return contact;
}

/** A question's id as the server makes them (ADR 0059). */
const ANSWER_PARAMETER = /^answers\.([a-z0-9]{1,16})$/;

/**
 * The answers a link carries (`/book?type=audit&answers.k3x9q2=11–50`), by question id: a CRM
 * that knows a lead's company size need not ask again. The first value of a repeated one, trimmed;
 * nothing is checked here: the visitor sees each, and the type's questions judge them on submit
 * (answers to questions the type does not ask are ignored).
 */
export function answersPrefill(query: Record<string, string | string[] | undefined>): AnswerValues {
  const answers: AnswerValues = {};
  for (const [key, value] of Object.entries(query)) {
    const id = ANSWER_PARAMETER.exec(key)?.[1];
    const first = Array.isArray(value) ? value[0] : value;
    if (id && first !== undefined) answers[id] = first.trim();
  }
  return answers;
}
