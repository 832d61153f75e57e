import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { env } from "@/env";
import { personSchema } from "@/lib/schemas/privacy";
import { createWebhookSchema } from "@/lib/schemas/webhooks";
import { WEBHOOK_MAX_ATTEMPTS } from "@/lib/webhooks/backoff";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import { createBooking } from "@/server/bookings/create-booking";
import {
  auditLog,
  enquiries,
  scheduledJobs,
  webhookDeliveries,
  webhookEndpoints,
} from "@/server/db/schema";
import { type ClaimedJob, runDueJobs } from "@/server/jobs/job-queue";
import { erasePerson } from "@/server/privacy/person-data";
import { enqueueDeliveries, recordWebhookEvent } from "@/server/webhooks/record-event";
import type { WebhookConfig } from "@/server/webhooks/webhook-config";
import {
  countGivenUpDeliveries,
  deliveryOnceTried,
  listWebhookDeliveries,
  retryWebhookDelivery,
  sendTestEvent,
} from "@/server/webhooks/webhook-deliveries";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  rotateWebhookSecret,
  updateWebhookEndpoint,
} from "@/server/webhooks/webhook-endpoints";
import { WEBHOOK_JOBS, webhookJobHandlers } from "@/server/webhooks/webhook-jobs";
import { sealPlainWebhookUrls } from "@/server/webhooks/webhook-url-at-rest";
import { allJobHandlers } from "@/server/wiring/job-handlers";
import { staffActor } from "../support/admin-fixtures";
import { describeEachDriver } from "../support/test-database";
import {
  type ReceivedWebhook,
  startWebhookReceiver,
  type WebhookReceiver,
} from "../support/webhook-receiver";
import { bookingRequest, failureOf, resetBookingData, testDeps } from "./booking-helpers";

const NOW = "2030-01-04T12:00:00Z";
const config: WebhookConfig = {
  authSecret: "a-long-random-auth-secret-for-tests-0123456789",
  allowPrivateHosts: true,
  timeoutMs: 5_000,
};

