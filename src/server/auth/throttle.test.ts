import { describe, expect, it } from "vitest";
import { resetPasswordLink } from "./password-reset";
import { signInIp } from "./security-plugin";
import { throttledMessage } from "./throttle";

describe("throttledMessage", () => {
  it("says what was refused and how long to wait", () => {
    expect(throttledMessage("sign-in attempts", 900)).toBe(
      "Too many sign-in attempts. Please try again in 15 minutes.",
    );
  });
});

describe("signInIp", () => {
  it("behind our proxy, takes the last X-Forwarded-For hop, the one the proxy wrote", () => {
    expect(signInIp(new Headers({ "x-forwarded-for": "1.1.1.1, 10.0.0.7" }), true)).toBe(
      "10.0.0.7",
    );
    expect(signInIp(new Headers({ "x-forwarded-for": "::1" }), true)).toBe("::1");
    expect(signInIp(new Headers(), true)).toBeNull();
  });

  it("without a proxy, never believes the header (the client wrote it)", () => {
    expect(signInIp(new Headers({ "x-forwarded-for": "10.0.0.7" }), false)).toBeNull();
    expect(signInIp(new Headers({ "x-real-ip": "10.0.0.7" }), false)).toBeNull();
  });
});

describe("resetPasswordLink", () => {
  it("puts the token in the fragment, never in the path or query", () => {
    expect(resetPasswordLink("https://agency.example/", "Tok123")).toBe(
      "https://agency.example/reset-password#token=Tok123",
    );
  });
});
