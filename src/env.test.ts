import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

describe("parseEnv", () => {
  it("applies the documented defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.APP_URL).toBe("http://localhost:3000");
    expect(env.DATA_DIR.endsWith("/data")).toBe(true);
    expect(env.BUSINESS_TIMEZONE).toBe("UTC");
    expect(env.STAFF_EMAIL).toBe(env.MAIL_FROM);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATABASE_POOL_SIZE).toBe(10);
    expect(env.secureCookies).toBe(false);
  });

  it("derives APP_URL from PORT and marks https origins as secure", () => {
    expect(parseEnv({ PORT: "4000" }).APP_URL).toBe("http://localhost:4000");
    const https = parseEnv({ APP_URL: "https://agency.example/" });
    expect(https.APP_URL).toBe("https://agency.example");
    expect(https.secureCookies).toBe(true);
  });

  it("names every wrong variable", () => {
    const attempt = () =>
      parseEnv({
        PORT: "http",
        BUSINESS_TIMEZONE: "Mars/Base",
        DATABASE_URL: "mysql://x",
        DATABASE_POOL_SIZE: "0",
      });
    expect(attempt).toThrow(EnvError);
    expect(attempt).toThrow(/PORT:/);
    expect(attempt).toThrow(/BUSINESS_TIMEZONE: Must be an IANA time zone/);
    expect(attempt).toThrow(/DATABASE_URL: must be a postgres/);
    expect(attempt).toThrow(/DATABASE_POOL_SIZE:/);
  });

  it("stops on a weak ADMIN_PASSWORD", () => {
    expect(() => parseEnv({ ADMIN_EMAIL: "a@b.co", ADMIN_PASSWORD: "short" })).toThrow(
      /ADMIN_PASSWORD: Password must be at least 8 characters long/,
    );
  });

  it("treats empty strings as unset", () => {
    const env = parseEnv({
      SMTP_URL: "",
      DATABASE_URL: "",
      PORT: "",
      DATABASE_POOL_SIZE: "",
      BOOKING_RATE_LIMIT_PER_IP: "",
    });
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_POOL_SIZE).toBe(10);
    expect(env.BOOKING_RATE_LIMIT_PER_IP).toBe(20);
  });
});
