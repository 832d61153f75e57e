import { describe, expect, it } from "vitest";
import {
  bookForEnquiryHref,
  bookingLinkFor,
  emptyEnquiriesMessage,
  enquiryPageQuery,
  leavesFilteredList,
  newBookingPrefill,
  offerMeetingMailto,
  readEnquirySelection,
  replyMailto,
} from "./enquiry-list-query";

const params = (query: string) => new URLSearchParams(query);

describe("readEnquirySelection", () => {
  it("reads the filters and page, and keeps the page out of the export", () => {
    const selection = readEnquirySelection(params("q=villa&handled=false&page=2&other=x"));
    expect(selection.filters).toEqual({ q: "villa", handled: "false" });
    expect(selection.filtered).toBe(true);
    expect(selection.listQuery).toBe("q=villa&handled=false&page=2");
    expect(selection.exportQuery).toBe("q=villa&handled=false");
  });

  it("is unfiltered with no parameters", () => {
    const selection = readEnquirySelection(params(""));
    expect([selection.filtered, selection.listQuery, selection.exportQuery]).toEqual([
      false,
      "",
      "",
    ]);
  });

  it("links page 1 without a page parameter", () => {
    const selection = readEnquirySelection(params("q=a&page=3"));
    expect(enquiryPageQuery(selection, 1)).toBe("q=a");
    expect(enquiryPageQuery(selection, 4)).toBe("q=a&page=4");
  });
});

describe("offering a meeting", () => {
  it("links /book with the sender's names and address filled in", () => {
    expect(
      bookingLinkFor(
        { name: " Ada  King Lovelace ", email: "ada@example.com" },
        "https://agency.example",
      ),
    ).toBe(
      "https://agency.example/book?firstName=Ada+King&lastName=Lovelace&email=ada%40example.com",
    );
    // One word is a first name; a site under a path keeps it.
    expect(
      bookingLinkFor({ name: "Cher", email: "c@example.com" }, "https://example.com/agency/"),
    ).toBe("https://example.com/agency/book?firstName=Cher&email=c%40example.com");
  });

  it("opens New booking for the sender: their names, address, and what they wrote as notes", () => {
    const enquiry = {
      id: "7d3c9a52-5c1e-4c3e-9f5e-2f6d1b0a8e11",
      name: " Ada  King Lovelace ",
      email: " ada@example.com ",
      company: "Analytical Engines",
      message: "We want to automate guest replies. ",
    };
    expect(bookForEnquiryHref(enquiry)).toBe(
      "/admin/bookings?bookFor=7d3c9a52-5c1e-4c3e-9f5e-2f6d1b0a8e11",
    );
    expect(newBookingPrefill(enquiry)).toEqual({
      firstName: "Ada King",
      lastName: "Lovelace",
      email: "ada@example.com",
      notes: "Analytical Engines: We want to automate guest replies.",
      // The booking takes the enquiry's lead source (ADR 0069).
      enquiryId: "7d3c9a52-5c1e-4c3e-9f5e-2f6d1b0a8e11",
    });
    expect(newBookingPrefill({ ...enquiry, name: "Cher", company: "" })).toMatchObject({
      firstName: "Cher",
      lastName: "",
      notes: "We want to automate guest replies.",
    });
  });

  it("mails the link in a short reply, its text encoded as one query value", () => {
    const link = offerMeetingMailto(
      { name: "Maria & Co", email: "maria@example.com" },
      "https://agency.example",
    );
    const url = new URL(link);
    expect(url.pathname).toBe("maria@example.com");
    expect(url.searchParams.get("subject")).toBe("Re: your enquiry");
    const body = url.searchParams.get("body") ?? "";
    expect(body.startsWith("Hi Maria,\n\nThank you for your message.")).toBe(true);
    expect(body).toContain(
      "\nhttps://agency.example/book?firstName=Maria+%26&lastName=Co&email=maria%40example.com\n",
    );
    expect([...url.searchParams.keys()]).toEqual(["subject", "body"]);
  });
});

describe("replyMailto", () => {
  it("addresses the sender with a subject", () => {
    expect(replyMailto({ email: "maria@example.com" })).toBe(
      "mailto:maria@example.com?subject=Re%3A%20your%20enquiry",
    );
  });

  it("cannot be given extra headers by the address", () => {
    const link = replyMailto({ email: "a?bcc=x@evil.test&cc=y#z@example.com" });
    expect(link).toBe(
      "mailto:a%3Fbcc%3Dx@evil.test%26cc%3Dy%23z@example.com?subject=Re%3A%20your%20enquiry",
    );
    expect(new URL(link).searchParams.get("bcc")).toBeNull();
  });
});

describe("emptyEnquiriesMessage", () => {
  it("tells none at all from none matching", () => {
    expect(emptyEnquiriesMessage({ filtered: false, anyEnquiries: false })).toBe(
      "No enquiries yet",
    );
    expect(emptyEnquiriesMessage({ filtered: true, anyEnquiries: false })).toBe("No enquiries yet");
    expect(emptyEnquiriesMessage({ filtered: true, anyEnquiries: true })).toBe(
      "No enquiries match these filters",
    );
  });
});

describe("leavesFilteredList", () => {
  it("is true only when the handled filter excludes the new mark", () => {
    expect(leavesFilteredList(undefined, true)).toBe(false);
    expect(leavesFilteredList("false", true)).toBe(true);
    expect(leavesFilteredList("true", true)).toBe(false);
    expect(leavesFilteredList("true", false)).toBe(true);
  });
});
