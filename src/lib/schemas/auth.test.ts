import { describe, expect, it } from "vitest";
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  resetTokenFromHash,
  safeAdminReturnPath,
  totpCodeSchema,
} from "./auth";
import { fieldErrors } from "./field-errors";

const firstError = (result: { success: boolean; error?: unknown }) =>
  result.success ? null : Object.values(fieldErrors(result.error as never))[0];

describe("loginSchema", () => {
  it("needs both fields and normalises the e-mail", () => {
    expect(firstError(loginSchema.safeParse({ email: "a@b.co" }))).toBe(
      "Please enter both email and password",
    );
    expect(firstError(loginSchema.safeParse({ email: "  ", password: "x" }))).toBe(
      "Please enter both email and password",
    );
    expect(loginSchema.parse({ email: " Boss@Example.COM ", password: "x" })).toEqual({
      email: "boss@example.com",
      password: "x",
      rememberMe: false,
    });
  });
});

describe("forgotPasswordSchema", () => {
  it("asks for the address, then for a well-formed one", () => {
    expect(firstError(forgotPasswordSchema.safeParse({ email: "" }))).toBe(
      "Please enter your email address",
    );
    expect(firstError(forgotPasswordSchema.safeParse({ email: "nope" }))).toBe(
      "Invalid email format",
    );
  });
});

describe("resetPasswordSchema", () => {
  it.each([
    [{ password: "", confirmPassword: "" }, "Please fill in all fields"],
    [{ password: "Abcdef1", confirmPassword: "x" }, "Password must be at least 8 characters long"],
    [
      { password: "abcdefg1", confirmPassword: "x" },
      "Password must contain at least one uppercase letter",
    ],
    [
      { password: "ABCDEFG1", confirmPassword: "x" },
      "Password must contain at least one lowercase letter",
    ],
    [{ password: "Abcdefgh", confirmPassword: "x" }, "Password must contain at least one number"],
    [{ password: "Abcdefg1", confirmPassword: "Abcdefg2" }, "Passwords do not match"],
  ])("%j → %s", (input, message) => {
    expect(firstError(resetPasswordSchema.safeParse(input))).toBe(message);
  });

  it("accepts a strong matching pair, and the account form also needs the current password", () => {
    expect(
      resetPasswordSchema.safeParse({ password: "Abcdefg1", confirmPassword: "Abcdefg1" }).success,
    ).toBe(true);
    expect(
      firstError(
        changePasswordSchema.safeParse({ password: "Abcdefg1", confirmPassword: "Abcdefg1" }),
      ),
    ).toBe("Please fill in all fields");
  });
});

describe("resetTokenFromHash", () => {
  it("reads a 24-character token from the fragment and nothing else", () => {
    const token = "AbCdEfGhIjKlMnOpQrStUv12";
    expect(resetTokenFromHash(`#token=${token}`)).toBe(token);
    expect(resetTokenFromHash("")).toBeNull();
    expect(resetTokenFromHash("#token=short")).toBeNull();
    expect(resetTokenFromHash(`#token=${token.slice(0, 23)}!`)).toBeNull();
  });
});

describe("totpCodeSchema", () => {
  it("takes six digits, spaces ignored", () => {
    expect(totpCodeSchema.parse({ code: "123 456" })).toEqual({ code: "123456" });
    expect(firstError(totpCodeSchema.safeParse({ code: "" }))).toBe(
      "Please enter the 6-digit code from your authenticator app",
    );
    expect(firstError(totpCodeSchema.safeParse({ code: "12345" }))).toBe("The code is 6 digits");
  });
});

describe("safeAdminReturnPath", () => {
  it.each([
    [null, "/admin"],
    ["/admin", "/admin"],
    ["/admin/account", "/admin/account"],
    ["/admin?tab=users", "/admin?tab=users"],
    ["/administrator", "/admin"],
    ["/", "/admin"],
    ["https://evil.example/admin", "/admin"],
    ["//evil.example/admin", "/admin"],
    ["/admin//evil.example", "/admin"],
    ["/admin/../login", "/admin"],
    ["/admin\\@evil.example", "/admin"],
    ["/admin/%2e%2e/login", "/admin"],
  ])("%j → %s", (next, expected) => {
    expect(safeAdminReturnPath(next)).toBe(expected);
  });
});
