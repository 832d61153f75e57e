import "server-only";
import { SafeFetchError } from "@/server/net/fetch-errors";
import { safeRequest } from "@/server/net/safe-fetch";
import type { WebhookConfig } from "./webhook-config";
import { signatureHeaders } from "./webhook-secret";
import { parseWebhookUrl, WebhookUrlError } from "./webhook-url";

export interface AttemptResult {
  statusCode: number | null;
  durationMs: number;
  /** Why it did not count as delivered, in words for the delivery log; null when delivered. */
  error: string | null;
}

/** A receiver's answer is not read, only bounded. */
const MAX_ANSWER_BYTES = 256 * 1024;

/** The log's words for a failed request (never the URL's query, never a header). */
function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof WebhookUrlError) return error.message;
  if (!(error instanceof SafeFetchError)) return "The request failed";
  const detail = /\(([^()]+)\)\.?$/.exec(error.message)?.[1];
  switch (error.kind) {
    case "timeout":
      return `No answer within ${timeoutMs / 1000} s`;
    case "refused-address":
      return "Refused: the host is on a private, local or reserved network";
    case "unknown-host":
      return "The host name could not be found";
    case "too-large":
      return "The answer was too large";
    default:
      return detail ? `Could not connect (${detail})` : "Could not connect";
  }
}

/**
 * One signed POST of a delivery. Only a 2xx within the deadline is delivered; a redirect is not
 * followed (and is a failure), and the address rules run again in the socket's own DNS lookup.
 */
export async function sendWebhookOnce(
  target: { url: string; secret: string },
  delivery: { eventId: string; payload: string },
  sentAt: Date,
  config: WebhookConfig,
): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const url = parseWebhookUrl(target.url, config);
    const response = await safeRequest(
      url,
      {
        method: "POST",
        redirect: "manual",
        headers: {
          "content-type": "application/json",
          "user-agent": "agency-site webhooks",
          ...signatureHeaders(target.secret, delivery.eventId, sentAt, delivery.payload),
        },
        body: delivery.payload,
      },
      {
        timeoutMs: config.timeoutMs,
        maxBytes: MAX_ANSWER_BYTES,
        allowPrivateHosts: config.allowPrivateHosts,
        allowAddresses: config.allowAddresses,
      },
    );
    const ok = response.status >= 200 && response.status < 300;
    const text = response.statusText ? ` ${response.statusText}` : "";
    return {
      statusCode: response.status,
      durationMs: elapsed(),
      error: ok ? null : `Answered HTTP ${response.status}${text}`,
    };
  } catch (error) {
    return {
      statusCode: null,
      durationMs: elapsed(),
      error: describeFailure(error, config.timeoutMs),
    };
  }
}
