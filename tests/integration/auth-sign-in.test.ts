import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { adminUsers, rateLimitBuckets, session } from "@/server/db/schema";
import { authHarness } from "../support/auth-harness";
import { describeEachDriver } from "../support/test-database";

const PASSWORD = "Corr3ct-horse";
const DAY = 86_400;

describeEachDriver("sign-in", (current) => {
  let harness: ReturnType<typeof authHarness>;
  let counter = 0;
  const freshEmail = () => `admin-${++counter}-${Date.now()}@agency.test`;

  beforeEach(async () => {
    harness = authHarness(current().db);
    await current().db.delete(rateLimitBuckets);
  });

  it("answers a wrong password and an unknown e-mail identically", async () => {
    const email = freshEmail();
    await harness.createAdmin(email, PASSWORD);
    const wrong = await harness.browser().signIn(email, "Wrong-passw0rd");
    const unknown = await harness.browser().signIn(`nobody-${email}`, "Wrong-passw0rd");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toMatchObject({ code: "INVALID_EMAIL_OR_PASSWORD" });
  });

  it("without Remember me: a browser-session cookie and a server session of one day", async () => {
    const email = freshEmail();
    await harness.createAdmin(email, PASSWORD);
    const before = Date.now();
    const result = await harness.browser().signIn(email, PASSWORD, false);
    expect(result.status).toBe(200);
    const cookie = result.headers.getSetCookie().find((c) => c.startsWith("agency.session_token="));
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/max-age|expires/i);
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    expect(cookie).not.toMatch(/secure/i);
    const [row] = await current()
      .db.select()
      .from(session)
      .where(eq(session.token, String(result.body?.token)));
    const lifetime = (row!.expiresAt.getTime() - before) / 1000;
    expect(lifetime).toBeGreaterThan(DAY - 60);
    expect(lifetime).toBeLessThanOrEqual(DAY + 5);
  });

  it("with Remember me: 30 days, renewed when used after a day", async () => {
    const email = freshEmail();
    await harness.createAdmin(email, PASSWORD);
    const browser = harness.browser();
    const result = await browser.signIn(email, PASSWORD, true);
    const cookie = result.headers.getSetCookie().find((c) => c.startsWith("agency.session_token="));
    expect(cookie).toMatch(/max-age=2592000/i);
    const token = String(result.body?.token);

    // Pretend the session was last renewed two days ago: using it pushes the expiry out again.
    const aged = new Date(Date.now() + 28 * DAY * 1000);
    await current().db.update(session).set({ expiresAt: aged }).where(eq(session.token, token));
    const renewed = await browser.get("/get-session");
    expect(renewed.status).toBe(200);
    expect(renewed.headers.getSetCookie().join("\n")).toMatch(
      /agency\.session_token=.*max-age=2592000/i,
    );
    const [row] = await current().db.select().from(session).where(eq(session.token, token));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(aged.getTime() + DAY * 1000);
  });

  it("marks cookies Secure (with the __Secure- prefix) when the site is served over https", async () => {
    const secure = authHarness(current().db, { secureCookies: true });
    const email = freshEmail();
    await secure.createAdmin(email, PASSWORD);
    const result = await secure.browser().signIn(email, PASSWORD);
    const cookie = result.headers
      .getSetCookie()
      .find((c) => c.startsWith("__Secure-agency.session_token="));
    expect(cookie).toMatch(/; secure/i);
    expect(cookie).toMatch(/httponly/i);
  });

  it("refuses an inactive admin even with the right password", async () => {
    const email = freshEmail();
    const admin = await harness.createAdmin(email, PASSWORD);
    await current()
      .db.update(adminUsers)
      .set({ status: "inactive" })
      .where(eq(adminUsers.id, admin.id));
    const result = await harness.browser().signIn(email, PASSWORD);
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({ code: "ACCOUNT_NOT_ACTIVE" });
    expect(await current().db.$count(session, eq(session.userId, admin.userId))).toBe(0);
  });

  it("refuses a sign-in posted from another origin", async () => {
    const email = freshEmail();
    await harness.createAdmin(email, PASSWORD);
    const result = await harness
      .browser()
      .post("/sign-in/email", { email, password: PASSWORD }, { origin: "https://evil.example" });
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({ code: "CROSS_ORIGIN_REQUEST" });
  });
});

