import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, inject } from "vitest";
import type { Database } from "@/server/db";
import { type DatabaseDriver, openDatabase } from "@/server/db/client";
import { seedDefaults } from "@/server/db/seed";

export interface TestDatabase {
  db: Database;
  driver: DatabaseDriver;
  /** Connection string (postgres only), e.g. to open a second pool as another instance would. */
  url?: string;
  close: () => Promise<void>;
}

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * The migrated PGlite folder the global setup dumped: loading it skips PGlite's initdb, which
 * costs seconds of WASM per database (the suite opens dozens).
 */
function loadPgliteTemplate(): Promise<Blob> {
  pgliteTemplate ??= readFile(inject("pgliteTemplateFile")).then((bytes) => new Blob([bytes]));
  return pgliteTemplate;
}

/** A fresh, migrated and seeded database on the given driver, isolated from every other file. */
export async function createTestDatabase(driver: DatabaseDriver): Promise<TestDatabase> {
  if (driver === "pglite") {
    const handle = await openDatabase({
      driver: "pglite",
      loadDataDir: await loadPgliteTemplate(),
    });
    await seedDefaults(handle.db, { businessTimezone: "UTC" });
    return handle;
  }
  const name = `agency_test_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: inject("pgAdminUrl") });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject("pgTemplate")}`);
  await admin.end();
  const url = inject("pgAdminUrl").replace(/\/postgres$/, `/${name}`);
  const handle = await openDatabase({ driver: "postgres", url, poolSize: 60 });
  await seedDefaults(handle.db, { businessTimezone: "UTC" });
  return handle;
}

export const DRIVERS: DatabaseDriver[] = ["pglite", "postgres"];

/**
 * Runs the same suite on PGlite and on the real PostgreSQL server. Each driver gets its own
 * database for this suite; `current()` returns it inside tests.
 */
export function describeEachDriver(
  name: string,
  suite: (current: () => TestDatabase, driver: DatabaseDriver) => void,
) {
  for (const driver of DRIVERS) {
    describe(`${name} [${driver}]`, () => {
      let database: TestDatabase | undefined;
      beforeAll(async () => {
        database = await createTestDatabase(driver);
      });
      afterAll(async () => {
        await database?.close();
      });
      suite(() => {
        if (!database) throw new Error("test database not ready");
        return database;
      }, driver);
    });
  }
}

/** The PostgreSQL error code of a failed query (Drizzle wraps the driver error in `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.cause?.code ?? e?.code;
}
