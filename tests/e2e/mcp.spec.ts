// The MCP endpoint (docs/ai-assistants.md, ADR 0089) as an AI assistant meets it: the official
// SDK's Client over Streamable HTTP against the release the suite serves. Each client comes from an
// address of its own (X-Forwarded-For: the e2e server trusts it as a proxy's), so no two tests share
// a rate-limit bucket.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { FetchLike } from "@modelcontextprotocol/sdk/shared/transport.js";
import { and, eq } from "drizzle-orm";
import { industries } from "@/content/industries";
import { services } from "@/content/services";
import { site } from "@/content/site";
import { bookings } from "@/server/db/schema";
import { csvRecords } from "../support/csv";
import { saveSettings, signInAsOwner } from "./admin-helpers";
import { resetBooking, weekdayAhead } from "./booking-helpers";
import { appUrl } from "./config";
import { expect, mailbox, test, uniqueEmail } from "./fixtures";
import {
  answerOf,
  type Booking,
  MCP_CLIENT as CLIENT,
  callTool as call,
  connectMcp,
  textOf,
  timesOn,
  visitorBooking as visitor,
} from "./mcp-client";
import { releaseDir } from "./release-instance";

const SIX_TOOLS = [
  "list_meeting_types",
  "find_available_times",
  "book_meeting",
  "get_booking",
  "reschedule_booking",
  "cancel_booking",
];

/** One request and its answer as the client sent and read them (docs/ai-assistants.md's example). */
interface Exchange {
  request: unknown;
  response: unknown;
}

/** The global fetch, keeping each JSON-RPC request and its JSON answer in `log`. */
const recordingFetch =
  (log: Exchange[]): FetchLike =>
  async (url, init) => {
    const response = await fetch(url, init);
    if (init?.method === "POST")
      log.push({
        request: JSON.parse(String(init.body)),
        response: response.status === 202 ? null : await response.clone().json(),
      });
    return response;
  };

// 198.18.0.0/15 is for tests; a third byte of this run's own, so a rerun starts with fresh buckets.
const subnet = Math.floor(Math.random() * 256);
let hosts = 0;
const newAddress = () => `198.18.${subnet}.${++hosts}`;

/** A client of the suite's server calling from an address of its own. */
const connect = ({ address = newAddress(), fetch }: { address?: string; fetch?: FetchLike } = {}) =>
  connectMcp(appUrl, { headers: { "x-forwarded-for": address }, fetch });

const textIn = (contents: ({ text: string } | { blob: string })[]) =>
  contents.map((content) => ("text" in content ? content.text : "")).join("\n");

