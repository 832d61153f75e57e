import { describe, expect, it } from "vitest";
import { configWarnings, EnvError, parseEnv } from "./env";

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

  it("takes the sites that may frame the booking page as origins, and stops on anything else", () => {
    expect(parseEnv({}).BOOKING_EMBED_ORIGINS).toEqual([]);
    expect(
      parseEnv({ BOOKING_EMBED_ORIGINS: "https://Landing.example.com/, http://localhost:8080" })
        .BOOKING_EMBED_ORIGINS,
    ).toEqual(["https://landing.example.com", "http://localhost:8080"]);
    expect(() =>
      parseEnv({ BOOKING_EMBED_ORIGINS: "https://ok.example https://*.example.com" }),
    ).toThrow(/BOOKING_EMBED_ORIGINS: https:\/\/\*\.example\.com: each must be a site's origin/);
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

describe("configWarnings", () => {
  it("stays quiet on this machine, whatever is set", () => {
    expect(configWarnings(parseEnv({}))).toEqual([]);
    expect(configWarnings(parseEnv({ APP_URL: "http://127.0.0.1:3000" }))).toEqual([]);
  });

  it("on a public origin, names a shared rate-limit bucket and mail that is never sent", () => {
    const warnings = configWarnings(
      parseEnv({ APP_URL: "https://agency.example", BOOKING_RATE_LIMIT_PER_IP: "7" }),
    );
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/^TRUST_PROXY is off.*7 booking attempts.*TRUST_PROXY=true\.$/);
    expect(warnings[1]).toMatch(/^SMTP_URL is not set: mails are written to .*outbox/);
  });

  it("has nothing to say about a public deployment configured for it", () => {
    const env = parseEnv({
      APP_URL: "https://agency.example",
      TRUST_PROXY: "true",
      SMTP_URL: "smtps://user:pass@mail.example:465",
    });
    expect(configWarnings(env)).toEqual([]);
  });
});
