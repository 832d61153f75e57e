import { describe, expect, it } from "vitest";
import { CredentialError, decryptSecret, encryptSecret } from "./credentials";

const secret = "a-long-random-auth-secret-for-tests-0123456789";

describe("calendar credentials", () => {
  it("round-trips, with a fresh IV each time", () => {
    const a = encryptSecret("app-password ünïcode 🔑", secret);
    const b = encryptSecret("app-password ünïcode 🔑", secret);
    expect(a).not.toEqual(b);
    expect(a).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(a).not.toContain("app-password");
    expect(decryptSecret(a, secret)).toBe("app-password ünïcode 🔑");
    expect(decryptSecret(encryptSecret("", secret), secret)).toBe("");
  });

  it("refuses a tampered blob", () => {
    const blob = encryptSecret("hunter2", secret);
    const [v, iv, body, tag] = blob.split(".") as [string, string, string, string];
    const bytes = Buffer.from(body, "base64url");
    bytes[0]! ^= 1;
    const tampered = [v, iv, bytes.toString("base64url"), tag].join(".");
    expect(() => decryptSecret(tampered, secret)).toThrow(CredentialError);
    expect(() => decryptSecret(`${blob}x`, secret)).toThrow(CredentialError);
    expect(() => decryptSecret(blob.replace(/^v1/, "v2"), secret)).toThrow(/format/);
    expect(() => decryptSecret("not a blob", secret)).toThrow(CredentialError);
  });

  it("refuses another secret", () => {
    const blob = encryptSecret("hunter2", secret);
    expect(() => decryptSecret(blob, `${secret}-rotated`)).toThrow(
      /could not be decrypted \(damaged, or AUTH_SECRET has changed\)/,
    );
  });

  it("needs a secret", () => {
    expect(() => encryptSecret("x", "")).toThrow(CredentialError);
  });
});
