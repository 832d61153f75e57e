// Pure rules for the Enquiries tab: what the URL selects, the links it makes, the reply link and
// the empty-list words; tested beside this file.
import { queryOf } from "./booking-list-query";

export const ENQUIRY_FILTER_KEYS = ["q", "handled"] as const;
export type EnquiryFilterKey = (typeof ENQUIRY_FILTER_KEYS)[number];
export type EnquiryFilters = Partial<Record<EnquiryFilterKey, string>>;

export interface EnquiryListSelection {
  filters: EnquiryFilters;
  page?: string;
  /** Whether any filter narrows the list. */
  filtered: boolean;
  /** The list route's query: filters and page. */
  listQuery: string;
  /** The CSV export's query: the same list, every page. */
  exportQuery: string;
}

/** What the URL's search parameters select. */
export function readEnquirySelection(params: {
  get: (key: string) => string | null;
}): EnquiryListSelection {
  const filters: EnquiryFilters = Object.fromEntries(
    ENQUIRY_FILTER_KEYS.map((key) => [key, params.get(key) ?? undefined]),
  );
  const page = params.get("page") ?? undefined;
  return {
    filters,
    page,
    filtered: ENQUIRY_FILTER_KEYS.some((key) => filters[key]),
    listQuery: queryOf({ ...filters, page }),
    exportQuery: queryOf({ ...filters }),
  };
}

/** The query of another page of the same list (page 1 has no page parameter). */
export const enquiryPageQuery = ({ filters }: EnquiryListSelection, page: number) =>
  queryOf({ ...filters, page: page > 1 ? String(page) : undefined });

/**
 * A mailto: link answering the enquiry. The address is percent-encoded except its @, so a
 * `?`, `&` or `#` in it cannot add headers to the link; the subject is encoded as a query value.
 */
export function replyMailto(enquiry: { email: string }, subject = "Re: your enquiry"): string {
  const address = encodeURIComponent(enquiry.email).replace(/%40/g, "@");
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}

/**
 * The sender's own link to /book, with the contact step filled in from the enquiry: the name
 * split at its last space (first name, last name), and the e-mail address.
 */
export function bookingLinkFor(enquiry: { name: string; email: string }, siteUrl: string): string {
  const { firstName, lastName, email } = contactOfEnquiry(enquiry);
  // Appended, not resolved: an APP_URL under a path (https://example.com/agency) keeps it.
  const url = new URL(`${siteUrl.replace(/\/$/, "")}/book`);
  url.searchParams.set("firstName", firstName);
  if (lastName) url.searchParams.set("lastName", lastName);
  url.searchParams.set("email", email);
  return url.href;
}

/** The sender as a booking's contact: the name split at its last space, the address trimmed. */
export function contactOfEnquiry(enquiry: { name: string; email: string }) {
  const name = enquiry.name.trim().replace(/\s+/g, " ");
  const split = name.lastIndexOf(" ");
  return {
    firstName: split > 0 ? name.slice(0, split) : name,
    lastName: split > 0 ? name.slice(split + 1) : "",
    email: enquiry.email.trim(),
  };
}

/** The Bookings tab with *New booking* open for this enquiry's sender (ADR 0063). */
export const bookForEnquiryHref = (enquiry: { id: string }) =>
  `/admin/bookings?bookFor=${encodeURIComponent(enquiry.id)}`;

/**
 * A reply that offers a meeting: the enquiry's own booking link in a short message, so an
 * enquiry becomes a booked call in two clicks. Subject and body are encoded as query values.
 */
export function offerMeetingMailto(
  enquiry: { name: string; email: string },
  siteUrl: string,
): string {
  const greeting = enquiry.name.trim().split(/\s+/)[0] || "there";
  const body = [
    `Hi ${greeting},`,
    "",
    "Thank you for your message. Please pick a time for a call that suits you here; your details are already filled in:",
    bookingLinkFor(enquiry, siteUrl),
    "",
    "Best regards,",
  ].join("\n");
  return `${replyMailto(enquiry)}&body=${encodeURIComponent(body)}`;
}

/** 'No enquiries yet' when none ever came in; otherwise that the filters match none. */
export function emptyEnquiriesMessage(list: { filtered: boolean; anyEnquiries: boolean }) {
  if (!list.anyEnquiries) return "No enquiries yet";
  return list.filtered ? "No enquiries match these filters" : "No enquiries on this page";
}

/**
 * Whether an enquiry just marked `handled` leaves the list the `handled` filter shows (its
 * button goes with it, so focus must move).
 */
export const leavesFilteredList = (filter: string | undefined, handled: boolean) =>
  filter !== undefined && filter !== String(handled);

/**
 * *New booking* filled in from an enquiry: the sender, and what they wrote (with their company)
 * as the notes, which staff can shorten before booking; the enquiry itself, whose lead source the
 * booking takes (ADR 0069).
 */
export function newBookingPrefill(enquiry: {
  id: string;
  name: string;
  email: string;
  company: string;
  message: string;
}): NewBookingPrefill {
  const message = enquiry.message.trim();
  return {
    ...contactOfEnquiry(enquiry),
    notes: enquiry.company.trim() ? `${enquiry.company.trim()}: ${message}` : message,
    enquiryId: enquiry.id,
  };
}

export interface NewBookingPrefill {
  firstName: string;
  lastName: string;
  email: string;
  notes: string;
  enquiryId: string;
}
