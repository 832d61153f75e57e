import { eq, sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { createHostSchema, updateHostSchema } from "@/lib/schemas/hosts";
import { adminUsers, auditLog } from "@/server/db/schema";
import {
  createHost,
  defaultHostName,
  ensureFirstHost,
  listHosts,
  updateHost,
} from "@/server/hosts/hosts";
import { staffActor } from "../support/admin-fixtures";
import { authHarness } from "../support/auth-harness";
import { describeEachDriver } from "../support/test-database";

const PASSWORD = "Hosts-passw0rd";

describeEachDriver("hosts", (current) => {
  let harness: ReturnType<typeof authHarness>;
  let counter = 0;
  const freshEmail = (local = "host") => `${local}.${++counter}${Date.now()}@agency.test`;

  beforeEach(async () => {
    harness = authHarness(current().db);
    // Hosts are never deleted by the site; between tests, back to the first host, unclaimed.
    await current().db.execute(sql`DELETE FROM hosts WHERE id <> first_host_id()`);
    await current().db.execute(sql`UPDATE hosts SET admin_user_id = NULL, name = 'Host',
                                     slug = 'host', active = true`);
  });

  it("the first active super admin becomes the first host, once", async () => {
    const { db } = current();
    await db
      .update(adminUsers)
      .set({ status: "inactive" })
      .where(eq(adminUsers.role, "super_admin"));
    const boss = await harness.createAdmin(freshEmail("ada.lovelace"), PASSWORD, "super_admin");
    await harness.createAdmin(freshEmail(), PASSWORD, "admin");
    const first = await ensureFirstHost(db);
    expect(first).toMatchObject({ adminUserId: boss.id, email: boss.email, active: true });
    expect(first?.name).toMatch(/^Ada Lovelace \d+$/);
    expect(first?.slug).toMatch(/^ada-lovelace-\d+$/);
    // Several instances booting together: still one first host.
    expect(await Promise.all([ensureFirstHost(db), ensureFirstHost(db)])).toEqual([null, null]);
    expect(await listHosts(db)).toHaveLength(1);
  });

  it("a super admin makes an admin a host, with a name and a free slug by default", async () => {
    const { db } = current();
    const one = await harness.createAdmin(freshEmail("grace"), PASSWORD);
    const two = await harness.createAdmin(freshEmail("alan"), PASSWORD);
    const named = await createHost(
      db,
      staffActor,
      createHostSchema.parse({
        adminUserId: one.id,
        name: "Grace Hopper",
      }),
    );
    expect(named).toMatchObject({ name: "Grace Hopper", slug: "grace-hopper", email: one.email });
    // The same name again: the slug gets a number rather than a clash.
    const twin = await createHost(db, staffActor, { adminUserId: two.id, name: "Grace Hopper" });
    expect(twin.slug).toBe("grace-hopper-2");
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, named.id));
    expect(entry).toMatchObject({ action: "host.create" });
    expect((await listHosts(db)).map((h) => h.slug)).toEqual([
      "host",
      "grace-hopper",
      "grace-hopper-2",
    ]);
  });

  it("refuses an unknown, inactive or already hosting admin, and a taken slug, naming the field", async () => {
    const { db } = current();
    const admin = await harness.createAdmin(freshEmail(), PASSWORD);
    const gone = await harness.createAdmin(freshEmail(), PASSWORD);
    await db.update(adminUsers).set({ status: "inactive" }).where(eq(adminUsers.id, gone.id));
    await createHost(db, staffActor, { adminUserId: admin.id, slug: "taken" });
    const other = await harness.createAdmin(freshEmail(), PASSWORD);
    const refusals = [
      [{ adminUserId: "7a0f9b4e-2d1c-4f4e-9a51-3c2b1a0f9e8d" }, 422, "adminUserId"],
      [{ adminUserId: gone.id }, 422, "adminUserId"],
      [{ adminUserId: admin.id }, 409, "adminUserId"],
      [{ adminUserId: other.id, slug: "taken" }, 409, "slug"],
    ] as const;
    for (const [input, status, field] of refusals)
      await expect(createHost(db, staffActor, input)).rejects.toMatchObject({
        status,
        fields: { [field]: expect.any(String) },
      });
    // The first host and the one made.
    expect(await listHosts(db)).toHaveLength(2);
  });

  it("two requests racing for one link name: one host, one 409 naming the slug", async () => {
    const { db } = current();
    const one = await harness.createAdmin(freshEmail(), PASSWORD);
    const two = await harness.createAdmin(freshEmail(), PASSWORD);
    const results = await Promise.allSettled([
      createHost(db, staffActor, { adminUserId: one.id, slug: "racing" }),
      createHost(db, staffActor, { adminUserId: two.id, slug: "racing" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const [refused] = results.filter((r) => r.status === "rejected");
    expect(refused?.reason).toMatchObject({ status: 409, fields: { slug: expect.any(String) } });
  });

  it("renames, moves the slug and stops a host; a deactivated admin's host takes no meetings", async () => {
    const { db } = current();
    const admin = await harness.createAdmin(freshEmail(), PASSWORD);
    const host = await createHost(db, staffActor, { adminUserId: admin.id, name: "Katherine" });
    const renamed = await updateHost(
      db,
      staffActor,
      updateHostSchema.parse({ id: host.id, name: "Katherine Johnson", slug: "katherine-johnson" }),
    );
    expect(renamed).toMatchObject({
      name: "Katherine Johnson",
      slug: "katherine-johnson",
      active: true,
    });
    expect((await updateHost(db, staffActor, { id: host.id, active: false })).active).toBe(false);
    await updateHost(db, staffActor, { id: host.id, active: true });
    await db.update(adminUsers).set({ status: "inactive" }).where(eq(adminUsers.id, admin.id));
    expect((await listHosts(db)).find((h) => h.id === host.id)?.active).toBe(false);
    await expect(
      updateHost(db, staffActor, { id: "7a0f9b4e-2d1c-4f4e-9a51-3c2b1a0f9e8d", active: true }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

it("checks names and slugs with the spec's kind of messages", () => {
  const id = "7a0f9b4e-2d1c-4f4e-9a51-3c2b1a0f9e8d";
  expect(updateHostSchema.safeParse({ id }).error?.issues[0]?.message).toBe(
    "Nothing to change: give a name, a link name, active or a meeting link template",
  );
  expect(updateHostSchema.safeParse({ id, active: false }).success).toBe(true);
  expect(updateHostSchema.safeParse({ id, slug: "Not OK" }).error?.issues[0]?.message).toMatch(
    /^Link name must be 1–50 lower-case letters/,
  );
  expect(createHostSchema.safeParse({ adminUserId: "x" }).error?.issues[0]?.path).toEqual([
    "adminUserId",
  ]);
  expect(defaultHostName(null, "ada.lovelace@example.com")).toBe("Ada Lovelace");
  expect(defaultHostName("Grace Hopper", "grace@example.com")).toBe("Grace Hopper");
  expect(defaultHostName("grace@example.com", "grace@example.com")).toBe("Grace");
  expect(defaultHostName("ada.lovelace", "ada.lovelace@example.com")).toBe("Ada Lovelace");
});
