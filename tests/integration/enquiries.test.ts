import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { enquirySchema } from "@/lib/schemas/enquiry";
import { enquiries, rateLimitBuckets, scheduledJobs } from "@/server/db/schema";
import type { Email } from "@/server/email/send-email";
import { createEnquiry, type EnquiryDependencies } from "@/server/enquiries/create-enquiry";
import { enquiryJobHandlers } from "@/server/enquiries/enquiry-jobs";
import { publicAction } from "@/server/http/public-action";
import { runDueJobs } from "@/server/jobs/job-queue";
import { logger } from "@/server/observability/server-hooks";
import { describeEachDriver } from "../support/test-database";

const STAFF = "staff@agency.test";
const valid = {
  name: "  Maria Lopez ",
  email: " Maria@Example.COM ",
  company: "Azure Villas",
  message: "We manage 40 villas in Ibiza and want an AI booking agent <b>before</b> summer.",
  website: "",
};

describeEachDriver("enquiries", (current) => {
  let sent: Email[];
  const mailer = async (email: Email) => {
    sent.push(email);
  };
  const NOW = new Date("2031-03-01T09:00:00Z");
  /** What the action passes besides the input; the limits are generous unless a test narrows them. */
  const deps = (overrides: Partial<EnquiryDependencies> = {}): EnquiryDependencies => ({
    db: current().db,
    sendEmail: mailer,
    staffEmail: STAFF,
    now: NOW,
    limits: { ip: "203.0.113.7", perIp: 100, perEmail: 100 },
    ...overrides,
  });
  beforeEach(async () => {
    sent = [];
    await current().db.delete(enquiries);
    await current().db.delete(rateLimitBuckets);
  });

  it("stores the trimmed, lower-cased enquiry and mails staff with reply-to the sender", async () => {
    const outcome = await createEnquiry(enquirySchema.parse(valid), deps());
    if (outcome.status !== "received") throw new Error(`expected received, got ${outcome.status}`);
    // Nothing is mailed until the action's after-response step sends it.
    expect(sent).toHaveLength(0);
    await outcome.deliver();
    const rows = await current().db.select().from(enquiries);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Maria Lopez",
      email: "maria@example.com",
      company: "Azure Villas",
      message: valid.message,
    });
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail?.to).toBe(STAFF);
    expect(mail?.replyTo).toBe("maria@example.com");
    expect(mail?.subject).toBe("New enquiry from Maria Lopez (Azure Villas)");
    expect(mail?.text).toContain(valid.message);
    expect(mail?.text).toContain(`Reference: ${rows[0]?.id}`);
    // On the business clock in words, like every other time staff read (not an ISO string).
    expect(mail?.text).toMatch(/Received: +\w+day, \d{1,2} \w+ \d{4}, \d{1,2}:\d{2}( [AP]M)? \S+/);
    expect(mail?.text).not.toMatch(/Received: +\d{4}-\d{2}-\d{2}T/);
    // Visitor text is escaped in the HTML part.
    expect(mail?.html).toContain("&#60;b&#62;before&#60;/b&#62;");
    expect(mail?.html).not.toContain("<b>before</b>");
  });

  it("discards a filled honeypot: nothing stored, nothing mailed", async () => {
    const outcome = await createEnquiry(
      enquirySchema.parse({ ...valid, website: "http://spam" }),
      deps(),
    );
    expect(outcome).toEqual({ status: "discarded" });
    expect(await current().db.select().from(enquiries)).toHaveLength(0);
    expect(sent).toHaveLength(0);
  });

  it("a bot filling the honeypot does not use up the limits visitors share", async () => {
    const shared = deps({ limits: { ip: null, perIp: 2, perEmail: 2 } });
    const bot = enquirySchema.parse({ ...valid, website: "http://spam" });
    for (let i = 0; i < 5; i++)
      expect(await createEnquiry(bot, shared)).toEqual({ status: "discarded" });
    expect(await current().db.$count(rateLimitBuckets)).toBe(0);
    expect((await createEnquiry(enquirySchema.parse(valid), shared)).status).toBe("received");
  });

  it("a mail server that is down loses nothing: the queue sends the notification later", async () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => {});
    const outcome = await createEnquiry(
      enquirySchema.parse(valid),
      deps({
        sendEmail: async () => {
          throw new Error("SMTP down");
        },
      }),
    );
    if (outcome.status !== "received") throw new Error(`expected received, got ${outcome.status}`);
    await outcome.deliver();
    expect(sent).toHaveLength(0);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({
        job: "enquiry.notification",
        outcome: "failed",
        attempt: 1,
        err: expect.any(Error),
      }),
      "job",
    );
    error.mockRestore();
    const [job] = await current()
      .db.select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.enquiryId, outcome.id));
    expect(job).toMatchObject({ status: "pending", attempts: 1, lastError: "SMTP down" });

    // The poller, once SMTP is back: one notification, and the job is done.
    const poll = (minutes: number) =>
      runDueJobs(
        current().db,
        enquiryJobHandlers(current().db, { sendEmail: mailer, staffEmail: STAFF }),
        {
          now: new Date(NOW.getTime() + minutes * 60_000),
          workerId: "poller",
        },
      );
    expect(await poll(5)).toEqual([{ id: job!.id, kind: "enquiry.notification", outcome: "done" }]);
    expect(await poll(60)).toEqual([]);
    expect(sent.map((m) => m.subject)).toEqual(["New enquiry from Maria Lopez (Azure Villas)"]);
    expect(sent[0]?.text).toContain(`Reference: ${outcome.id}`);
  });

  it("refuses with a 429 beyond the hourly limits per e-mail and per IP", async () => {
    const action = publicAction(enquirySchema, (input) =>
      createEnquiry(input, deps({ limits: { ip: "203.0.113.7", perIp: 3, perEmail: 2 } })),
    );
    const from = (email: string) => action({ ...valid, email });
    expect(await from("a@example.com")).toMatchObject({ ok: true });
    expect(await from("a@example.com")).toMatchObject({ ok: true });
    expect(await from("a@example.com")).toMatchObject({
      ok: false,
      status: 429,
      error:
        "Too many messages in the last hour. Please try again in 60 minutes, or book a meeting instead.",
    });
    // The fourth attempt from this IP is refused whatever the address.
    expect(await from("b@example.com")).toMatchObject({ ok: false, status: 429 });
    // Another IP is counted on its own; an hour later the window has passed.
    const elsewhere = publicAction(enquirySchema, (input) =>
      createEnquiry(input, deps({ limits: { ip: "198.51.100.2", perIp: 3, perEmail: 5 } })),
    );
    expect(await elsewhere({ ...valid, email: "c@example.com" })).toMatchObject({ ok: true });
    const later = publicAction(enquirySchema, (input) =>
      createEnquiry(
        input,
        deps({
          now: new Date(NOW.getTime() + 3_600_000),
          limits: { ip: "203.0.113.7", perIp: 3, perEmail: 2 },
        }),
      ),
    );
    expect(await later({ ...valid, email: "a@example.com" })).toMatchObject({ ok: true });
    expect(await current().db.$count(enquiries)).toBe(4);
    // Four enquiries, four notifications waiting to be sent (the action sends them after its answer).
    expect(
      await current().db.$count(scheduledJobs, eq(scheduledJobs.kind, "enquiry.notification")),
    ).toBe(4);
  });

  it("through the action wrapper: a 422 naming each bad field, and nothing stored", async () => {
    const action = publicAction(enquirySchema, (input) => createEnquiry(input, deps()));
    const result = await action({ name: " ", email: "not-an-email", message: "short" });
    expect(result).toEqual({
      ok: false,
      status: 422,
      error: "Name is required",
      fields: {
        name: "Name is required",
        email: "Invalid email format",
        message: "Message must be at least 10 characters",
      },
    });
    expect(await action({ email: "" })).toMatchObject({
      ok: false,
      fields: { email: "Email is required", message: "Message is required" },
    });
    expect(await current().db.select().from(enquiries)).toHaveLength(0);
    expect(sent).toHaveLength(0);
  });
});

describe("enquiry schema limits", () => {
  it("names the field and the limit for over-long input", () => {
    const result = enquirySchema.safeParse({ ...valid, name: "x".repeat(101) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Name must be at most 100 characters");
  });
});