test.describe("MCP endpoint", () => {
  const dates = { booking: weekdayAhead(16), race: weekdayAhead(19) };
  const clients: Client[] = [];
  const tracked = async (client: Promise<Client>) => {
    clients.push(await client);
    return client;
  };

  test.afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
  });
  test.afterAll(async ({ db }) => {
    // Nothing booked here is left for the specs that come after.
    await resetBooking(db, Object.values(dates));
  });

  test("initialize names the site; six tools; the pages as Markdown resources", async () => {
    const client = await tracked(connect());
    const release = JSON.parse(readFileSync(path.join(releaseDir(), "release.json"), "utf8"));
    expect(client.getServerVersion()).toEqual({ name: site.name, version: release.id });
    expect(client.getInstructions()).toMatch(/find_available_times, then book_meeting/);

    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(SIX_TOOLS);
    const book = tools.find((tool) => tool.name === "book_meeting");
    expect(book?.inputSchema.required).toEqual(
      expect.arrayContaining(["start", "firstName", "lastName", "email", "contactNumber"]),
    );

    const { resources } = await client.listResources();
    expect(resources.map((resource) => resource.uri).sort()).toEqual(
      [
        ...services.map((service) => `${appUrl}/services/${service.slug}`),
        ...industries.map((industry) => `${appUrl}/industry/${industry.slug}`),
        `${appUrl}/book#how-booking-works`,
      ].sort(),
    );
    expect(new Set(resources.map((resource) => resource.mimeType))).toEqual(
      new Set(["text/markdown"]),
    );
    const service = services[0]!;
    const uri = `${appUrl}/services/${service.slug}`;
    const { contents } = await client.readResource({ uri });
    expect(contents).toHaveLength(1);
    expect(contents[0]).toMatchObject({ uri, mimeType: "text/markdown" });
    const markdown = textIn(contents);
    expect(markdown.startsWith(`# ${service.name}: ${service.hero.title}\n`)).toBe(true);
    expect(markdown).toContain(service.hero.lead);
    const guide = await client.readResource({ uri: `${appUrl}/book#how-booking-works` });
    expect(textIn(guide.contents)).toContain("Europe/London");
  });

  test("finds times, books one, gets, moves and cancels it; a taken time offers others", async ({
    request,
    db,
  }, testInfo) => {
    const date = dates.booking;
    await resetBooking(db, [date]);
    const transcript: Exchange[] = [];
    const assistant = await tracked(connect({ fetch: recordingFetch(transcript) }));
    const email = uniqueEmail("mcp");

    const types = answerOf<{ meetingTypes: { slug: string }[] }>(
      await call(assistant, "list_meeting_types"),
    );
    expect(types.meetingTypes.map((type) => type.slug)).toEqual(["consultation"]);
    const times = await timesOn(assistant, date);
    expect(times.length).toBeGreaterThanOrEqual(5);
    const chosen = times[2]!;
    expect(chosen.local.startsWith(`${date}T`)).toBe(true);

    // An address as the visitor spoke it is sent back with the spec's words, and then fixed.
    const misheard = await call(
      assistant,
      "book_meeting",
      visitor(email.replace("@", " at "), chosen.start),
    );
    expect(textOf(misheard)).toBe(
      "Please fix these fields and call the tool again:\n- email: Invalid email format",
    );
    const booked = answerOf<Booking>(
      await call(assistant, "book_meeting", visitor(email, chosen.start)),
    );
    expect(booked).toMatchObject({ start: chosen.start, status: "confirmed" });
    expect(booked.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(booked.end).getTime() - new Date(booked.start).getTime()).toBe(3_600_000);
    expect(booked.manageUrl).toMatch(new RegExp(`^${appUrl}/booking/[A-Za-z0-9_-]{43}$`));

    // The time is gone, from the public API and from the tool.
    const slots = await (await request.get(`/api/v1/slots?date=${date}`)).json();
    const starts = (slots.slots as { start: string }[]).map((slot) => slot.start);
    expect(starts).toHaveLength(times.length - 1);
    expect(starts).not.toContain(chosen.start);
    expect((await timesOn(assistant, date)).map((time) => time.start)).not.toContain(chosen.start);

    // The visitor's confirmation, through the real SMTP capture, with the same manage link.
    const confirmation = await mailbox.waitFor(email, (mail) =>
      mail.subject.startsWith("Your meeting is booked"),
    );
    expect(confirmation.text).toContain(booked.manageUrl);

    // Another assistant asking for the same time is told it is taken, and what is free near it.
    const late = await tracked(connect({ fetch: recordingFetch(transcript) }));
    const taken = await call(late, "book_meeting", visitor(uniqueEmail("mcp-late"), chosen.start));
    expect(taken.isError).toBe(true);
    const text = textOf(taken);
    expect(text).toMatch(
      /^Selected time slot is no longer available: .+ is taken\. The nearest free times are:\n/,
    );
    expect(text).toContain(`${chosen.start} (${chosen.local}) is taken`);
    for (const neighbour of [times[1]!, times[3]!])
      expect(text).toContain(`- ${neighbour.start} (${neighbour.local})`);
    expect(text).not.toContain(`- ${chosen.start}`);

    // Managed with the link alone.
    const seen = answerOf<Booking & { canReschedule: boolean; canCancel: boolean }>(
      await call(assistant, "get_booking", { manageUrl: booked.manageUrl }),
    );
    expect(seen).toMatchObject({ status: "confirmed", canReschedule: true, canCancel: true });
    expect(seen.start).toBe(chosen.start);
    const later = times[4]!;
    const moved = answerOf<Booking>(
      await call(assistant, "reschedule_booking", {
        manageUrl: booked.manageUrl,
        start: later.start,
      }),
    );
    expect(moved.start).toBe(later.start);
    expect(await timesOn(assistant, date)).toContainEqual(chosen);
    const cancelled = answerOf<Booking>(
      await call(assistant, "cancel_booking", {
        manageUrl: booked.manageUrl,
        reason: "The visitor found another date",
      }),
    );
    expect(cancelled.status).toBe("cancelled");
    await mailbox.waitFor(email, (mail) => mail.subject.startsWith("Cancelled:"));
    const [row] = await db.select().from(bookings).where(eq(bookings.email, email));
    expect(row).toMatchObject({ status: "cancelled", leadSource: { assistant: CLIENT.name } });
    const gone = await call(assistant, "cancel_booking", { manageUrl: booked.manageUrl });
    expect(gone.isError).toBe(true);

    // What docs/ai-assistants.md's example conversation is taken from.
    const file = testInfo.outputPath("mcp-transcript.json");
    writeFileSync(file, `${JSON.stringify(transcript, null, 2)}\n`);
    await testInfo.attach("mcp-transcript", { path: file, contentType: "application/json" });
  });

  // book_meeting's field errors: the misheard address above, and every field in
  // tests/integration/mcp-tools.test.ts.
  test("a bad field is a tool result; malformed JSON-RPC is a protocol error", async ({ db }) => {
    await resetBooking(db);
    const client = await tracked(connect());
    const badStart = await call(client, "reschedule_booking", {
      manageUrl: `${appUrl}/booking/${"x".repeat(43)}`,
      start: "next Tuesday",
    });
    expect(badStart.isError).toBe(true);
    expect(textOf(badStart)).toContain(
      "- start: Start must be an ISO 8601 instant, like 2030-01-07T09:00:00Z",
    );
    // An unknown tool is the caller's protocol mistake, not a tool's answer.
    await expect(call(client, "delete_everything")).rejects.toThrow(
      /MCP error -32602: Unknown tool: delete_everything/,
    );

    const post = (body: string) =>
      fetch(`${appUrl}/api/mcp`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
          "x-forwarded-for": newAddress(),
        },
        body,
      });
    for (const [body, message] of [
      ["{not json", "Parse error: the body must be JSON"],
      ['{"hello":"world"}', "Parse error: Invalid JSON-RPC message"],
    ] as const) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        jsonrpc: "2.0",
        error: { code: -32700, message },
        id: null,
      });
    }
    for (const method of ["GET", "DELETE"]) {
      const response = await fetch(`${appUrl}/api/mcp`, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
    }
  });

  test("the booking limit per address is a tool result that says when to retry", async ({ db }) => {
    await resetBooking(db);
    const address = newAddress();
    const client = await tracked(connect({ address }));
    // BOOKING_RATE_LIMIT_PER_IP: 20 attempts an hour, refused input counted like any.
    const attempt = () => call(client, "book_meeting", { email: "not an email" });
    for (let i = 0; i < 20; i++)
      expect(textOf(await attempt())).toContain("- email: Invalid email format");
    const before = Date.now();
    const limited = await attempt();
    expect(limited.isError).toBe(true);
    const text = textOf(limited);
    expect(text).toMatch(
      /^Too many booking attempts\. Please try again in (59|60) minutes\. Retry after \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z\.$/,
    );
    const retryAt = Date.parse(text.match(/Retry after (\S+)\.$/)?.[1] ?? "");
    expect(retryAt - before).toBeGreaterThan(58 * 60_000);
    expect(retryAt - before).toBeLessThanOrEqual(60 * 60_000);
    // Another address is not refused.
    const other = await tracked(connect());
    expect(textOf(await call(other, "book_meeting", { email: "not an email" }))).toContain(
      "- email: Invalid email format",
    );
  });

  test("twenty assistants book one time at once: one booking, nineteen told it is taken", async ({
    db,
    page,
  }) => {
    const date = dates.race;
    await resetBooking(db, [date]);
    const times = await timesOn(await tracked(connect()), date);
    const wanted = times[3]!;
    const racers = await Promise.all(Array.from({ length: 20 }, () => tracked(connect())));
    const emails = racers.map(() => uniqueEmail("mcp-race"));
    const results = await Promise.all(
      racers.map((client, i) => call(client, "book_meeting", visitor(emails[i]!, wanted.start))),
    );
    const won = results.filter((result) => !result.isError);
    const lost = results.filter((result) => result.isError);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const result of lost) {
      const text = textOf(result);
      expect(text).toMatch(/^Selected time slot is no longer available: .+ is taken\. The nearest/);
      expect(text).toContain(`${wanted.start} (${wanted.local}) is taken`);
      expect(text).not.toContain(`- ${wanted.start}`);
    }
    expect(answerOf<Booking>(won[0]!).start).toBe(wanted.start);
    const confirmed = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.bookingDate, date), eq(bookings.status, "confirmed")));
    expect(confirmed).toHaveLength(1);
    const winner = confirmed[0]!;
    expect(winner.leadSource).toEqual({ assistant: CLIENT.name });

    // Staff see where it came from: the bookings CSV's ai_assistant column.
    await signInAsOwner(page);
    const csv = await page.request.get(
      `/api/admin/bookings/export?q=${encodeURIComponent(winner.email)}`,
    );
    expect(csv.status()).toBe(200);
    const records = csvRecords(await csv.text());
    expect(records.map((record) => [record.email, record.ai_assistant])).toEqual([
      [winner.email, `AI assistant (${CLIENT.name})`],
    ]);
  });

  test("with 'AI assistants may book' off in Settings, book_meeting is gone", async ({
    page,
    db,
  }) => {
    await resetBooking(db);
    await signInAsOwner(page);
    await page.goto("/admin/settings");
    const form = page.getByRole("form", { name: "Booking settings" });
    const allowed = form.getByRole("checkbox", { name: "AI assistants may book" });
    try {
      await expect(allowed).toBeChecked();
      await allowed.uncheck();
      await saveSettings(form);

      const client = await tracked(connect());
      expect(client.getInstructions()).toContain(`${appUrl}/book`);
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual(
        SIX_TOOLS.filter((name) => name !== "book_meeting"),
      );
      const refused = await call(
        client,
        "book_meeting",
        visitor(uniqueEmail("mcp-off"), `${dates.booking}T10:00:00Z`),
      );
      expect(refused.isError).toBe(true);
      expect(textOf(refused)).toBe(
        `This site does not take bookings from AI assistants at the moment. The visitor can book a meeting themselves at ${appUrl}/book.`,
      );
      // Reading times still works.
      expect((await timesOn(client, dates.booking)).length).toBeGreaterThan(0);

      await page.reload();
      await expect(allowed).not.toBeChecked();
      await allowed.check();
      await saveSettings(form);
      const again = await tracked(connect());
      expect((await again.listTools()).tools.map((tool) => tool.name)).toEqual(SIX_TOOLS);
    } finally {
      await resetBooking(db);
    }
  });

  test("llms.txt and llms-full.txt: the format, links that resolve, the pages' text", async ({
    request,
  }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Allow: /llms.txt");
    expect(robots).toContain("Allow: /llms-full.txt");

    const [short, full] = await Promise.all(
      ["/llms.txt", "/llms-full.txt"].map(async (file) => {
        const response = await request.get(file);
        expect(response.status(), file).toBe(200);
        expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
        return response.text();
      }),
    );
    for (const text of [short, full]) {
      const lines = text!.split("\n");
      expect(lines[0]).toBe(`# ${site.name}`);
      expect(lines[2]).toMatch(/^> \S/);
      expect(lines.filter((line) => line.startsWith("## "))).toEqual(
        expect.arrayContaining(["## Services", "## Industries", "## Company", "## API"]),
      );
    }
    const links = [...short!.matchAll(/^- \[([^\]]+)\]\((\S+)\): \S/gm)].map((m) => m[2]!);
    const paths = links.map((link) => link.replace(appUrl, ""));
    expect(paths).toEqual(
      expect.arrayContaining([
        ...services.map((service) => `/services/${service.slug}`),
        ...industries.map((industry) => `/industry/${industry.slug}`),
        "/about",
        "/contact",
        "/book",
        "/api/v1/openapi.json",
        "/api/docs",
        "/api/mcp",
      ]),
    );
    expect(links.every((link) => link.startsWith(`${appUrl}/`))).toBe(true);
    // Every link resolves (the MCP endpoint answers POST only).
    for (const link of links) {
      const response = await request.get(link);
      expect(response.status(), link).toBe(link.endsWith("/api/mcp") ? 405 : 200);
    }
    // The full file carries each service and industry page's text, headed as the page is.
    for (const page of [
      ...services.map((s) => ({ path: `/services/${s.slug}`, h1: `${s.name}: ${s.hero.title}` })),
      ...industries.map((i) => ({
        path: `/industry/${i.slug}`,
        h1: `AI for ${i.name}: ${i.heading}`,
      })),
    ]) {
      expect(full, page.path).toContain(`\n### ${page.h1}\n`);
      const html = await (await request.get(page.path)).text();
      const h1 = plainText(html.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? "");
      expect(h1, `${page.path}'s h1`).not.toBe("");
      expect(full, page.path).toContain(h1);
    }
  });
});

/** An element's HTML as the text it shows (tags dropped, the entities React writes decoded). */
function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .trim();
}
