import { describe, expect, it } from "vitest";
import { fieldErrors } from "./field-errors";
import { cancelMyBookingSchema, manageTokenCancelSchema } from "./manage";

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