describeEachDriver("sign-in throttling", (current) => {
  let harness: ReturnType<typeof authHarness>;
  let counter = 0;
  const freshEmail = () => `throttled-${++counter}-${Date.now()}@agency.test`;

  beforeEach(async () => {
    harness = authHarness(current().db);
    await current().db.delete(rateLimitBuckets);
  });

  it("locks an account after 5 failures, says when to retry, and holds against the right password", async () => {
    const email = freshEmail();
    await harness.createAdmin(email, PASSWORD);
    for (let i = 0; i < 5; i++)
      expect((await harness.browser(`203.0.113.${i}`).signIn(email, "Wrong-passw0rd")).status).toBe(
        401,
      );
    const locked = await harness.browser("203.0.113.99").signIn(email, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body?.message).toBe("Too many sign-in attempts. Please try again in 15 minutes.");
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(800);
  });

  it("a stranger's failures lock the account for strangers, not for a browser that signed in before", async () => {
    const email = freshEmail();
    await harness.createAdmin(email, PASSWORD);
    const owner = harness.browser("198.51.100.5");
    expect((await owner.signIn(email, PASSWORD)).status).toBe(200);
    expect(owner.cookieHeader()).toMatch(/agency\.known_device=/);

    for (let i = 0; i < 5; i++)
      expect((await harness.browser(`203.0.113.${i}`).signIn(email, "Wrong-passw0rd")).status).toBe(
        401,
      );
    expect((await harness.browser("203.0.113.50").signIn(email, PASSWORD)).status).toBe(429);
    // The owner's browser is counted on its own: the right password still works…
    expect((await owner.signIn(email, PASSWORD)).status).toBe(200);
    // …and its own guesses are limited like an account's.
    for (let i = 0; i < 5; i++)
      expect((await owner.signIn(email, "Wrong-passw0rd")).status).toBe(401);
    expect((await owner.signIn(email, PASSWORD)).status).toBe(429);
  });

  it("a known browser is known for its account only", async () => {
    const mine = freshEmail();
    const theirs = freshEmail();
    await harness.createAdmin(mine, PASSWORD);
    await harness.createAdmin(theirs, PASSWORD);
    const browser = harness.browser("198.51.100.6");
    expect((await browser.signIn(mine, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 5; i++)
      expect(
        (await harness.browser(`203.0.113.${i}`).signIn(theirs, "Wrong-passw0rd")).status,
      ).toBe(401);
    expect((await browser.signIn(theirs, PASSWORD)).status).toBe(429);
  });

  it("forgets an account's failures once the right password is given", async () => {
    const email = freshEmail();
    await harness.createAdmin(email, PASSWORD);
    const browser = harness.browser();
    for (let i = 0; i < 4; i++) await browser.signIn(email, "Wrong-passw0rd");
    expect((await browser.signIn(email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await browser.signIn(email, "Wrong-passw0rd")).status).toBe(401);
  });

  it("limits failures per IP across accounts, but not other addresses", async () => {
    const attacker = harness.browser("192.0.2.66");
    for (let i = 0; i < 20; i++)
      expect((await attacker.signIn(freshEmail(), "Wrong-passw0rd")).status).toBe(401);
    const blocked = await attacker.signIn(freshEmail(), "Wrong-passw0rd");
    expect(blocked.status).toBe(429);
    expect(blocked.body?.message).toMatch(
      /^Too many sign-in attempts\. Please try again in \d+ minutes\.$/,
    );
    expect(
      (await harness.browser("192.0.2.67").signIn(freshEmail(), "Wrong-passw0rd")).status,
    ).toBe(401);
  });

  it("without TRUST_PROXY, a rotating X-Forwarded-For does not dodge the per-IP limit", async () => {
    const direct = authHarness(current().db, { trustProxy: false });
    for (let i = 0; i < 20; i++)
      expect(
        (await direct.browser(`192.0.2.${100 + i}`).signIn(freshEmail(), "Wrong-passw0rd")).status,
      ).toBe(401);
    const blocked = await direct.browser("192.0.2.199").signIn(freshEmail(), "Wrong-passw0rd");
    expect(blocked.status).toBe(429);
    const forged = await direct.browser("192.0.2.200").post("/request-password-reset", {
      email: freshEmail(),
    });
    expect(forged.status).toBe(200);
    const keys = (await current().db.select().from(rateLimitBuckets)).map((b) => b.key);
    expect(keys).toContain("auth:sign-in:ip:unknown");
    expect(keys).toContain("auth:reset:ip:unknown");
    expect(keys.filter((k) => k.includes("192.0.2."))).toEqual([]);
  });

  it("without TRUST_PROXY, strangers filling the shared bucket do not lock out a known browser", async () => {
    const direct = authHarness(current().db, { trustProxy: false });
    const email = freshEmail();
    await direct.createAdmin(email, PASSWORD);
    const owner = direct.browser();
    expect((await owner.signIn(email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 20; i++) await direct.browser().signIn(freshEmail(), "Wrong-passw0rd");
    expect((await direct.browser().signIn(email, PASSWORD)).status).toBe(429);
    expect((await owner.signIn(email, PASSWORD)).status).toBe(200);
  });

  it("does not count successful sign-ins against the IP", async () => {
    const email = freshEmail();
    await harness.createAdmin(email, PASSWORD);
    const office = harness.browser("192.0.2.10");
    for (let i = 0; i < 25; i++) expect((await office.signIn(email, PASSWORD)).status).toBe(200);
  });
});
