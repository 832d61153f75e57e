// An AI assistant as the MCP specs play it (mcp.spec.ts, cluster.spec.ts): the official SDK's
// Client over its Streamable HTTP transport, and small readers of its tool results.

import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { FetchLike } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures";

/** The name the client gives at initialize: the lead source of what it books. */
export const MCP_CLIENT = { name: "agency-e2e-assistant", version: "1.0.0" };
export const VISITOR_ZONE = "America/New_York";

export interface Time {
  start: string;
  local: string;
}
interface Times {
  businessTimezone: string;
  timezone: string;
  days: { date: string; status: string; times?: Time[] }[];
}
export interface Booking {
  id: string;
  start: string;
  end: string;
  status: string;
  manageUrl: string;
}

/**
 * A client connected (initialize done) to `origin`/api/mcp, sending `headers` on every request;
 * `fetch` replaces the global one (to record the exchange, or to go through Playwright).
 */
export async function connectMcp(
  origin: string,
  { headers = {}, fetch }: { headers?: Record<string, string>; fetch?: FetchLike } = {},
) {
  const transport = new StreamableHTTPClientTransport(new URL("/api/mcp", origin), {
    requestInit: { headers },
    fetch,
  });
  const client = new Client(MCP_CLIENT);
  await client.connect(transport);
  return client;
}

/**
 * Playwright's request context as the transport's fetch: it takes the cluster's self-signed
 * certificate (ignoreHTTPSErrors), which Node's fetch refuses.
 */
export const fetchThrough =
  (request: APIRequestContext): FetchLike =>
  async (url, init = {}) => {
    const response = await request.fetch(String(url), {
      method: init.method ?? "GET",
      headers: Object.fromEntries(new Headers(init.headers)),
      data: typeof init.body === "string" ? init.body : undefined,
    });
    const body = await response.body();
    return new Response(body.length ? new Uint8Array(body) : null, {
      status: response.status(),
      headers: response.headers(),
    });
  };

export async function callTool(client: Client, name: string, args: Record<string, unknown> = {}) {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

export const textOf = (result: CallToolResult) =>
  result.content.map((part) => (part.type === "text" ? part.text : "")).join("\n");

/** A successful tool result's structured answer; fails the test, showing the text, otherwise. */
export function answerOf<T>(result: CallToolResult): T {
  expect(result.isError ?? false, textOf(result)).toBe(false);
  return result.structuredContent as T;
}

/** The free times find_available_times gives for one date, on the visitor's clock. */
export async function timesOn(client: Client, date: string): Promise<Time[]> {
  const answer = answerOf<Times>(
    await callTool(client, "find_available_times", {
      from: date,
      to: date,
      timezone: VISITOR_ZONE,
    }),
  );
  return answer.days[0]?.times ?? [];
}

/** book_meeting's input for Ada Lovelace in New York. */
export const visitorBooking = (email: string, start: string) => ({
  start,
  firstName: "Ada",
  lastName: "Lovelace",
  email,
  contactNumber: "+44 20 7946 0958",
  timezone: VISITOR_ZONE,
});
