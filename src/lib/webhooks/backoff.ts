// When a failed webhook delivery is tried again (ADR 0070): pure, so it is tested with numbers.

const MINUTE = 60_000;

/**
 * The wait after each failed attempt: ×3 from one minute, capped at six hours. Ten attempts span
 * about 24 hours (1 + 3 + 9 + 27 + 81 + 243 + 360 × 3 minutes ≈ 24 h 4 min), then it is given up.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [1, 3, 9, 27, 81, 243, 360, 360, 360].map((m) => m * MINUTE);
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;

/** When to try again after `attempts` failed attempts, or null: give up. */
export function nextWebhookAttempt(attempts: number, now: Date): Date | null {
  if (attempts >= WEBHOOK_MAX_ATTEMPTS) return null;
  const delay = WEBHOOK_RETRY_DELAYS_MS[Math.max(0, attempts - 1)];
  return delay === undefined ? null : new Date(now.getTime() + delay);
}

/** A 2xx within the deadline is delivered; anything else is tried again. */
export const isDelivered = (status: number | null) =>
  status !== null && status >= 200 && status < 300;
