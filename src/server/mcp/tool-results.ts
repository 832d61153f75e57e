import "server-only";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { zonedIsoMinute } from "@/lib/time/zoned";

// What the MCP tools answer (ADR 0089). A failure is a tool result with isError, in words a model
// can act on: which fields to fix, which times are free instead, when to try again. Protocol
// errors are left for malformed JSON-RPC. Pure: the texts are tested on their own.

/** A time as the tools give it: the UTC instant, and the same on the caller's clock. */
export interface ToolTime {
  start: string;
  local: string;
}

export const toolTime = (instant: Date, zone: string): ToolTime => ({
  start: instant.toISOString(),
  local: zonedIsoMinute(instant, zone),
});

/** Success: the answer as JSON text (what every client shows) and as structured content. */
export function toolAnswer(data: object): CallToolResult {
  return {
    content: [{ type: "text", text: JSON.stringify(data, null, 2) }],
    structuredContent: data as Record<string, unknown>,
  };
}

export function toolError(text: string): CallToolResult {
  return { content: [{ type: "text", text }], isError: true };
}

/** "Please fix these fields and call the tool again:" with a line per field and its message. */
export function fieldErrorsText(fields: Record<string, string>): string {
  const lines = Object.entries(fields).map(([field, message]) => `- ${field}: ${message}`);
  return ["Please fix these fields and call the tool again:", ...lines].join("\n");
}

/**
 * The spec's "Selected time slot is no longer available", then the nearest free times to offer
 * instead, or where to look when there are none.
 */
export function takenTimeText(
  message: string,
  taken: ToolTime,
  nearest: readonly ToolTime[],
): string {
  const which = `${message}: ${taken.start} (${taken.local}) is taken.`;
  if (nearest.length === 0)
    return `${which} No other time is free near it: call find_available_times for later days.`;
  const times = nearest.map((time) => `- ${time.start} (${time.local})`);
  return [
    `${which} The nearest free times are:`,
    ...times,
    "Call the tool again with one of these as start.",
  ].join("\n");
}

/** The limit's own sentence ("… try again in 59 minutes."), and the instant it lifts. */
export function rateLimitedText(message: string, retryAfterSeconds: number, now: Date): string {
  const at = new Date(now.getTime() + retryAfterSeconds * 1000);
  at.setUTCMilliseconds(0);
  return `${message} Retry after ${at.toISOString()}.`;
}

/**
 * The `count` free times nearest to `requested` (earlier or later), in time order: what a taken
 * time's answer offers instead.
 */
export function nearestTimes(requested: Date, free: readonly Date[], count: number): Date[] {
  const distance = (time: Date) => Math.abs(time.getTime() - requested.getTime());
  return [...free]
    .filter((time) => time.getTime() !== requested.getTime())
    .sort((a, b) => distance(a) - distance(b) || a.getTime() - b.getTime())
    .slice(0, count)
    .sort((a, b) => a.getTime() - b.getTime());
}
