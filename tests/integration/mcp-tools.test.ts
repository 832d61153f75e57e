import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { bookings } from "@/server/db/schema";
import { createMcpServer } from "@/server/mcp/mcp-server";
import { describeEachDriver } from "../support/test-database";
import { resetBookingData, testDeps } from "./booking-helpers";

// The MCP server's tools through the official SDK's client, on a real database: the same
// services as /api/v1 (the HTTP endpoint itself is covered by the end-to-end suite).

const NOW = "2030-01-03T12:00:00Z";
const MONDAY = "2030-01-07";

describeEachDriver("MCP tools", (current) => {
  beforeEach(async () => {
    await resetBookingData(current().db);
  });

  async function connect(mayBook = true) {
    const deferred: (() => Promise<void>)[] = [];
    const server = createMcpServer(
      {
        db: current().db,
        deps: testDeps(NOW),
        ip: "203.0.113.9",
        clientName: "Claude",
        mayBook,
        defer: (task) => deferred.push(task),
      },
      "test-release",
    );
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const client = new Client({ name: "test-client", version: "1.0.0" });
    await client.connect(clientSide);
    return { client, deferred };
  }
  const textOf = (result: unknown) =>
    ((result as { content: { text: string }[] }).content[0]?.text ?? "") as string;

  it("lists the six tools, finds times, books with the AI assistant source", async () => {
    const { client, deferred } = await connect();
    expect(client.getServerVersion()).toMatchObject({ version: "test-release" });
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual([
      "list_meeting_types",
      "find_available_times",
      "book_meeting",
      "get_booking",
      "reschedule_booking",
      "cancel_booking",
    ]);
    const found = await client.callTool({
      name: "find_available_times",
      arguments: { from: MONDAY, to: MONDAY, timezone: "Europe/Paris" },
    });
    const day = (
      found.structuredContent as { days: { times: { start: string; local: string }[] }[] }
    ).days[0]!;
    expect(day.times[0]).toEqual({
      start: "2030-01-07T09:00:00.000Z",
      local: "2030-01-07T10:00+01:00",
    });
    const visitor = {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      contactNumber: "+44 20 7946 0958",
      timezone: "Europe/Paris",
      start: "2030-01-07T09:00:00Z",
    };
    const booked = await client.callTool({ name: "book_meeting", arguments: visitor });
    expect(booked.isError).toBeFalsy();
    expect(booked.structuredContent).toMatchObject({
      status: "confirmed",
      start: "2030-01-07T09:00:00.000Z",
    });
    expect(deferred).toHaveLength(1);
    const [row] = await current()
      .db.select()
      .from(bookings)
      .where(eq(bookings.email, visitor.email));
    expect(row?.leadSource).toEqual({ assistant: "Claude" });

    const taken = await client.callTool({
      name: "book_meeting",
      arguments: { ...visitor, email: "grace@example.com" },
    });
    expect(taken.isError).toBe(true);
    expect(textOf(taken)).toMatch(
      /^Selected time slot is no longer available: .+ is taken\. The nearest free times are:\n- 2030-01-07T10:00:00.000Z/,
    );

    const manageUrl = (booked.structuredContent as { manageUrl: string }).manageUrl;
    const got = await client.callTool({ name: "get_booking", arguments: { manageUrl } });
    expect(got.structuredContent).toMatchObject({ status: "confirmed", canCancel: true });
    const moved = await client.callTool({
      name: "reschedule_booking",
      arguments: { manageUrl, start: "2030-01-07T11:00:00Z" },
    });
    expect(moved.structuredContent).toMatchObject({ start: "2030-01-07T11:00:00.000Z" });
    const cancelled = await client.callTool({
      name: "cancel_booking",
      arguments: { manageUrl, reason: "Plans changed" },
    });
    expect(cancelled.structuredContent).toMatchObject({ status: "cancelled" });
  });

  it("answers wrong input with the spec's messages, as a tool error", async () => {
    const { client } = await connect();
    const result = await client.callTool({
      name: "book_meeting",
      arguments: {
        email: "not an email",
        contactNumber: "abc",
        start: "tomorrow",
        timezone: "UTC",
      },
    });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe(
      [
        "Please fix these fields and call the tool again:",
        "- firstName: First name is required",
        "- lastName: Last name is required",
        "- email: Invalid email format",
        "- contactNumber: Invalid phone number format",
        "- start: Start must be an ISO 8601 instant, like 2030-01-07T09:00:00Z",
      ].join("\n"),
    );
    const link = await client.callTool({ name: "get_booking", arguments: { manageUrl: "x" } });
    expect(textOf(link)).toMatch(/manageUrl: This link is not valid/);
  });

  it("leaves book_meeting out and refuses it clearly when assistants may not book", async () => {
    const { client } = await connect(false);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).not.toContain("book_meeting");
    const result = await client.callTool({ name: "book_meeting", arguments: {} });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/^This site does not take bookings from AI assistants/);
  });

  it("lists the ten pages and the booking guide as Markdown resources, and reads them", async () => {
    const { client } = await connect();
    const { resources } = await client.listResources();
    expect(resources).toHaveLength(11);
    expect(resources.every((r) => r.mimeType === "text/markdown")).toBe(true);
    const hotel = resources.find((r) => r.uri.endsWith("/industry/luxury-hotel"));
    const read = await client.readResource({ uri: hotel!.uri });
    expect((read.contents[0] as { text: string }).text).toMatch(/^# AI for /);
    const guide = resources.find((r) => r.name === "how-booking-works");
    const text = (await client.readResource({ uri: guide!.uri })).contents[0] as { text: string };
    expect(text.text).toContain("Europe/London");
    expect(text.text).toMatch(/minutes/);
  });
});
