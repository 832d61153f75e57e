import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "@/server/db/client";
import { lockFileOf, readLockHolder } from "@/server/db/data-dir-lock";

/** Opens the folder in a separate node process, as a second server or a CLI would. */
function openInAnotherProcess(dataDir: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ["--conditions=react-server", "--import", "tsx", "tests/support/open-data-dir.ts", dataDir],
      { cwd: process.cwd(), stdio: ["ignore", "pipe", "pipe"] },
    );
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ code, output }));
  });
}

describe("PGlite folder: one process at a time", () => {
  const folders: string[] = [];
  const freshDataDir = () => {
    const root = mkdtempSync(path.join(tmpdir(), "agency-lock-"));
    folders.push(root);
    return path.join(root, "pgdata");
  };
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it("refuses a second process at once, naming the holder's pid, and lets it in after close", async () => {
    const dataDir = freshDataDir();
    const first = await openDatabase({ driver: "pglite", dataDir });
    await first.db.execute(sql`CREATE TABLE kept (n int)`);
    expect(readLockHolder(lockFileOf(dataDir))?.pid).toBe(process.pid);

    const refused = await openInAnotherProcess(dataDir);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`in use by process ${process.pid}`);
    // The open folder still works: the refused process never touched it.
    await first.db.execute(sql`INSERT INTO kept VALUES (1)`);

    await first.close();
    expect(existsSync(lockFileOf(dataDir))).toBe(false);
    const after = await openInAnotherProcess(dataDir);
    expect(after).toMatchObject({ code: 0, output: expect.stringContaining("opened") });
    const reopened = await openDatabase({ driver: "pglite", dataDir });
    const rows = (await reopened.db.execute(sql`SELECT n FROM kept`)) as unknown as {
      rows: unknown[];
    };
    expect(rows.rows).toEqual([{ n: 1 }]);
    await reopened.close();
  }, 120_000);

  it("refuses a second open in the same process too", async () => {
    const dataDir = freshDataDir();
    const first = await openDatabase({ driver: "pglite", dataDir });
    await expect(openDatabase({ driver: "pglite", dataDir })).rejects.toThrow(
      `in use by process ${process.pid}`,
    );
    await first.close();
  }, 60_000);

  it("takes over a lock left by a process that is gone", async () => {
    const dataDir = freshDataDir();
    const gone = spawnSync(process.execPath, ["-e", "process.exit(0)"]);
    expect(gone.pid).toBeGreaterThan(0);
    const stale = { pid: gone.pid, host: hostname(), startedAt: "2020-01-01T00:00:00Z" };
    writeFileSync(lockFileOf(dataDir), JSON.stringify(stale));
    const handle = await openDatabase({ driver: "pglite", dataDir });
    expect(readLockHolder(lockFileOf(dataDir))?.pid).toBe(process.pid);
    await handle.close();
    expect(existsSync(lockFileOf(dataDir))).toBe(false);
  }, 60_000);
});
