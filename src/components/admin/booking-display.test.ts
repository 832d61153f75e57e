import { describe, expect, it } from "vitest";
import { describeMeeting, phoneLink, websiteHref, whatsappLink } from "./booking-display";

describe("booking display", () => {
  it("links a WhatsApp number to a wa.me chat with digits only", () => {
    expect(whatsappLink("+44 7700 900-123")).toBe("https://wa.me/447700900123");
    expect(whatsappLink("abc")).toBeNull();
  });

  it("links a phone number for dialling, keeping the leading +", () => {
    expect(phoneLink("+44 (0)20 7946 0000")).toBe("tel:+4402079460000");
    expect(phoneLink("12")).toBeNull();
  });

  it("turns a website into an http(s) link and refuses other schemes", () => {
    expect(websiteHref("example.com")).toBe("https://example.com/");
    expect(websiteHref("http://example.com/page")).toBe("http://example.com/page");
    expect(websiteHref("javascript:alert(1)")).toBeNull();
    expect(websiteHref("")).toBeNull();
    expect(websiteHref("not a site")).toBeNull();
  });

  it("describes a meeting in a zone and time format", () => {
    const start = "2031-07-16T09:00:00.000Z";
    const end = "2031-07-16T10:00:00.000Z";
    expect(describeMeeting(start, end, "Europe/London", "12h")).toBe(
      "Wednesday, 16 July 2031, 10:00 AM – 11:00 AM BST",
    );
    expect(describeMeeting(start, end, "Asia/Kolkata", "24h")).toBe(
      "Wednesday, 16 July 2031, 14:30 – 15:30 GMT+5:30",
    );
  });
});
