import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { resolveAdminContext } from "@/server/auth/guards";
import { adminUsers, rateLimitBuckets, session, user } from "@/server/db/schema";
import { authHarness } from "../support/auth-harness";
import { describeEachDriver } from "../support/test-database";

const PASSWORD = "Start-passw0rd";

describeEachDriver("session revocation", (current) => {
  let harness: ReturnType<typeof authHarness>;
  let counter = 0;
  const freshEmail = () => `sessions-${++counter}-${Date.now()}@agency.test`;
  const contextOf = (browser: { headers: () => Headers }) =>
    resolveAdminContext(harness.auth, current().db, browser.headers());

  beforeEach(async () => {
    harness = authHarness(current().db);
    await current().db.delete(rateLimitBuckets);
  });

  it("a password change keeps this browser signed in and signs every other one out", async () => {
    const email = freshEmail();
    await harness.createAdmin(email, PASSWORD);
    const laptop = harness.browser();
    const phone = harness.browser();
    await laptop.signIn(email, PASSWORD);
    await phone.signIn(email, PASSWORD);
    expect(await contextOf(phone)).not.toBeNull();

    // The client asks to keep other sessions; the server revokes them regardless.
    const changed = await laptop.post("/change-password", {
      currentPassword: PASSWORD,
      newPassword: "Changed-passw0rd",
      revokeOtherSessions: false,
    });
    expect(changed.status).toBe(200);
    expect(await contextOf(phone)).toBeNull();
    expect((await contextOf(laptop))?.email).toBe(email);
  });

  it("refuses a weak new password on the account page too", async () => {
    const email = freshEmail();
    await harness.createAdmin(email, PASSWORD);
    const laptop = harness.browser();
    await laptop.signIn(email, PASSWORD);
    const weak = await laptop.post("/change-password", {
      currentPassword: PASSWORD,
      newPassword: "NoDigitsHere",
    });
    expect(weak.status).toBe(400);
    expect(weak.body?.message).toBe("Password must contain at least one number");
    expect((await harness.browser().signIn(email, PASSWORD)).status).toBe(200);
  });

  it("deactivation ends access at the very next request", async () => {
    const email = freshEmail();
    const admin = await harness.createAdmin(email, PASSWORD);
    const laptop = harness.browser();
    await laptop.signIn(email, PASSWORD);
    expect((await contextOf(laptop))?.admin.id).toBe(admin.id);
    await current()
      .db.update(adminUsers)
      .set({ status: "inactive" })
      .where(eq(adminUsers.id, admin.id));
    expect(await contextOf(laptop)).toBeNull();
    // Reactivated, the same admin signs in again.
    await current()
      .db.update(adminUsers)
      .set({ status: "active" })
      .where(eq(adminUsers.id, admin.id));
    expect((await harness.browser().signIn(email, PASSWORD)).status).toBe(200);
  });

  it("deleting the admin record (or the whole identity) ends access at the next request", async () => {
    const recordOnly = freshEmail();
    const first = await harness.createAdmin(recordOnly, PASSWORD);
    const a = harness.browser();
    await a.signIn(recordOnly, PASSWORD);
    await current().db.delete(adminUsers).where(eq(adminUsers.id, first.id));
    expect(await contextOf(a)).toBeNull();

    const whole = freshEmail();
    const second = await harness.createAdmin(whole, PASSWORD);
    const b = harness.browser();
    await b.signIn(whole, PASSWORD);
    await current().db.delete(user).where(eq(user.id, second.userId));
    expect(await contextOf(b)).toBeNull();
    expect(await current().db.$count(session, eq(session.userId, second.userId))).toBe(0);
  });

  it("a super admin is told apart from an admin", async () => {
    const email = freshEmail();
    await harness.createAdmin(email, PASSWORD, "super_admin");
    const laptop = harness.browser();
    await laptop.signIn(email, PASSWORD);
    expect((await contextOf(laptop))?.isSuperAdmin).toBe(true);
  });
});
