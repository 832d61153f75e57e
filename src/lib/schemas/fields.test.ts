import { describe, expect, it } from "vitest";
import { isIanaTimeZone, passwordPolicyError } from "./fields";

describe("password policy", () => {
  it.each([
    ["", "Password must be at least 8 characters long"],
    ["Ab1defg", "Password must be at least 8 characters long"],
    ["abcdefg1", "Password must contain at least one uppercase letter"],
    ["ABCDEFG1", "Password must contain at least one lowercase letter"],
    ["Abcdefgh", "Password must contain at least one number"],
  ])("%j → %s", (password, message) => {
    expect(passwordPolicyError(password)).toBe(message);
  });

  it("accepts a password with 8+ characters, upper, lower and a digit", () => {
    expect(passwordPolicyError("Abcdefg1")).toBeNull();
  });
});

describe("isIanaTimeZone", () => {
  it("accepts IANA names and rejects others", () => {
    expect(isIanaTimeZone("Europe/London")).toBe(true);
    expect(isIanaTimeZone("Asia/Kolkata")).toBe(true);
    expect(isIanaTimeZone("UTC")).toBe(true);
    expect(isIanaTimeZone("Mars/Base")).toBe(false);
    expect(isIanaTimeZone("+02:00")).toBe(false);
  });
});
