import { describe, expect, it } from "vitest";
import { routeLabel } from "./metrics";
import { isMetricsAuthorized } from "./metrics-token";

describe("routeLabel", () => {
  it("turns ids, tokens, numbers and dates into placeholders", () => {
    expect(routeLabel("/api/admin/bookings/3f1c2a9e-1b2c-4d5e-8f90-123456789abc/cancel")).toBe(
      "/api/admin/bookings/:id/cancel",
    );
    expect(routeLabel("/booking/abcdefghijklmnopqrstuvwxyz0123")).toBe("/booking/:token");
    expect(routeLabel("/api/v1/slots/2030-01-07")).toBe("/api/v1/slots/:date");
    expect(routeLabel("/_next/static/chunks/app.js")).toBe("/_next/*");
    expect(routeLabel("/")).toBe("/");
  });

  it("stops naming new routes after a few hundred (a scanner's junk is 'other')", () => {
    for (let i = 0; i < 400; i++) routeLabel(`/junk-${i}`);
    expect(routeLabel("/never-seen-before")).toBe("other");
    expect(routeLabel("/")).toBe("/");
  });
});

describe("isMetricsAuthorized", () => {
  it("accepts only the exact bearer token", () => {
    const token = "metrics-token-metrics-token-0123";
    expect(isMetricsAuthorized(`Bearer ${token}`, token)).toBe(true);
    expect(isMetricsAuthorized(`bearer ${token}`, token)).toBe(true);
    expect(isMetricsAuthorized(`Bearer ${token}x`, token)).toBe(false);
    expect(isMetricsAuthorized(`Bearer ${token.slice(0, -1)}`, token)).toBe(false);
    expect(isMetricsAuthorized(token, token)).toBe(false);
    expect(isMetricsAuthorized(null, token)).toBe(false);
  });
});