describeEachDriver("webhooks", (current) => {
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver.close());

  beforeEach(async () => {
    const db = current().db;
    await db.delete(webhookEndpoints);
    await resetBookingData(db);
    await db.delete(auditLog);
    receiver.received.length = 0;
    receiver.script = [204];
  });

  /** Booking deps and webhook deps sharing one frozen clock. */
  function setup() {
    const deps = { ...testDeps(NOW), webhooks: config };
    const hooks = { config, now: () => deps.clock.now };
    const at = (minutes: number) => {
      deps.clock.now = new Date(new Date(NOW).getTime() + minutes * 60_000);
    };
    const poll = () =>
      runDueJobs(current().db, allJobHandlers(current().db, deps), {
        now: deps.clock.now,
        workerId: "poller",
      });
    return { deps, hooks, at, poll };
  }

  async function addEndpoint(events = ["booking.created", "booking.cancelled"]) {
    const { hooks } = setup();
    const input = createWebhookSchema.parse({ url: receiver.url, events });
    return createWebhookEndpoint(current().db, hooks, staffActor, input);
  }

  const deliveries = () =>
    current().db.select().from(webhookDeliveries).orderBy(webhookDeliveries.seq);
  const typesReceived = () => receiver.received.map((r) => JSON.parse(r.body).type);

  it("keeps the address encrypted at rest, and seals addresses stored in plain before", async () => {
    const endpoint = await addEndpoint();
    const address = new URL(receiver.url);
    const stored = async () =>
      (
        await current()
          .db.select()
          .from(webhookEndpoints)
          .where(eq(webhookEndpoints.id, endpoint.id))
      )[0]!;
    const row = await stored();
    expect(row.url).not.toContain(address.host);
    expect(row.displayUrl).toBe(`${address.protocol}//${address.host}`);
    const audit = await current()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.entityId, endpoint.id));
    expect(audit.length).toBeGreaterThan(0);
    expect(JSON.stringify(audit)).not.toContain(address.pathname); // "/hooks": the secret part

    // Super admins still read it in full on the Integrations tab.
    expect(await listWebhookEndpoints(current().db, config.authSecret)).toMatchObject([
      { id: endpoint.id, url: receiver.url },
    ]);

    // A row from before addresses were sealed: sent to as it is, then sealed at boot.
    await current()
      .db.update(webhookEndpoints)
      .set({ url: receiver.url, displayUrl: "" })
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(await sealPlainWebhookUrls(current().db, config.authSecret)).toBe(1);
    expect((await stored()).url).not.toContain(address.host);
    expect(await sealPlainWebhookUrls(current().db, config.authSecret)).toBe(0);
    const { deps } = setup();
    const created = await createBooking(current().db, bookingRequest(), { ip: null }, deps);
    await created.deliver();
    expect(typesReceived()).toEqual(["booking.created"]);
  });

  it("sends booking.created, signed so that standardwebhooks verifies it", async () => {
    const endpoint = await addEndpoint();
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const { deps } = setup();
    const source = { utmSource: "linkedin", utmCampaign: "autumn", landingPage: "/services" };
    const created = await createBooking(
      current().db,
      bookingRequest({ source }),
      { ip: null },
      deps,
    );
    await created.deliver();

    expect(receiver.received).toHaveLength(1);
    const [{ headers, body }] = receiver.received as [
      { headers: Record<string, string>; body: string },
    ];
    expect(headers["content-type"]).toBe("application/json");
    expect(headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(headers["webhook-timestamp"]).toBe(String(new Date(NOW).getTime() / 1000));
    // The library checks the timestamp against its own clock: set it to the send time.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(NOW) });
    try {
      const event = new Webhook(endpoint.secret).verify(body, headers) as {
        id: string;
        data: Record<string, unknown>;
      };
      expect(event).toMatchObject({
        type: "booking.created",
        timestamp: new Date(NOW).toISOString(),
      });
      expect(event.id).toBe(headers["webhook-id"]);
      expect(event.data).toMatchObject({
        id: created.body.id,
        firstName: "Ada",
        status: "confirmed",
        startsAt: created.body.start,
        googleMeetLink: `https://meet.example.com/agency-${created.body.id}`,
        // Where the visitor came from, for the agency's own tools (ADR 0069).
        source,
        // Who the meeting is with (ADR 0088): the site's one host.
        hosts: [{ name: "Host", slug: "host" }],
      });
      expect(Object.keys(event.data)).not.toContain("manageTokenHash");
      const other = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;
      expect(() => new Webhook(other).verify(body, headers)).toThrow();
    } finally {
      vi.useRealTimers();
    }
    const [row] = await deliveries();
    expect(row).toMatchObject({
      status: "delivered",
      attempts: 1,
      lastStatusCode: 204,
      error: null,
    });
    // The secret is stored encrypted, never as given.
    const [stored] = await current().db.select().from(webhookEndpoints);
    expect(stored!.secret).not.toContain(endpoint.secret.slice(6, 20));
  });

  it("sends chat and Teams endpoints each event in words (ADR 0073), beside the signed one", async () => {
    const db = current().db;
    await addEndpoint(["booking.created"]);
    const { deps, hooks } = setup();
    const add = (path: string, format: string) =>
      createWebhookEndpoint(
        db,
        hooks,
        staffActor,
        createWebhookSchema.parse({
          url: `${receiver.url}${path}`,
          events: ["booking.created"],
          format,
        }),
      );
    const chat = await add("/chat", "chat");
    const teams = await add("/teams", "teams");
    expect([chat.format, teams.format]).toEqual(["chat", "teams"]);
    const request = bookingRequest({ source: { utmSource: "linkedin" }, notes: "AI & <ops>" });
    const created = await createBooking(db, request, { ip: null }, deps);
    await created.deliver();
    expect(receiver.received).toHaveLength(3);
    const bodies = receiver.received.map((r) => JSON.parse(r.body));
    // The signed event for the one, a line for people for the other, on the business clock.
    expect(bodies.find((body) => "type" in body)?.type).toBe("booking.created");
    const email = encodeURIComponent(request.email);
    expect(bodies.find((body) => "text" in body)).toEqual({
      text: [
        `New booking: *Ada Lovelace* (${request.email}), Consultation on Monday, 7 January 2030, 10:00 AM–11:00 AM (Europe/London)`,
        "Came from: linkedin",
        "Notes: AI &amp; &lt;ops&gt;",
        `<${env().APP_URL}/admin/bookings?view=upcoming&q=${email}|Open in the admin area>`,
      ].join("\n"),
    });
    // The same words as a Teams Adaptive Card: plain text runs (a note cannot become Markdown),
    // the link as the card's button.
    const card = bodies.find((body) => body.type === "message");
    expect(card.attachments[0].contentType).toBe("application/vnd.microsoft.card.adaptive");
    const content = card.attachments[0].content;
    expect(content).toMatchObject({ type: "AdaptiveCard", version: "1.4" });
    const words = content.body.map((block: { inlines: { text: string }[] }) =>
      block.inlines.map((run) => run.text).join(""),
    );
    expect(words).toEqual([
      `New booking: Ada Lovelace (${request.email}), Consultation on Monday, 7 January 2030, 10:00 AM–11:00 AM (Europe/London)`,
      "Came from: linkedin",
      "Notes: AI & <ops>",
    ]);
    expect(content.actions).toEqual([
      {
        type: "Action.OpenUrl",
        title: "Open in the admin area",
        url: `${env().APP_URL}/admin/bookings?view=upcoming&q=${email}`,
      },
    ]);
    expect((await listWebhookEndpoints(db, config.authSecret)).map((e) => e.format).sort()).toEqual(
      ["chat", "standard", "teams"],
    );
    // Their tests are in words too.
    receiver.received.length = 0;
    await sendTestEvent(db, hooks, staffActor, chat.id);
    await sendTestEvent(db, hooks, staffActor, teams.id);
    const testMessage =
      "Test message from the site's Integrations tab: this chat will get the events chosen for it.";
    expect(JSON.parse(receiver.received[0]!.body)).toEqual({ text: testMessage });
    const testCard = JSON.parse(receiver.received[1]!.body).attachments[0].content;
    expect(testCard.body[0].inlines[0].text).toBe(testMessage);
    expect(testCard.actions).toBeUndefined();
    const refused = createWebhookSchema.safeParse({
      url: receiver.url,
      events: ["booking.created"],
      format: "sms",
    });
    expect(refused.error?.issues[0]).toMatchObject({
      path: ["format"],
      message: "Format must be one of: standard, chat, teams",
    });
  });

  it("tells the tools an erased person's address once, and keeps it only until sent", async () => {
    const db = current().db;
    const endpoint = await addEndpoint(["person.erased"]);
    const { hooks } = setup();
    const chat = await createWebhookEndpoint(
      db,
      hooks,
      staffActor,
      createWebhookSchema.parse({
        url: `${receiver.url}/chat`,
        events: ["person.erased"],
        format: "chat",
      }),
    );
    await db
      .insert(enquiries)
      .values({ name: "Ada Lovelace", email: "ada@example.com", message: "Erase me later" });
    const { deliver } = await erasePerson(
      db,
      staffActor,
      personSchema.parse({ email: "ada@example.com" }),
      new Date(NOW),
      config,
    );
    await deliver();
    expect(receiver.received).toHaveLength(2);
    const [signed, message] = ["type", "text"].map(
      (key) => receiver.received.find((r) => key in JSON.parse(r.body))!,
    ) as [ReceivedWebhook, ReceivedWebhook];
    expect(JSON.parse(signed.body)).toMatchObject({
      type: "person.erased",
      data: { email: "ada@example.com" },
    });
    expect(signed.headers["webhook-signature"]).toMatch(/^v1,/);
    // The chat is told without the address: it would keep it in its history.
    expect(message.body).not.toContain("ada@");
    expect(JSON.parse(message.body).text).toMatch(/^A person's data was erased on request/);
    // Sent, the body is emptied: the log keeps the delivery, not the address.
    const sent = await deliveries();
    expect(sent.map((d) => [d.endpointId, d.status, d.payload])).toEqual([
      [endpoint.id, "delivered", ""],
      [chat.id, "delivered", ""],
    ]);
  });

  it("writes the event in the change's transaction: a rolled-back change sends nothing", async () => {
    await addEndpoint();
    const { deps } = setup();
    const db = current().db;
    const created = await createBooking(db, bookingRequest(), { ip: null }, deps);
    // The cancellation fails after its event was written: both roll back.
    const failing = cancelBooking(
      db,
      created.body.id,
      {
        by: "staff",
        withinTransaction: async () => {
          throw new Error("audit failed");
        },
      },
      deps,
    );
    await expect(failing).rejects.toThrow("audit failed");
    await expect(
      db.transaction(async (tx) => {
        await recordWebhookEvent(tx, { type: "booking.cancelled", data: {} as never }, deps.now());
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect((await deliveries()).map((d) => d.eventType)).toEqual(["booking.created"]);
    await created.deliver();
    expect(typesReceived()).toEqual(["booking.created"]);
  });

  it("retries with backoff (1, 3, 9 min) on the same webhook-id until a 2xx", async () => {
    await addEndpoint();
    receiver.script = [500, 502, 503, 200];
    const { deps, at, poll } = setup();
    const created = await createBooking(current().db, bookingRequest(), { ip: null }, deps);
    await created.deliver();
    expect(await deliveries()).toMatchObject([
      {
        status: "pending",
        attempts: 1,
        lastStatusCode: 500,
        error: "Answered HTTP 500 Internal Server Error",
      },
    ]);
    expect((await deliveries())[0]!.nextAttemptAt.toISOString()).toBe("2030-01-04T12:01:00.000Z");
    at(0.5);
    await poll();
    expect(receiver.received).toHaveLength(1);
    at(1);
    await poll();
    expect((await deliveries())[0]!.nextAttemptAt.toISOString()).toBe("2030-01-04T12:04:00.000Z");
    at(4);
    await poll();
    expect((await deliveries())[0]!.nextAttemptAt.toISOString()).toBe("2030-01-04T12:13:00.000Z");
    at(12);
    await poll();
    expect(receiver.received).toHaveLength(3);
    at(13);
    await poll();
    expect(await deliveries()).toMatchObject([
      { status: "delivered", attempts: 4, lastStatusCode: 200 },
    ]);
    const ids = new Set(receiver.received.map((r) => r.headers["webhook-id"]));
    expect(ids.size).toBe(1);
    expect(receiver.received.map((r) => r.headers["webhook-timestamp"])).toEqual(
      ["12:00", "12:01", "12:04", "12:13"].map((t) =>
        String(new Date(`2030-01-04T${t}:00Z`).getTime() / 1000),
      ),
    );
  });

  it("sends one endpoint's events in order: a later one waits for an earlier retry", async () => {
    await addEndpoint();
    receiver.script = [500, 204];
    const { deps, at, poll } = setup();
    const db = current().db;
    const created = await createBooking(db, bookingRequest(), { ip: null }, deps);
    await created.deliver();
    at(0.25);
    const cancelled = await cancelBooking(
      db,
      created.body.id,
      { by: "visitor", reason: "We found an in-house developer" },
      deps,
    );
    await cancelled.deliver();
    await poll();
    expect(typesReceived()).toEqual(["booking.created"]);
    at(1);
    await poll();
    expect(typesReceived()).toEqual(["booking.created", "booking.created", "booking.cancelled"]);
    const last = JSON.parse(receiver.received[2]!.body);
    expect(last.data).toMatchObject({
      status: "cancelled",
      cancelledBy: "visitor",
      cancellationReason: "We found an in-house developer",
    });
  });

  it("gives up after about 24 h, lists it, and Send again delivers it (audited, once)", async () => {
    const endpoint = await addEndpoint();
    receiver.script = [503];
    const { deps, hooks, at, poll } = setup();
    const db = current().db;
    const created = await createBooking(db, bookingRequest(), { ip: null }, deps);
    await created.deliver();
    for (let attempt = 1; attempt < WEBHOOK_MAX_ATTEMPTS; attempt++) {
      const [row] = await deliveries();
      deps.clock.now = row!.nextAttemptAt;
      await poll();
    }
    const [given] = await deliveries();
    expect(given).toMatchObject({ status: "failed", attempts: WEBHOOK_MAX_ATTEMPTS });
    const hours = (deps.clock.now.getTime() - new Date(NOW).getTime()) / 3_600_000;
    expect(hours).toBeGreaterThan(23);
    expect(hours).toBeLessThan(25);
    expect(await listWebhookEndpoints(db, config.authSecret)).toMatchObject([
      { failedCount: 1, pendingCount: 0 },
    ]);
    expect(await countGivenUpDeliveries(db)).toBe(1);
    // Nothing more is tried on its own.
    at(60 * 48);
    await poll();
    expect(receiver.received).toHaveLength(WEBHOOK_MAX_ATTEMPTS);

    receiver.script = [200];
    const input = { id: endpoint.id, deliveryId: given!.id };
    const retried = await retryWebhookDelivery(db, hooks, staffActor, input);
    expect(retried).toMatchObject({ status: "delivered", attempts: 1, lastStatusCode: 200 });
    expect(receiver.received.at(-1)!.headers["webhook-id"]).toBe(given!.eventId);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "webhook.retry"));
    expect(entry).toMatchObject({ entityId: given!.id });
    expect(await failureOf(retryWebhookDelivery(db, hooks, staffActor, input))).toMatchObject({
      status: 404,
    });
    const log = await listWebhookDeliveries(db, endpoint.id);
    expect(log[0]).not.toHaveProperty("payload");
  });

  it("refuses private, loopback and metadata addresses at creation and at send time", async () => {
    const { hooks } = setup();
    const strict = { ...hooks, config: { ...config, allowPrivateHosts: false } };
    const db = current().db;
    const add = (url: string) =>
      failureOf(
        createWebhookEndpoint(db, strict, staffActor, {
          url,
          events: ["booking.created"],
          format: "standard",
        }),
      );
    for (const url of [
      "https://127.0.0.1/hooks",
      "https://10.1.2.3/hooks",
      "https://169.254.169.254/latest/meta-data",
      "https://[::1]/hooks",
      "https://localhost/hooks",
    ]) {
      const failure = await add(url);
      expect(failure.status, url).toBe(422);
      expect(failure.fields?.url, url).toMatch(/private, local or reserved/);
    }
    expect((await add("http://hooks.example.com/x")).fields?.url).toBe(
      "URL must start with https://",
    );
    expect((await add(receiver.url)).fields?.url).toMatch(/private, local or reserved/);
    const unknown = createWebhookSchema.safeParse({
      url: receiver.url,
      events: ["booking.deleted"],
    });
    expect(unknown.error?.issues[0]).toMatchObject({
      path: ["events"],
      message: "Unknown event: booking.deleted",
    });

    // Allowed when it was saved, refused when sent: the setting changed in between.
    const endpoint = await addEndpoint();
    const { deps } = setup();
    deps.webhooks = strict.config;
    const created = await createBooking(db, bookingRequest(), { ip: null }, deps);
    await created.deliver();
    expect(receiver.received).toHaveLength(0);
    const [row] = await listWebhookDeliveries(db, endpoint.id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastStatusCode: null });
    expect(row!.error).toBe("Refused: the host is on a private, local or reserved network");
  });

  it("rotating the secret signs with the new one only", async () => {
    const endpoint = await addEndpoint(["booking.created"]);
    const { deps, hooks } = setup();
    const rotated = await rotateWebhookSecret(current().db, hooks, staffActor, endpoint.id);
    expect(rotated.secret).not.toBe(endpoint.secret);
    const created = await createBooking(current().db, bookingRequest(), { ip: null }, deps);
    await created.deliver();
    const [{ headers, body }] = receiver.received as [
      { headers: Record<string, string>; body: string },
    ];
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(NOW) });
    try {
      expect(() => new Webhook(rotated.secret).verify(body, headers)).not.toThrow();
      expect(() => new Webhook(endpoint.secret).verify(body, headers)).toThrow();
    } finally {
      vi.useRealTimers();
    }
    const jobs = await current()
      .db.select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.kind, "webhook.deliver"));
    expect(jobs).toHaveLength(1);
  });

  it("a delivery the poller took first is answered with its outcome, not as waiting", async () => {
    const endpoint = await addEndpoint(["booking.created"]);
    const { hooks } = setup();
    const db = current().db;
    const job = eq(scheduledJobs.kind, "webhook.deliver");
    // Queued, then claimed by a worker before the request's own try (which then skips it).
    const [queued] = await db.transaction((tx) =>
      enqueueDeliveries(
        tx,
        { type: "webhook.test", data: { message: "A test" } },
        [{ id: endpoint.id, format: "standard" }],
        new Date(NOW),
      ),
    );
    await db.update(scheduledJobs).set({ status: "running" }).where(job);
    const ids = { delivery: queued!.id, endpoint: endpoint.id };
    let answered = false;
    const answer = deliveryOnceTried(db, hooks, ids).finally(() => {
      answered = true;
    });
    // It waits while the worker holds the job and has not tried it…
    await db.$count(webhookDeliveries);
    expect(answered).toBe(false);
    // …and answers what happened once that worker sent it: its handler runs while it still holds
    // the job (handing the job back to be claimed again would let the answer see it free first).
    const [held] = await db.select().from(scheduledJobs).where(job);
    await webhookJobHandlers(db, hooks)[WEBHOOK_JOBS.deliver]!(held as ClaimedJob, new Date(NOW));
    expect(await answer).toMatchObject({ status: "delivered", attempts: 1 });
    await db.update(scheduledJobs).set({ status: "done" }).where(job);
    expect(receiver.received).toHaveLength(1);
    // A job no worker holds is not waited for: an untried delivery is answered as it stands.
    const [later] = await db.transaction((tx) =>
      enqueueDeliveries(
        tx,
        { type: "webhook.test", data: { message: "Another" } },
        [{ id: endpoint.id, format: "standard" }],
        new Date(NOW),
      ),
    );
    await db.update(scheduledJobs).set({ status: "done" }).where(job);
    expect(
      await deliveryOnceTried(db, hooks, { delivery: later!.id, endpoint: endpoint.id }),
    ).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("a test event, off and on again, and delete: each audited, the secret never in the trail", async () => {
    const endpoint = await addEndpoint(["booking.created"]);
    const { deps, hooks } = setup();
    const db = current().db;
    const test = await sendTestEvent(db, hooks, staffActor, endpoint.id);
    expect(test).toMatchObject({ eventType: "webhook.test", status: "delivered", attempts: 1 });
    expect(JSON.parse(receiver.received[0]!.body).data).toEqual({
      message: "A test event from the Integrations tab",
    });

    // Off: the waiting delivery stays, nothing is sent, new events are not recorded for it.
    receiver.script = [204, 500, 204];
    const first = await createBooking(db, bookingRequest(), { ip: null }, deps);
    await first.deliver();
    await updateWebhookEndpoint(db, hooks, staffActor, { id: endpoint.id, enabled: false });
    expect(await failureOf(sendTestEvent(db, hooks, staffActor, endpoint.id))).toMatchObject({
      status: 409,
    });
    const second = await createBooking(db, bookingRequest({ time: "11:00" }), { ip: null }, deps);
    await second.deliver();
    deps.clock.now = new Date(new Date(NOW).getTime() + 60 * 60_000);
    await runDueJobs(db, allJobHandlers(db, deps), { now: deps.clock.now, workerId: "p" });
    expect(receiver.received).toHaveLength(2);
    // On again: what waited is sent at once.
    await updateWebhookEndpoint(db, hooks, staffActor, { id: endpoint.id, enabled: true });
    await runDueJobs(db, allJobHandlers(db, deps), { now: deps.clock.now, workerId: "p" });
    expect(receiver.received).toHaveLength(3);
    expect(JSON.parse(receiver.received[2]!.body).data.id).toBe(first.body.id);

    await deleteWebhookEndpoint(db, staffActor, endpoint.id);
    expect(await deliveries()).toEqual([]);
    const trail = await db.select().from(auditLog);
    expect(trail.map((e) => e.action).sort()).toEqual([
      "webhook.create",
      "webhook.delete",
      "webhook.test",
      "webhook.update",
      "webhook.update",
    ]);
    expect(JSON.stringify(trail)).not.toContain(endpoint.secret);
  });
});
