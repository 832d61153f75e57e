import { expect, it } from "vitest";
import { checkDatabase } from "@/server/db/health";
import { createTestDatabase, DRIVERS } from "../support/test-database";

for (const driver of DRIVERS) {
  it(`reports a live ${driver} database as ok and a closed one with a reason`, async () => {
    const database = await createTestDatabase(driver);
    expect(await checkDatabase(database.db)).toEqual({ ok: true });
    await database.close();
    const after = await checkDatabase(database.db, 1_000);
    expect(after.ok).toBe(false);
    expect(after.ok === false && after.reason.length).toBeGreaterThan(0);
  });
}
