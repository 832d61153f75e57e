// Who may change whose schedule (ADR 0088): an admin their own host's, a super admin anyone's, a
// block of the whole team only a super admin; anything else a 403, decided on the server.
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { AdminRecord } from "@/server/auth/admin-users";
import { addBlockedTime, removeBlockedTime } from "@/server/availability/blocked-times";
import type { Database } from "@/server/db";
import { queryRows } from "@/server/db/rows";
import { adminUsers, hosts, user } from "@/server/db/schema";
import { assertMayEditRowOf, editableHost, scheduleHost } from "@/server/hosts/host-access";
import { ActionError } from "@/server/http/action-result";
import { staffActor } from "../support/admin-fixtures";
import { describeEachDriver } from "../support/test-database";

const NOW = new Date("2030-01-04T12:00:00Z");

async function adminWithHost(db: Database, email: string, role: "admin" | "super_admin") {
  const userId = `user-${email}`;
  await db.insert(user).values({ id: userId, name: email, email, emailVerified: true });
  const [admin] = await db.insert(adminUsers).values({ userId, email, role }).returning();
  return admin!;
}

const caller = (admin: AdminRecord) => ({ admin, isSuperAdmin: admin.role === "super_admin" });

async function refusal(attempt: Promise<unknown>) {
  const error = await attempt.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ActionError)) throw new Error(`expected a refusal, got ${error}`);
  return { status: error.status, message: error.message, fields: error.fields };
}

describeEachDriver("who may change a host's schedule", (current) => {
  let owner: AdminRecord;
  let colleague: AdminRecord;
  let outsider: AdminRecord;
  let firstHostId: string;
  let colleagueHostId: string;

  beforeAll(async () => {
    const { db } = current();
    owner = await adminWithHost(db, "owner@agency.test", "super_admin");
    colleague = await adminWithHost(db, "grace@agency.test", "admin");
    outsider = await adminWithHost(db, "assistant@agency.test", "admin");
    const [first] = await queryRows<{ id: string }>(db, sql`SELECT first_host_id() AS id`);
    firstHostId = first!.id;
    await db.execute(sql`UPDATE hosts SET admin_user_id = ${owner.id} WHERE id = ${firstHostId}`);
    const [host] = await db
      .insert(hosts)
      .values({ adminUserId: colleague.id, name: "Grace", slug: "grace" })
      .returning({ id: hosts.id });
    colleagueHostId = host!.id;
  });

  it("lets an admin change their own host and a super admin anyone's", async () => {
    const { db } = current();
    expect(await editableHost(db, caller(colleague), colleagueHostId)).toBe(colleagueHostId);
    expect(await editableHost(db, caller(owner), colleagueHostId)).toBe(colleagueHostId);
    // Named by no one: the first host, as the routes from before there were several hosts act.
    expect(await editableHost(db, caller(owner), undefined)).toBe(firstHostId);
  });

  it("refuses an admin someone else's schedule, and one who is no host any", async () => {
    const { db } = current();
    for (const [who, hostId] of [
      [colleague, firstHostId],
      [colleague, undefined],
      [outsider, colleagueHostId],
      [outsider, undefined],
    ] as const)
      expect(await refusal(editableHost(db, caller(who), hostId))).toEqual({
        status: 403,
        message: "You can change only your own schedule; a super admin can change anyone's",
        fields: undefined,
      });
  });

  it("keeps blocks of the whole team to super admins", async () => {
    const { db } = current();
    expect((await refusal(assertMayEditRowOf(db, caller(colleague), null))).status).toBe(403);
    await expect(assertMayEditRowOf(db, caller(owner), null)).resolves.toBeUndefined();
    const input = { date: "2030-02-01", allDay: true, reason: "Holiday" };
    const { block } = await addBlockedTime(db, staffActor, input, NOW, null);
    expect(block.wholeTeam).toBe(true);
    const guard = (tx: Database, hostId: string | null) =>
      assertMayEditRowOf(tx, caller(colleague), hostId);
    expect((await refusal(removeBlockedTime(db, staffActor, block.id, guard))).status).toBe(403);
    // The refusal rolled the delete back: the block still keeps the team away.
    const [kept] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM blocked_slots WHERE id = ${block.id}`,
    );
    expect(kept!.n).toBe(1);
    const own = await addBlockedTime(db, staffActor, input, NOW, colleagueHostId);
    expect(own.block.wholeTeam).toBe(false);
    await expect(removeBlockedTime(db, staffActor, own.block.id, guard)).resolves.toMatchObject({
      id: own.block.id,
    });
  });

  it("answers an unknown host by where it was named", async () => {
    const { db } = current();
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect(await refusal(scheduleHost(db, unknown))).toEqual({
      status: 422,
      message: "Choose a host from the Team tab's list",
      fields: { hostId: "Choose a host from the Team tab's list" },
    });
    expect((await refusal(scheduleHost(db, unknown, "path"))).status).toBe(404);
  });
});
