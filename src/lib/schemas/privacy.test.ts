import { describe, expect, it } from "vitest";
import { fieldErrors } from "./field-errors";
import { RETENTION_MESSAGE, retentionSchema } from "./privacy";

describe("retentionSchema", () => {
  it("takes 1 to 120 whole months, or null to keep everything", () => {
    for (const months of [1, 6, 120, null])
      expect(retentionSchema.parse({ months })).toEqual({ months });
  });

  it("names the field and the problem for anything else", () => {
    for (const months of [0, -3, 121, 2.5, Number.NaN, "6", undefined]) {
      const result = retentionSchema.safeParse({ months });
      expect(result.success, String(months)).toBe(false);
      if (!result.success) expect(fieldErrors(result.error)).toEqual({ months: RETENTION_MESSAGE });
    }
  });
});
