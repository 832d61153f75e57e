import { describe, expect, it } from "vitest";
import { retryAfterText } from "./retry-after-text";

describe("retryAfterText", () => {
  it("says seconds under a minute, whole minutes (rounded up) above", () => {
    expect(retryAfterText(1)).toBe("1 second");
    expect(retryAfterText(59)).toBe("59 seconds");
    expect(retryAfterText(60)).toBe("1 minute");
    expect(retryAfterText(61)).toBe("2 minutes");
    expect(retryAfterText(3600)).toBe("60 minutes");
  });
});
