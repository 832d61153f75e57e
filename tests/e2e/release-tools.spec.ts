// docs/operations.md's "Backup and restore" and "Move from PGlite to PostgreSQL", done with a release alone:
// the release is copied out of the checkout (so nothing can load from its node_modules or src/),
// serves on PGlite, is backed up while it runs, restored into PostgreSQL, served from there,
// backed up again and restored into a new PGlite folder. On every copy the owner signs in with the
// old password, the visitor's manage link works and the booked slot stays taken.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
// @ts-expect-error: plain ESM helper
import { freePort } from "../support/nginx-server.mjs";
import { e2e } from "./config";
import { expect, test } from "./fixtures";
import { freeSlots, type Instance, releaseDir, startInstance, tempDir } from "./release-instance";

const DATABASE = "agency_restored";
const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${e2e.pgPort}/${DATABASE}`;
const owner = { email: "owner@release-tools.test", password: "Release-Owner-Passw0rd" };

/** Runs `node <release>/<tool>.mjs FILE` from `cwd` as an operator would; returns its output. */
function tool(
  release: string,
  name: string,
  file: string,
  cwd: string,
  env: Record<string, string>,
) {
  const result = spawnSync(process.execPath, [path.join(release, `${name}.mjs`), file], {
    cwd,
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", ...env },
    timeout: 180_000,
  });
  expect(result.status, `${name}: ${result.stdout}${result.stderr}`).toBe(0);
  return result.stdout;
}

test.describe("Backup, restore and the move to PostgreSQL from a release alone", () => {
  test.describe.configure({ timeout: 480_000 });
  const running: Instance[] = [];
  test.afterAll(async () => {
    for (const instance of running) if (instance.child.exitCode === null) instance.child.kill();
    await Promise.all(running.map((instance) => instance.exited));
  });

  async function serve(release: string, cwd: string, env: Record<string, string>, name: string) {
    const port = await freePort();
    const instance = await startInstance(
      port,
      { APP_URL: `http://127.0.0.1:${port}`, SCHEDULER_DISABLED: "true", ...env },
      path.join(cwd, `${name}.log`),
      { release, cwd },
    );
    running.push(instance);
    return instance;
  }

  async function stop(instance: Instance) {
    instance.child.kill("SIGTERM");
    expect(await instance.exited, `:${instance.port} stops cleanly`).toBe(0);
  }

  /** What must survive every copy: the owner's password, the booking and its manage link. */
  async function expectSiteKept(instance: Instance, booking: { id: string; token: string }) {
    const signIn = await fetch(`${instance.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: instance.url },
      body: JSON.stringify(owner),
    });
    expect(signIn.status, "the owner signs in with the old password").toBe(200);
    const manage = await fetch(`${instance.url}/api/v1/manage/${booking.token}`);
    expect(manage.status, "the manage link still works").toBe(200);
    expect((await manage.json()).id).toBe(booking.id);
  }

  test("PGlite → PostgreSQL → PGlite keeps the site working", async () => {
    // A release folder outside the checkout, without the state a server left in it.
    const release = path.join(tempDir("release-copy"), "agency");
    cpSync(releaseDir(), release, {
      recursive: true,
      filter: (source) => !/\/run$/.test(source),
    });
    const work = tempDir("tools-work");
    // Nothing of the build machine's DATA_DIR travels with a release (the file tracer copied its
    // auth-secret once: scripts/artifact.mjs).
    const carried = (readdirSync(releaseDir(), { recursive: true }) as string[]).filter((file) =>
      /(^|\/)(auth-secret|server-actions-key)$/.test(file),
    );
    expect(carried, "secrets inside the release").toEqual([]);
    // Asked for its usage, a tool prints it and writes nothing (it once took --help for a file).
    const help = spawnSync(process.execPath, [path.join(release, "db-backup.mjs"), "--help"], {
      cwd: work,
      encoding: "utf8",
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "production" },
    });
    expect(help.status, help.stderr).toBe(0);
    expect(help.stdout).toContain("Usage: npm run db:backup -- FILE");
    expect(readdirSync(work), "nothing written").toEqual([]);

    // 1. The embedded default, started with a relative DATA_DIR: it lives where it was started.
    const first = await serve(
      release,
      work,
      { DATA_DIR: "site-data", ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password },
      "pglite",
    );
    const [slot] = await freeSlots(first.url, 1);
    const response = await fetch(`${first.url}/api/v1/bookings`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@release-tools.test",
        contactType: "phone",
        contactNumber: "+44 20 7946 0958",
        ...slot,
        timezone: "Europe/London",
        timezoneOffset: 0,
      }),
    });
    expect(response.status).toBe(201);
    const created = await response.json();
    const booking = { id: created.id as string, token: created.manageUrl.split("/").at(-1) };

    // 2. Backed up while it serves (through its socket): a check of the secret it generated, never
    // the secret itself, which every later copy is given through AUTH_SECRET.
    const pgliteBackup = path.join(work, "from-pglite.sql");
    expect(
      existsSync(path.join(work, "site-data", "pgdata")),
      "DATA_DIR where it was started",
    ).toBe(true);
    const said = tool(release, "db-backup", "from-pglite.sql", work, { DATA_DIR: "site-data" });
    expect(said).toContain("through the running server");
    const AUTH_SECRET = readFileSync(path.join(work, "site-data", "auth-secret"), "utf8").trim();
    expect(readFileSync(pgliteBackup, "utf8")).toMatch(/^-- auth-secret-check: /m);
    expect(readFileSync(pgliteBackup, "utf8")).not.toContain(AUTH_SECRET);
    await stop(first);

    // 3. Into an empty PostgreSQL database, with the PGlite site's secret.
    const admin = new pg.Client(`postgres://postgres:postgres@127.0.0.1:${e2e.pgPort}/postgres`);
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE}`);
    await admin.query(`CREATE DATABASE ${DATABASE}`);
    await admin.end();
    const postgresData = path.join(work, "postgres-site");
    tool(release, "db-restore", "from-pglite.sql", work, {
      DATA_DIR: postgresData,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET,
    });
    const onPostgres = await serve(
      release,
      work,
      { DATA_DIR: postgresData, DATABASE_URL: databaseUrl, AUTH_SECRET },
      "postgres",
    );
    await expectSiteKept(onPostgres, booking);
    const offered = await freeSlots(onPostgres.url, 1);
    expect(offered[0], "the booked slot stays taken").not.toEqual(slot);

    // 4. And back: from PostgreSQL into a new PGlite folder.
    tool(release, "db-backup", "from-postgres.sql", work, {
      DATA_DIR: postgresData,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET,
    });
    await stop(onPostgres);
    const backAgain = path.join(work, "pglite-again");
    tool(release, "db-restore", "from-postgres.sql", work, { DATA_DIR: backAgain, AUTH_SECRET });
    await expectSiteKept(
      await serve(release, work, { DATA_DIR: backAgain, AUTH_SECRET }, "pglite-again"),
      booking,
    );
  });
});
