import { expect, it } from "vitest";
import { checkDatabase } from "@/server/db/health";
import { readinessBody } from "@/server/wiring/health-answers";
import { createTestDatabase, DRIVERS } from "../support/test-database";

for (const driver of DRIVERS) {
  it(`reports a live ${driver} database as ok and a closed one in our words, its error aside`, async () => {
    const database = await createTestDatabase(driver);
    expect(await checkDatabase(database.db)).toEqual({ ok: true });
    await database.close();
    const after = await checkDatabase(database.db, 1_000);
    if (after.ok) throw new Error("a closed database answered");
    expect(after.detail.length).toBeGreaterThan(0);
    // What anyone may read names no part of the driver's own text.
    expect(["the query failed", "no answer within 1000 ms"]).toContain(after.reason);
    if (after.reason === "the query failed") expect(after.detail).not.toBe(after.reason);

    const readiness = {
      ready: false,
      reasons: [`database: ${after.reason}`],
      checks: { database: after.reason },
      details: [`database: ${after.detail}`],
    };
    const anonymous = JSON.stringify(readinessBody(readiness, false));
    expect(anonymous).not.toContain(after.detail);
    expect(readinessBody(readiness, true)).toMatchObject({
      details: [`database: ${after.detail}`],
    });
  });
}
