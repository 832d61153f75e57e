import { describe, expect, it } from "vitest";
import {
  emptyEnquiriesMessage,
  enquiryPageQuery,
  leavesFilteredList,
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
