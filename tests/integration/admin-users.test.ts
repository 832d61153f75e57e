import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { createAdminUserSchema } from "@/lib/schemas/admin-users";
import { createAdminIdentity } from "@/server/auth/admin-users";
import { adminUsers, auditLog, session, user, verification } from "@/server/db/schema";
import type { Email } from "@/server/email/send-email";
import { createAdminUser } from "@/server/users/create-admin-user";
import { deleteAdminUser } from "@/server/users/delete-admin-user";
import { inviteAdminUser } from "@/server/users/invite-admin-user";
import { listAdminUsers } from "@/server/users/list-admin-users";
import { updateAdminUser } from "@/server/users/update-admin-user";
import { testAuth } from "../support/admin-fixtures";
import { describeEachDriver } from "../support/test-database";

const PASSWORD = "Sup3rSecret";
const APP_URL = "http://localhost:3000";

describeEachDriver("admin users", (current, driver) => {
  const auth = () => testAuth(current().db);

  /** An admin row plus the actor shape the services take. */
  async function makeAdmin(email: string, role: "admin" | "super_admin" = "admin") {
    const row = await createAdminIdentity(current().db, auth(), {
      email,
      password: PASSWORD,
      role,
    });
    return { row, actor: { userId: row.userId, email: row.email, adminId: row.id } };
  }

  /** Invitation deps that keep the mails instead of sending them. */
  function catchingMail() {
    const sent: Omit<Email, "from">[] = [];
    const deps = {
      auth: auth(),
      appUrl: APP_URL,
      send: async (m: Omit<Email, "from">) => void sent.push(m),
    };
    return { sent, deps };
  }

  async function signIn(email: string, password = PASSWORD) {
    return auth().api.signInEmail({ body: { email, password } });
  }

  beforeEach(async () => {
    const { db } = current();
    await db.delete(user);
    await db.delete(auditLog);
  });

  it("validates the create form with the spec's messages", () => {
    const messages = (input: unknown) => {
      const result = createAdminUserSchema.safeParse(input);
      return result.success ? null : result.error.issues.map((i) => `${i.path}: ${i.message}`);
    };
    expect(messages({ email: "", password: "" })).toEqual([
      "email: Please provide both email and password",
      "password: Please provide both email and password",
    ]);
    expect(messages({ email: "a@b.co" })).toEqual([
      "password: Please provide both email and password",
    ]);
    expect(messages({ email: "a@b.co", password: "Ab1" })).toEqual([
      "password: Password must be at least 8 characters",
    ]);
    expect(messages({ email: "a@b.co", password: "abcdefg1" })).toEqual([
      "password: Password must contain at least one uppercase letter",
    ]);
    expect(messages({ email: "not-mail", password: PASSWORD })).toEqual([
      "email: Invalid email format",
    ]);
    expect(createAdminUserSchema.parse({ email: " New@Example.com ", password: PASSWORD })).toEqual(
      {
        email: "new@example.com",
        password: PASSWORD,
        role: "admin",
      },
    );
  });

  it("creates an admin who can sign in, audits it, and refuses the same e-mail twice", async () => {
    const { db } = current();
    const { actor } = await makeAdmin("boss@example.com", "super_admin");
    const created = await createAdminUser(db, auth(), actor, {
      email: "new@example.com",
      password: PASSWORD,
      role: "admin",
    });
    expect(created).toMatchObject({
      email: "new@example.com",
      role: "admin",
      status: "active",
      message: "Admin user new@example.com created successfully",
    });
    expect((await signIn("new@example.com")).user.email).toBe("new@example.com");
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "admin_user.create"));
    expect(entry).toMatchObject({
      actorEmail: "boss@example.com",
      after: { email: "new@example.com", role: "admin" },
    });
    await expect(
      createAdminUser(db, auth(), actor, {
        email: "new@example.com",
        password: PASSWORD,
        role: "super_admin",
      }),
    ).rejects.toMatchObject({
      status: 409,
      message: "An admin user with email new@example.com already exists",
    });
    const [row] = await db.select().from(adminUsers).where(eq(adminUsers.email, "new@example.com"));
    expect(row?.role).toBe("admin");
  });

  it("lists admins newest first, never with a password hash", async () => {
    await makeAdmin("first@example.com");
    await makeAdmin("second@example.com");
    const list = await listAdminUsers(current().db);
    expect(list.map((a) => [a.email, a.invitationPending])).toEqual([
      ["second@example.com", false],
      ["first@example.com", false],
    ]);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(
      ["createdAt", "email", "id", "invitationPending", "role", "status", "userId"].sort(),
    );
  });

  it("invites by e-mail: a single-use link lets the invitee choose a password and sign in", async () => {
    const { db } = current();
    const { actor } = await makeAdmin("boss@example.com", "super_admin");
    const { sent, deps } = catchingMail();
    const result = await inviteAdminUser(
      db,
      actor,
      { email: "invitee@example.com", role: "admin" },
      deps,
    );
    expect(result).toMatchObject({
      mailSent: true,
      message: "Invitation sent to invitee@example.com",
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe("invitee@example.com");
    const link = /http:\/\/localhost:3000\/reset-password#token=([A-Za-z0-9]{24})\s/.exec(
      sent[0]?.text ?? "",
    );
    const token = link?.[1] ?? "";
    expect(token).toHaveLength(24);
    expect(
      (await listAdminUsers(db)).find((a) => a.email === "invitee@example.com")?.invitationPending,
    ).toBe(true);
    await expect(signIn("invitee@example.com")).rejects.toThrow();

    await auth().api.resetPassword({ body: { token, newPassword: "Ch0sen-by-me" } });
    expect((await signIn("invitee@example.com", "Ch0sen-by-me")).user.email).toBe(
      "invitee@example.com",
    );
    expect(
      (await listAdminUsers(db)).find((a) => a.email === "invitee@example.com")?.invitationPending,
    ).toBe(false);
    await expect(
      auth().api.resetPassword({ body: { token, newPassword: "An0ther-one" } }),
    ).rejects.toThrow();
    const actions = (await db.select({ action: auditLog.action }).from(auditLog)).map(
      (a) => a.action,
    );
    expect(actions).toEqual(["admin_user.invite"]);
  });

  it("re-inviting a pending invitee voids the old link; an active admin cannot be invited", async () => {
    const { db } = current();
    const { actor } = await makeAdmin("boss@example.com", "super_admin");
    const texts: string[] = [];
    const deps = {
      auth: auth(),
      appUrl: APP_URL,
      send: async (m: Omit<Email, "from">) => void texts.push(m.text),
    };
    await inviteAdminUser(db, actor, { email: "late@example.com", role: "admin" }, deps);
    const again = await inviteAdminUser(
      db,
      actor,
      { email: "late@example.com", role: "admin" },
      deps,
    );
    expect(again.message).toBe("A new invitation was sent to late@example.com");
    const tokenOf = (text = "") => /#token=([A-Za-z0-9]+)/.exec(text)?.[1] ?? "";
    await expect(
      auth().api.resetPassword({ body: { token: tokenOf(texts[0]), newPassword: "Ch0sen-by-me" } }),
    ).rejects.toThrow();
    await auth().api.resetPassword({
      body: { token: tokenOf(texts[1]), newPassword: "Ch0sen-by-me" },
    });
    await expect(
      inviteAdminUser(db, actor, { email: "late@example.com", role: "admin" }, deps),
    ).rejects.toMatchObject({
      status: 409,
    });
    await expect(
      inviteAdminUser(db, actor, { email: "boss@example.com", role: "admin" }, deps),
    ).rejects.toMatchObject({
      status: 409,
    });
  });

  it("refuses to re-invite a deactivated invitee, sending nothing", async () => {
    const { db } = current();
    const { actor } = await makeAdmin("boss@example.com", "super_admin");
    const { sent, deps } = catchingMail();
    const { id } = await inviteAdminUser(
      db,
      actor,
      { email: "gone@example.com", role: "admin" },
      deps,
    );
    await updateAdminUser(db, actor, { id, status: "inactive" });
    const links = await db.$count(verification);
    await expect(
      inviteAdminUser(db, actor, { email: "gone@example.com", role: "admin" }, deps),
    ).rejects.toMatchObject({
      status: 409,
      message: "gone@example.com is inactive. Activate them before sending a new invitation.",
    });
    expect(sent).toHaveLength(1);
    expect(await db.$count(verification)).toBe(links);
    expect(
      (await db.select({ action: auditLog.action }).from(auditLog)).map((a) => a.action),
    ).toEqual(["admin_user.invite", "admin_user.deactivate"]);
  });

  it("deactivation voids an invitation link; after reactivation only a new invitation works", async () => {
    const { db } = current();
    const { actor } = await makeAdmin("boss@example.com", "super_admin");
    const { sent, deps } = catchingMail();
    const tokenOf = (text = "") => /#token=([A-Za-z0-9]+)/.exec(text)?.[1] ?? "";
    const { id } = await inviteAdminUser(
      db,
      actor,
      { email: "paused@example.com", role: "admin" },
      deps,
    );
    const link = tokenOf(sent[0]?.text);
    await updateAdminUser(db, actor, { id, status: "inactive" });
    await updateAdminUser(db, actor, { id, status: "active" });
    await expect(
      auth().api.resetPassword({ body: { token: link, newPassword: "Ch0sen-by-me" } }),
    ).rejects.toMatchObject({ body: { code: "INVALID_TOKEN" } });

    await inviteAdminUser(db, actor, { email: "paused@example.com", role: "admin" }, deps);
    await auth().api.resetPassword({
      body: { token: tokenOf(sent[1]?.text), newPassword: "Ch0sen-by-me" },
    });
    expect((await signIn("paused@example.com", "Ch0sen-by-me")).user.email).toBe(
      "paused@example.com",
    );
  });

  it("reports an invitation whose mail could not be sent instead of failing silently", async () => {
    const { actor } = await makeAdmin("boss@example.com", "super_admin");
    const deps = {
      auth: auth(),
      appUrl: APP_URL,
      send: async () => {
        throw new Error("SMTP down");
      },
    };
    const result = await inviteAdminUser(
      current().db,
      actor,
      { email: "x@example.com", role: "admin" },
      deps,
    );
    expect(result.mailSent).toBe(false);
    expect(result.message).toContain("could not be sent");
  });

  it("deactivation ends that admin's sessions at once; reactivation lets them sign in again", async () => {
    const { db } = current();
    const boss = await makeAdmin("boss@example.com", "super_admin");
    const staff = await makeAdmin("staff@example.com");
    await signIn("staff@example.com");
    await signIn("staff@example.com");
    await signIn("boss@example.com");
    expect(await db.$count(session, eq(session.userId, staff.row.userId))).toBe(2);

    const result = await updateAdminUser(db, boss.actor, { id: staff.row.id, status: "inactive" });
    expect(result).toMatchObject({ status: "inactive", sessionsEnded: 2 });
    expect(await db.$count(session, eq(session.userId, staff.row.userId))).toBe(0);
    expect(await db.$count(session, eq(session.userId, boss.row.userId))).toBe(1);

    await updateAdminUser(db, boss.actor, { id: staff.row.id, status: "active" });
    expect((await signIn("staff@example.com")).user.email).toBe("staff@example.com");
    const entries = await db.select().from(auditLog);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      [
        "admin_user.deactivate",
        { email: "staff@example.com", role: "admin", status: "active" },
        { email: "staff@example.com", role: "admin", status: "inactive" },
      ],
      [
        "admin_user.activate",
        { email: "staff@example.com", role: "admin", status: "inactive" },
        { email: "staff@example.com", role: "admin", status: "active" },
      ],
    ]);
  });

  it("nobody can deactivate or delete themselves, or change their own role", async () => {
    const { db } = current();
    const boss = await makeAdmin("boss@example.com", "super_admin");
    await makeAdmin("other@example.com", "super_admin");
    // Another active super admin exists, so only the self rule stands in the way.
    for (const role of ["admin", "super_admin"] as const)
      await expect(
        updateAdminUser(db, boss.actor, { id: boss.row.id, role }),
      ).rejects.toMatchObject({
        status: 409,
        message: "You cannot change your own role",
        fields: { role: "You cannot change your own role" },
      });
    const [unchanged] = await db.select().from(adminUsers).where(eq(adminUsers.id, boss.row.id));
    expect(unchanged?.role).toBe("super_admin");
    expect(await db.$count(auditLog)).toBe(0);
    await expect(
      updateAdminUser(db, boss.actor, { id: boss.row.id, status: "inactive" }),
    ).rejects.toMatchObject({
      status: 409,
      message: "You cannot deactivate yourself",
    });
    await expect(deleteAdminUser(db, boss.actor, boss.row.id)).rejects.toMatchObject({
      status: 409,
      message: "You cannot delete yourself",
    });
  });

  it("the last active super admin cannot be demoted, deactivated or deleted", async () => {
    const { db } = current();
    const boss = await makeAdmin("boss@example.com", "super_admin");
    const other = await makeAdmin("other@example.com", "super_admin");
    // With two, one may step down.
    await updateAdminUser(db, other.actor, { id: boss.row.id, role: "admin" });
    await updateAdminUser(db, other.actor, { id: boss.row.id, role: "super_admin" });
    await updateAdminUser(db, boss.actor, { id: other.row.id, status: "inactive" });
    const last = "boss@example.com is the last active super admin and cannot be";
    // An actor who is no longer active stands in for a request that raced a deactivation.
    await expect(
      updateAdminUser(db, other.actor, { id: boss.row.id, role: "admin" }),
    ).rejects.toMatchObject({
      status: 409,
      message: `${last} changed to admin. Make another admin an active super admin first.`,
    });
    await expect(
      updateAdminUser(db, other.actor, { id: boss.row.id, status: "inactive" }),
    ).rejects.toMatchObject({
      message: `${last} deactivated. Make another admin an active super admin first.`,
    });
    await expect(deleteAdminUser(db, other.actor, boss.row.id)).rejects.toMatchObject({
      message: `${last} deleted. Make another admin an active super admin first.`,
    });
    const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, boss.row.id));
    expect(row).toMatchObject({ role: "super_admin", status: "active" });
  });

  it("two super admins deactivating each other at the same moment leave one active", async () => {
    const { db } = current();
    const a = await makeAdmin("a@example.com", "super_admin");
    const b = await makeAdmin("b@example.com", "super_admin");
    const outcomes = await Promise.allSettled([
      updateAdminUser(db, a.actor, { id: b.row.id, status: "inactive" }),
      updateAdminUser(db, b.actor, { id: a.row.id, status: "inactive" }),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(["fulfilled", "rejected"]);
    const active = await db.$count(adminUsers, eq(adminUsers.status, "active"));
    expect(active, `on ${driver}`).toBe(1);
  });

  it("deletes an admin with their identity, sessions and pending invitation link", async () => {
    const { db } = current();
    const boss = await makeAdmin("boss@example.com", "super_admin");
    const staff = await makeAdmin("staff@example.com");
    await signIn("staff@example.com");
    const result = await deleteAdminUser(db, boss.actor, staff.row.id);
    expect(result.message).toBe("Admin user staff@example.com deleted successfully");
    expect(await db.$count(user, eq(user.id, staff.row.userId))).toBe(0);
    expect(await db.$count(adminUsers, eq(adminUsers.id, staff.row.id))).toBe(0);
    expect(await db.$count(session, eq(session.userId, staff.row.userId))).toBe(0);
    await expect(signIn("staff@example.com")).rejects.toThrow();
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "admin_user.delete"));
    expect(entry).toMatchObject({
      actorEmail: "boss@example.com",
      before: { email: "staff@example.com" },
      after: null,
    });
    await expect(deleteAdminUser(db, boss.actor, staff.row.id)).rejects.toMatchObject({
      status: 404,
      message: "Admin user not found",
    });

    const deps = { auth: auth(), appUrl: APP_URL, send: async () => {} };
    const invited = await inviteAdminUser(
      db,
      boss.actor,
      { email: "pending@example.com", role: "admin" },
      deps,
    );
    const [pending] = await db.select().from(adminUsers).where(eq(adminUsers.id, invited.id));
    const links = () => db.$count(verification, eq(verification.value, pending?.userId ?? ""));
    expect(await links()).toBe(1);
    await deleteAdminUser(db, boss.actor, invited.id);
    expect(await links()).toBe(0);
  });
});
