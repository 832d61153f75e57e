import { eq } from "drizzle-orm";
import { beforeEach, expect, it, vi } from "vitest";
import { rateLimitBuckets, session } from "@/server/db/schema";
import { authHarness } from "../support/auth-harness";
import { describeEachDriver } from "../support/test-database";

const PASSWORD = "Old-passw0rd";
const NEW_PASSWORD = "New-passw0rd";
const HOUR = 3_600_000;

describeEachDriver("password reset", (current) => {
  let clock: Date;
  let harness: ReturnType<typeof authHarness>;
  let counter = 0;
  const freshEmail = () => `reset-${++counter}-${Date.now()}@agency.test`;

  /** Asks for a reset of `email` and returns the token from the captured mail. */
  async function requestToken(email: string) {
    const before = harness.mails.length;
    const answer = await harness.browser().post("/request-password-reset", { email });
    expect(answer.status).toBe(200);
    await vi.waitFor(() => expect(harness.mails.length).toBe(before + 1));
    return harness.mails.at(-1)!.token;
  }

  beforeEach(async () => {
    clock = new Date();
    harness = authHarness(current().db, { now: () => clock });
    await current().db.delete(rateLimitBuckets);
  });

  it("answers a known and an unknown address identically, and mails only the known one", async () => {
    const email = freshEmail();
    await harness.createAdmin(email, PASSWORD);
    const known = await harness.browser("192.0.2.1").post("/request-password-reset", { email });
    const unknown = await harness
      .browser("192.0.2.2")
      .post("/request-password-reset", { email: `ghost-${email}` });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await vi.waitFor(() => expect(harness.mails).toHaveLength(1));
    expect(harness.mails[0]!.email).toBe(email);
  });

  it("does not wait for the mail, so a slow mail server cannot reveal that an account exists", async () => {
    const email = freshEmail();
    await harness.createAdmin(email, PASSWORD);
    harness.slowMailBy(1500);
    const started = performance.now();
    const answer = await harness.browser().post("/request-password-reset", { email });
    expect(answer.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);
    await vi.waitFor(() => expect(harness.mails).toHaveLength(1), { timeout: 3000 });
  });

  it("links to /reset-password with the token in the fragment", async () => {
    const email = freshEmail();
    await harness.createAdmin(email, PASSWORD);
    const token = await requestToken(email);
    expect(token).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(harness.mails.at(-1)!.url).toBe(`http://localhost:3000/reset-password#token=${token}`);
  });

  it("has no GET /reset-password/{token}: better-auth's redirect would put the token in a URL", async () => {
    const email = freshEmail();
    await harness.createAdmin(email, PASSWORD);
    const token = await requestToken(email);
    const browser = harness.browser();
    for (const path of [
      `/reset-password/${token}?callbackURL=%2Freset-password`,
      `/reset-password/${token}`,
      `/reset-password%2F${token}?callbackURL=%2Freset-password`,
    ]) {
      const answer = await browser.get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get("location"), path).toBeNull();
      expect(JSON.stringify(answer.body)).not.toContain(token);
    }
    // The link in the mail still works: nothing used the token up.
    expect((await browser.post("/password-reset/check", { token })).body).toEqual({ valid: true });
  });

  it("accepts a token for an hour by the injected clock, then neither checks nor resets with it", async () => {
    const email = freshEmail();
    await harness.createAdmin(email, PASSWORD);
    const token = await requestToken(email);
    const browser = harness.browser();
    clock = new Date(clock.getTime() + HOUR - 60_000);
    expect((await browser.post("/password-reset/check", { token })).body).toEqual({ valid: true });
    clock = new Date(clock.getTime() + 2 * 60_000);
    expect((await browser.post("/password-reset/check", { token })).body).toEqual({ valid: false });
    const reset = await browser.post("/reset-password", { token, newPassword: NEW_PASSWORD });
    expect(reset.status).toBe(400);
    expect(reset.body).toMatchObject({ code: "INVALID_TOKEN" });
  });

  it("resets once: the token is used up, the new password works, every session is revoked", async () => {
    const email = freshEmail();
    const admin = await harness.createAdmin(email, PASSWORD);
    const laptop = harness.browser();
    expect((await laptop.signIn(email, PASSWORD)).status).toBe(200);
    const token = await requestToken(email);

    const reset = await harness
      .browser()
      .post("/reset-password", { token, newPassword: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect(await current().db.$count(session, eq(session.userId, admin.userId))).toBe(0);
    expect((await laptop.get("/get-session")).body).toBeNull();

    const again = await harness
      .browser()
      .post("/reset-password", { token, newPassword: "Another-1pass" });
    expect(again.body).toMatchObject({ code: "INVALID_TOKEN" });
    expect((await harness.browser().post("/password-reset/check", { token })).body).toEqual({
      valid: false,
    });
    expect((await harness.browser().signIn(email, PASSWORD)).status).toBe(401);
    expect((await harness.browser().signIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it("a used link voids the account's other reset links", async () => {
    const email = freshEmail();
    await harness.createAdmin(email, PASSWORD);
    const first = await requestToken(email);
    const second = await requestToken(email);
    const browser = harness.browser();
    expect((await browser.post("/password-reset/check", { token: first })).body).toEqual({
      valid: true,
    });

    const reset = await browser.post("/reset-password", {
      token: second,
      newPassword: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    expect((await browser.post("/password-reset/check", { token: first })).body).toEqual({
      valid: false,
    });
    const stale = await browser.post("/reset-password", {
      token: first,
      newPassword: "Another-1pass",
    });
    expect(stale.body).toMatchObject({ code: "INVALID_TOKEN" });
    expect((await harness.browser().signIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it("a password change on the Account page voids the reset links still out", async () => {
    const email = freshEmail();
    await harness.createAdmin(email, PASSWORD);
    const token = await requestToken(email);
    const laptop = harness.browser();
    expect((await laptop.signIn(email, PASSWORD)).status).toBe(200);

    const wrong = await laptop.post("/change-password", {
      currentPassword: "Wrong-passw0rd",
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(400);
    // A refused change leaves the link alone.
    expect((await laptop.post("/password-reset/check", { token })).body).toEqual({ valid: true });

    const changed = await laptop.post("/change-password", {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBe(200);
    expect((await laptop.post("/password-reset/check", { token })).body).toEqual({ valid: false });
    const reset = await harness
      .browser()
      .post("/reset-password", { token, newPassword: "Another-1pass" });
    expect(reset.body).toMatchObject({ code: "INVALID_TOKEN" });
  });

  it("a password set for an existing identity (boot's ADMIN_PASSWORD, re-creation) voids the links still out", async () => {
    const email = freshEmail();
    await harness.createAdmin(email, PASSWORD);
    const token = await requestToken(email);
    const browser = harness.browser();
    expect((await browser.post("/password-reset/check", { token })).body).toEqual({ valid: true });
    await harness.createAdmin(email, NEW_PASSWORD, "super_admin");
    expect((await browser.post("/password-reset/check", { token })).body).toEqual({ valid: false });
    expect((await browser.signIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it("enforces the password policy on the server and keeps the token for a second try", async () => {
    const email = freshEmail();
    await harness.createAdmin(email, PASSWORD);
    const token = await requestToken(email);
    const weak = await harness
      .browser()
      .post("/reset-password", { token, newPassword: "alllowercase1" });
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual({
      code: "PASSWORD_POLICY",
      message: "Password must contain at least one uppercase letter",
    });
    expect((await harness.browser().post("/password-reset/check", { token })).body).toEqual({
      valid: true,
    });
  });

  it("never takes the token from the URL, and calls malformed tokens invalid", async () => {
    const email = freshEmail();
    await harness.createAdmin(email, PASSWORD);
    const token = await requestToken(email);
    const inQuery = await harness
      .browser()
      .post(`/reset-password?token=${token}`, { newPassword: NEW_PASSWORD });
    expect(inQuery.body).toMatchObject({ code: "INVALID_TOKEN" });
    for (const bad of ["", "short", `${token}x`, "../../etc/passwd"])
      expect((await harness.browser().post("/password-reset/check", { token: bad })).body).toEqual({
        valid: false,
      });
  });

  it("throttles requests per address (known or not) and per IP, saying when to retry", async () => {
    const address = `ghost-${freshEmail()}`;
    for (let i = 0; i < 3; i++)
      expect(
        (
          await harness
            .browser(`198.51.100.${i}`)
            .post("/request-password-reset", { email: address })
        ).status,
      ).toBe(200);
    const perAddress = await harness.browser("198.51.100.50").post("/request-password-reset", {
      email: address.toUpperCase(),
    });
    expect(perAddress.status).toBe(429);
    expect(perAddress.body?.message).toBe(
      "Too many reset requests. Please try again in 60 minutes.",
    );

    const office = harness.browser("198.51.100.200");
    for (let i = 0; i < 10; i++)
      expect((await office.post("/request-password-reset", { email: freshEmail() })).status).toBe(
        200,
      );
    expect((await office.post("/request-password-reset", { email: freshEmail() })).status).toBe(
      429,
    );
  });
});
