import { describe, expect, it } from "vitest";
import {
  callAuthService,
  forgotPasswordErrorMessage,
  isInvalidResetToken,
  resetPasswordErrorMessage,
  signInErrorMessage,
  twoFactorErrorMessage,
} from "./auth-errors";

describe("signInErrorMessage", () => {
  it("says the same for a wrong password and an unknown or malformed e-mail", () => {
    for (const code of ["INVALID_EMAIL_OR_PASSWORD", "INVALID_EMAIL", "USER_NOT_FOUND"])
      expect(signInErrorMessage({ code, message: "whatever" })).toBe("Invalid email or password");
  });

  it("asks to confirm an unverified e-mail", () => {
    expect(signInErrorMessage({ code: "EMAIL_NOT_VERIFIED", message: "Email not verified" })).toBe(
      "Please confirm your email address",
    );
  });

  it("passes the service's own message on, and falls back when there is none", () => {
    expect(
      signInErrorMessage({ code: "TOO_MANY_ATTEMPTS", message: "Too many sign-in attempts." }),
    ).toBe("Too many sign-in attempts.");
    expect(signInErrorMessage({ status: 0, message: "Failed to fetch" })).toBe("Failed to sign in");
  });
});

describe("other auth forms", () => {
  it("fall back to their own wording", () => {
    expect(forgotPasswordErrorMessage({})).toBe("Failed to send reset email");
    expect(resetPasswordErrorMessage({})).toBe("Failed to update password");
    expect(
      resetPasswordErrorMessage({ code: "PASSWORD_POLICY", message: "Password must contain…" }),
    ).toBe("Password must contain…");
  });

  it("recognise a dead reset token and a wrong second-factor code", () => {
    expect(isInvalidResetToken({ code: "INVALID_TOKEN" })).toBe(true);
    expect(isInvalidResetToken({ code: "PASSWORD_POLICY" })).toBe(false);
    expect(twoFactorErrorMessage({ code: "INVALID_CODE", message: "Invalid code" })).toBe(
      "That code is not valid. Please try again.",
    );
  });
});

describe("callAuthService", () => {
  it("passes an answer through, and turns a request that never got one into a fallback", async () => {
    const answer = { data: null, error: { code: "INVALID_TOKEN", message: "Invalid token" } };
    expect(await callAuthService(async () => answer)).toBe(answer);
    const offline = await callAuthService(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(offline.data).toBeNull();
    expect(signInErrorMessage(offline.error)).toBe("Failed to sign in");
  });
});
