import { describe, expect, it } from "vitest";
import * as z from "zod";
import { ActionError } from "./action-result";
import { createApiRoute, readBodyText } from "./api-route";

process.env.APP_URL ??= "http://localhost:3000";
process.env.AUTH_SECRET ??= "unit-test-secret-unit-test-secret-0123";

const apiRoute = createApiRoute(async () => null);
const echo = apiRoute({ access: "public" }, async (input) => ({ input }));

/** A body that streams `total` bytes of JSON-ish text in 16 KiB chunks, counting what was pulled. */
function streamingBody(total: number) {
  const pulled = { bytes: 0 };
  const chunk = new Uint8Array(16 * 1024).fill(0x20);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close();
      pulled.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { body, pulled };
}

describe("JSON body cap (MAX_JSON_BODY_BYTES, 64 KiB by default)", () => {
  it("refuses a declared Content-Length above the cap with a 413, unread", async () => {
    const { body, pulled } = streamingBody(100 * 1024 * 1024);
    const request = new Request("http://localhost:3000/api/v1/bookings", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(100 * 1024 * 1024) },
      body,
      duplex: "half",
    } as RequestInit);
    const response = await echo(request);
    expect(response.status).toBe(413);
    expect(pulled.bytes).toBeLessThanOrEqual(64 * 1024);
  });

  it("stops reading a chunked body as soon as it passes the cap", async () => {
    const { body, pulled } = streamingBody(100 * 1024 * 1024);
    const request = new Request("http://localhost:3000/api/v1/bookings", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit);
    const response = await echo(request);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: expect.stringMatching(/larger than 65536/) });
    expect(pulled.bytes).toBeLessThan(200 * 1024);
  });

  it("still reads a body under the cap", async () => {
    const request = new Request("http://localhost:3000/api/v1/bookings", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "x".repeat(60 * 1024) }),
    });
    const response = await echo(request);
    expect(response.status).toBe(200);
    expect(await readBodyText(new Request("http://x/", { method: "POST", body: "é" }), 2)).toBe(
      "é",
    );
  });
});

describe("refused input counts against the route's limits (countRefused)", () => {
  /** A route allowing `limit` refusals, counted in memory as the rate-limit table would. */
  function limitedRoute(limit: number) {
    const counted = { refusals: 0 };
    const route = apiRoute(
      {
        access: "public",
        input: z.object({ name: z.string() }),
        countRefused: async () => {
          counted.refusals += 1;
          if (counted.refusals > limit) throw new ActionError(429, "Slow down", undefined, 60);
        },
      },
      async (input) => ({ input }),
    );
    return { route, counted };
  }
  const post = (body: string, headers: Record<string, string> = {}) =>
    new Request("http://localhost:3000/api/v1/bookings", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body,
    });

  it("counts a 413, a malformed body and a 422, and answers 429 once over the limit", async () => {
    const { route, counted } = limitedRoute(3);
    expect((await route(post("{}", { "content-length": String(10 * 1024 * 1024) }))).status).toBe(
      413,
    );
    expect((await route(post("{not json"))).status).toBe(400);
    expect((await route(post(JSON.stringify({ name: 1 })))).status).toBe(422);
    const limited = await route(post("{not json"));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
    expect(counted.refusals).toBe(4);
  });

  it("does not count a request whose input is fine", async () => {
    const { route, counted } = limitedRoute(0);
    expect((await route(post(JSON.stringify({ name: "Ada" })))).status).toBe(200);
    expect(counted.refusals).toBe(0);
  });
});
