import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { resetTwoFactor } from "@/server/auth/two-factor-reset";
import { auditLog, rateLimitBuckets, twoFactor, user } from "@/server/db/schema";
import { authHarness } from "../support/auth-harness";
import { describeEachDriver } from "../support/test-database";
import { secretFromTotpUri, totpCode } from "../support/totp";

const PASSWORD = "Totp-passw0rd";

describeEachDriver("two-factor (TOTP)", (current) => {
  let harness: ReturnType<typeof authHarness>;
  let counter = 0;
  const freshEmail = () => `totp-${++counter}-${Date.now()}@agency.test`;

  beforeEach(async () => {
    harness = authHarness(current().db);
    await current().db.delete(rateLimitBuckets);
  });

  /** Signs in, turns TOTP on and confirms it with a code; returns the secret and backup codes. */
  async function enrol(email: string) {
    const browser = harness.browser();
    await browser.signIn(email, PASSWORD);
    const enabled = await browser.post("/two-factor/enable", { password: PASSWORD });
    expect(enabled.status).toBe(200);
    const secret = secretFromTotpUri(String(enabled.body?.totpURI));
    const backupCodes = enabled.body?.backupCodes as string[];
    expect(backupCodes).toHaveLength(10);
    const confirmed = await browser.post("/two-factor/verify-totp", { code: totpCode(secret) });
    expect(confirmed.status).toBe(200);
    return { secret, backupCodes };
  }

  it("after enrolment, a sign-in needs the code; a wrong one is refused, the right one signs in", async () => {
    const email = freshEmail();
    const admin = await harness.createAdmin(email, PASSWORD);
    const { secret } = await enrol(email);
    const [identity] = await current().db.select().from(user).where(eq(user.id, admin.userId));
    expect(identity?.twoFactorEnabled).toBe(true);

    const browser = harness.browser();
    const first = await browser.signIn(email, PASSWORD);
    expect(first.body).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    expect((await browser.get("/get-session")).body).toBeNull();

    const wrongCode = String((Number(totpCode(secret)) + 1) % 1_000_000).padStart(6, "0");
    const wrong = await browser.post("/two-factor/verify-totp", { code: wrongCode });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: "INVALID_CODE" });

    const right = await browser.post("/two-factor/verify-totp", { code: totpCode(secret) });
    expect(right.status).toBe(200);
    expect((await browser.get("/get-session")).body).toMatchObject({ user: { email } });
  });

  it("a backup code signs in once", async () => {
    const email = freshEmail();
    await harness.createAdmin(email, PASSWORD);
    const { backupCodes } = await enrol(email);
    const code = backupCodes[0]!;
    const browser = harness.browser();
    await browser.signIn(email, PASSWORD);
    expect((await browser.post("/two-factor/verify-backup-code", { code })).status).toBe(200);
    const again = harness.browser();
    await again.signIn(email, PASSWORD);
    expect((await again.post("/two-factor/verify-backup-code", { code })).status).toBe(401);
  });

  it("a super admin resets another admin's two-factor, recorded in the audit trail", async () => {
    const boss = await harness.createAdmin(freshEmail(), PASSWORD, "super_admin");
    const email = freshEmail();
    const admin = await harness.createAdmin(email, PASSWORD);
    await enrol(email);

    const result = await resetTwoFactor(
      current().db,
      { userId: boss.userId, email: boss.email, adminId: boss.id },
      admin.id,
    );
    expect(result).toMatchObject({ email, twoFactorEnabled: false });
    expect(await current().db.$count(twoFactor, eq(twoFactor.userId, admin.userId))).toBe(0);
    const signIn = await harness.browser().signIn(email, PASSWORD);
    expect(signIn.status).toBe(200);
    expect(signIn.body).not.toHaveProperty("twoFactorRedirect");
    const [entry] = await current()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.action, "admin_user.two_factor_reset"));
    expect(entry).toMatchObject({ actorEmail: boss.email, entityId: admin.id });

    await expect(
      resetTwoFactor(
        current().db,
        { userId: boss.userId, email: boss.email, adminId: boss.id },
        boss.id,
      ),
    ).rejects.toMatchObject({ status: 409 });
  });
});
