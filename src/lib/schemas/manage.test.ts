import { describe, expect, it } from "vitest";
import { fieldErrors } from "./field-errors";
import { describeGuestsChange } from "./guest-list";
import {
  adminGuestsSchema,
  cancelMyBookingSchema,
  changeMyGuestsSchema,
  manageTokenCancelSchema,
  manageTokenGuestsSchema,
} from "./manage";

const token = "A".repeat(43);

describe("the cancel request's reason", () => {
  it("is optional: none, or blank, is no reason", () => {
    expect(manageTokenCancelSchema.parse({ token })).toEqual({ token, reason: "" });
    expect(cancelMyBookingSchema.parse({ token, reason: "  \n " })).toEqual({ token, reason: "" });
  });

  it("is trimmed text of at most 500 characters, named in the error", () => {
    expect(manageTokenCancelSchema.parse({ token, reason: " Too busy \n" }).reason).toBe(
      "Too busy",
    );
    expect(manageTokenCancelSchema.parse({ token, reason: "x".repeat(500) }).reason).toHaveLength(
      500,
    );
    for (const [reason, message] of [
      ["x".repeat(501), "Reason must be at most 500 characters"],
      ["a\u0000b", "Contains a character that is not allowed"],
      [42, "Reason must be text"],
    ] as const) {
      const result = cancelMyBookingSchema.safeParse({ token, reason });
      expect(result.success).toBe(false);
      if (!result.success) expect(fieldErrors(result.error)).toEqual({ reason: message });
    }
  });
});

describe("a change of the guests (ADR 0064)", () => {
  const errors = (schema: { safeParse: (v: unknown) => unknown }, input: unknown) => {
    const result = schema.safeParse(input) as { success: boolean; error?: never };
    return result.success ? {} : fieldErrors(result.error!);
  };

  it("is the whole new list, checked as on /book, and required: [] invites nobody", () => {
    expect(
      changeMyGuestsSchema.parse({ token, guests: ["Grace@Example.com", "grace@example.com"] }),
    ).toEqual({ token, guests: ["grace@example.com"] });
    expect(manageTokenGuestsSchema.parse({ token, guests: [] }).guests).toEqual([]);
    // Absent is not "nobody": a PUT without the list must not take everyone off.
    expect(errors(manageTokenGuestsSchema, { token })).toEqual({
      guests: "Guests must be a list of e-mail addresses",
    });
    expect(errors(changeMyGuestsSchema, { token, guests: ["alan@"] })).toEqual({
      guests: "“alan@” is not a valid e-mail address",
    });
    const six = ["a", "b", "c", "d", "e", "f"].map((n) => `${n}@example.com`);
    expect(errors(manageTokenGuestsSchema, { token, guests: six })).toEqual({
      guests: "Invite at most 5 guests",
    });
  });

  it("names the booking when staff send one that is not an id", () => {
    expect(errors(adminGuestsSchema, { id: "nope", guests: [] })).toEqual({
      id: "Booking not found",
    });
  });

  it("is told back as who was invited and who was told", () => {
    expect(describeGuestsChange({ added: [], removed: [] })).toBe(
      "The guests are already these: nothing was sent.",
    );
    expect(describeGuestsChange({ added: ["a@x.com", "b@x.com"], removed: [] })).toBe(
      "Guests saved. Invitation sent to a@x.com, b@x.com.",
    );
    expect(describeGuestsChange({ added: [], removed: ["c@x.com"] })).toBe(
      "Guests saved. c@x.com has been told they are no longer invited.",
    );
    expect(describeGuestsChange({ added: ["a@x.com"], removed: ["c@x.com", "d@x.com"] })).toBe(
      "Guests saved. Invitation sent to a@x.com. c@x.com, d@x.com have been told they are no longer invited.",
    );
  });
});
