import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { sealPlainBackupCodes } from "@/server/auth/backup-codes-at-rest";
import { resetTwoFactor } from "@/server/auth/two-factor-reset";
import { auditLog, rateLimitBuckets, twoFactor, user } from "@/server/db/schema";
import { authHarness, HARNESS_SECRET } from "../support/auth-harness";
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

  it("stores backup codes encrypted, and seals codes stored plain before", async () => {
    const email = freshEmail();
    const admin = await harness.createAdmin(email, PASSWORD);
    const { backupCodes } = await enrol(email);
    const stored = async () =>
      (
        await current()
          .db.select({ codes: twoFactor.backupCodes })
          .from(twoFactor)
          .where(eq(twoFactor.userId, admin.userId))
      )[0]?.codes ?? "";
    const sealedAtEnrolment = await stored();
    for (const code of backupCodes) expect(sealedAtEnrolment).not.toContain(code);

    // A row from before: the codes as plain JSON, sealed in place at the next boot.
    await current()
      .db.update(twoFactor)
      .set({ backupCodes: JSON.stringify(backupCodes) })
      .where(eq(twoFactor.userId, admin.userId));
    expect(await sealPlainBackupCodes(current().db, HARNESS_SECRET)).toBe(1);
    for (const code of backupCodes) expect(await stored()).not.toContain(code);
    expect(await sealPlainBackupCodes(current().db, HARNESS_SECRET)).toBe(0);

    const browser = harness.browser();
    await browser.signIn(email, PASSWORD);
    const used = await browser.post("/two-factor/verify-backup-code", { code: backupCodes[1] });
    expect(used.status).toBe(200);
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

  describe("the code step's throttle", () => {
    const wrongCodeFor = (secret: string) =>
      String((Number(totpCode(secret)) + 1) % 1_000_000).padStart(6, "0");

    it("an attacker's 50 wrong codes from one address leave an admin on another able to finish", async () => {
      const email = freshEmail();
      await harness.createAdmin(email, PASSWORD);
      const { secret } = await enrol(email);
      const attacker = harness.browser("192.0.2.66");
      const answers = [];
      for (let i = 0; i < 50; i++)
        answers.push((await attacker.post("/two-factor/verify-totp", { code: "123456" })).status);
      // The attacker's own address is stopped after its 20 failures…
      expect(answers.slice(0, 20).every((status) => status === 401)).toBe(true);
      expect(answers.slice(20).every((status) => status === 429)).toBe(true);
      // …and only its code step: the password step keeps a bucket of its own.
      expect((await attacker.signIn(freshEmail(), "Wrong-passw0rd")).status).toBe(401);

      const admin = harness.browser("198.51.100.20");
      expect((await admin.signIn(email, PASSWORD)).body).toMatchObject({ twoFactorRedirect: true });
      const right = await admin.post("/two-factor/verify-totp", { code: totpCode(secret) });
      expect(right.status).toBe(200);
    });

    it("without a trusted address, strangers' codes do not lock out a known browser", async () => {
      const direct = authHarness(current().db, { trustProxy: false });
      const email = freshEmail();
      await direct.createAdmin(email, PASSWORD);
      const owner = direct.browser();
      await owner.signIn(email, PASSWORD);
      const enabled = await owner.post("/two-factor/enable", { password: PASSWORD });
      const secret = secretFromTotpUri(String(enabled.body?.totpURI));
      expect((await owner.post("/two-factor/verify-totp", { code: totpCode(secret) })).status).toBe(
        200,
      );
      // Everyone shares the unknown address: strangers send codes and passwords by the dozen.
      for (let i = 0; i < 25; i++) {
        await direct.browser().post("/two-factor/verify-totp", { code: "123456" });
        await direct.browser().signIn(freshEmail(), "Wrong-passw0rd");
      }
      const again = await owner.signIn(email, PASSWORD);
      expect(again.body).toMatchObject({ twoFactorRedirect: true });
      const code = await owner.post("/two-factor/verify-totp", { code: totpCode(secret) });
      expect(code.status).toBe(200);
      expect((await owner.get("/get-session")).body).toMatchObject({ user: { email } });
    });

    it("a pending sign-in takes five wrong codes, then the password must be given again", async () => {
      const email = freshEmail();
      await harness.createAdmin(email, PASSWORD);
      const { secret } = await enrol(email);
      const browser = harness.browser("198.51.100.21");
      await browser.signIn(email, PASSWORD);
      for (let i = 0; i < 5; i++)
        expect(
          (await browser.post("/two-factor/verify-totp", { code: wrongCodeFor(secret) })).status,
        ).toBe(401);
      // Even the right code: this pending sign-in is spent.
      const spent = await browser.post("/two-factor/verify-totp", { code: totpCode(secret) });
      expect(spent.status).toBe(400);
      expect((await browser.get("/get-session")).body).toBeNull();
      await browser.signIn(email, PASSWORD);
      const fresh = await browser.post("/two-factor/verify-totp", { code: totpCode(secret) });
      expect(fresh.status).toBe(200);
    });

    it("right codes give their attempt back to the address", async () => {
      const email = freshEmail();
      await harness.createAdmin(email, PASSWORD);
      const { secret } = await enrol(email);
      const office = harness.browser("198.51.100.22");
      for (let i = 0; i < 25; i++) {
        await office.signIn(email, PASSWORD);
        const code = await office.post("/two-factor/verify-totp", { code: totpCode(secret) });
        expect(code.status).toBe(200);
        await office.post("/sign-out");
      }
    });
  });
});
