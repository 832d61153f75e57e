import { describe, expect, it } from "vitest";
import { meetingLinkSchema } from "./admin";
import { fieldErrors } from "./field-errors";

const ID = "3f1c2a4e-0000-4000-8000-000000000001";
const linkError = (meetingLink: unknown) => {
  const parsed = meetingLinkSchema.safeParse({ id: ID, meetingLink });
  return parsed.success ? null : fieldErrors(parsed.error).meetingLink;
};

describe("meetingLinkSchema", () => {
  it("accepts a full http(s) address and trims it", () => {
    expect(
      meetingLinkSchema.parse({ id: ID, meetingLink: "  https://meet.example.com/abc-defg  " }),
    ).toEqual({ id: ID, meetingLink: "https://meet.example.com/abc-defg" });
    expect(linkError("http://localhost:8080/room")).toBeNull();
    expect(linkError("https://zoom.us/j/123?pwd=x")).toBeNull();
  });

  it("names the problem for what staff might paste by mistake", () => {
    expect(linkError("")).toBe("Meeting link is required");
    expect(linkError("   ")).toBe("Meeting link is required");
    expect(linkError(undefined)).toBe("Meeting link is required");
    for (const typo of [
      "meet.example.com/abc",
      "https://meet",
      "javascript:alert(1)",
      "ftp://files.example.com/x",
      "https://meet.example.com/a b",
      "https://meet.example.com/\u0000",
    ])
      expect(linkError(typo), typo).toBe("Enter the full link, starting with https://");
    expect(linkError(`https://meet.example.com/${"x".repeat(500)}`)).toBe(
      "Meeting link must be at most 500 characters",
    );
  });
});
