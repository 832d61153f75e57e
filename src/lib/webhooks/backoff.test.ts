import { describe, expect, it } from "vitest";
import {
  isDelivered,
  nextWebhookAttempt,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RETRY_DELAYS_MS,
} from "./backoff";

const now = new Date("2026-03-01T12:00:00Z");
const minutesAfter = (date: Date | null) => date && (date.getTime() - now.getTime()) / 60_000;

describe("webhook backoff", () => {
  it("waits 1, 3, 9 minutes after the first failures", () => {
    expect(minutesAfter(nextWebhookAttempt(1, now))).toBe(1);
    expect(minutesAfter(nextWebhookAttempt(2, now))).toBe(3);
    expect(minutesAfter(nextWebhookAttempt(3, now))).toBe(9);
  });

  it("caps the wait at six hours and gives up after about 24 hours", () => {
    expect(minutesAfter(nextWebhookAttempt(9, now))).toBe(360);
    expect(nextWebhookAttempt(WEBHOOK_MAX_ATTEMPTS, now)).toBeNull();
    const total = WEBHOOK_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0) / 3_600_000;
    expect(total).toBeGreaterThan(23);
    expect(total).toBeLessThan(25);
  });

  it("counts only 2xx as delivered", () => {
    expect([200, 204, 299].map(isDelivered)).toEqual([true, true, true]);
    expect([null, 199, 301, 400, 500].map(isDelivered)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
