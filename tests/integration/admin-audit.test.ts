import { beforeEach, expect, it } from "vitest";
import { AUDIT_PAGE_SIZE } from "@/lib/schemas/admin";
import { listAudit } from "@/server/audit/list-audit";
import { recordAudit } from "@/server/audit/record-audit";
import { auditLog, blockedSlots } from "@/server/db/schema";
import { staffActor } from "../support/admin-fixtures";
import { describeEachDriver } from "../support/test-database";

describeEachDriver("admin audit trail", (current) => {
  beforeEach(async () => {
    await current().db.delete(auditLog);
  });

  it("stores who, what, when and before → after as JSON", async () => {
    const { db } = current();
    const when = new Date("2031-01-15T10:00:00Z");
    await recordAudit(db, staffActor, {
      action: "settings.update",
      entity: "admin_settings",
      entityId: 1,
      before: { at: when, limit: 30 },
      after: { at: when, limit: 60, gone: undefined },
    });
    const { entries, total } = await listAudit(db, 1);
    expect(total).toBe(1);
    expect(entries[0]).toMatchObject({
      actorEmail: "staff@example.com",
      action: "settings.update",
      entity: "admin_settings",
      entityId: "1",
      before: { at: "2031-01-15T10:00:00.000Z", limit: 30 },
      after: { at: "2031-01-15T10:00:00.000Z", limit: 60 },
    });
    expect(Number.isNaN(Date.parse(entries[0]?.createdAt ?? ""))).toBe(false);
  });

  it("records no row for an update that changed nothing, but does for creates and deletes", async () => {
    const { db } = current();
    const day = { isAvailable: true, startTime: "09:00", endTime: "17:00", slotDuration: 60 };
    await recordAudit(db, staffActor, {
      action: "availability.update",
      entity: "availability_settings",
      entityId: 1,
      before: day,
      after: { ...day },
    });
    expect(await db.$count(auditLog)).toBe(0);
    await recordAudit(db, staffActor, {
      action: "availability.update",
      entity: "availability_settings",
      entityId: 1,
      before: day,
      after: { ...day, endTime: "18:00" },
    });
    await recordAudit(db, staffActor, { action: "x.add", entity: "t", before: null, after: {} });
    await recordAudit(db, staffActor, { action: "x.remove", entity: "t", before: {}, after: null });
    const actions = (await listAudit(db, 1)).entries.map((e) => e.action);
    expect(actions.sort()).toEqual(["availability.update", "x.add", "x.remove"]);
  });

  it("is written in the caller's transaction: a change that rolls back leaves no record", async () => {
    const { db } = current();
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(blockedSlots).values({ blockDate: "2031-01-15", allDay: true });
        await recordAudit(tx, staffActor, { action: "blocked_time.add", entity: "blocked_slots" });
        throw new Error("the change failed after its audit row was written");
      }),
    ).rejects.toThrow("the change failed");
    expect(await db.$count(auditLog)).toBe(0);
    expect(await db.$count(blockedSlots)).toBe(0);
  });

  it("pages newest first", async () => {
    const { db } = current();
    for (let i = 0; i < AUDIT_PAGE_SIZE + 2; i++) {
      await db.insert(auditLog).values({
        actorEmail: "staff@example.com",
        action: `action-${i}`,
        entity: "test",
        createdAt: new Date(Date.UTC(2031, 0, 1, 0, i)),
      });
    }
    const first = await listAudit(db, 1);
    const second = await listAudit(db, 2);
    expect(first.pageCount).toBe(2);
    expect(first.entries[0]?.action).toBe(`action-${AUDIT_PAGE_SIZE + 1}`);
    expect(second.entries.map((e) => e.action)).toEqual(["action-1", "action-0"]);
  });
});
